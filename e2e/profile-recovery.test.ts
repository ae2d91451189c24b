import type { Me } from '@partnerly/contracts';
import { createAccount, expect, expectToast, newUser, test, unrouteWhenAnswered } from './fixtures';
import { waitForCreatorDashboard } from './journeys';

// A signed-in user whose profile is missing (spec 01 sections 2 and 4). Nothing in the app
// deletes a profile, so the test answers /api/me with the real user and `profile: null`.
test('a missing profile: the dashboard retries after 1, 2 and 3 s, then offers onboarding; Fix Profile Issue', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Sara', 'Khan');
  await createAccount(page, user);

  const meCalls: number[] = [];
  let userId = '';
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const me = (await response.json()) as Me;
    userId = me.user.id;
    meCalls.push(Date.now());
    await route.fulfill({ response, json: { ...me, profile: null } });
  });

  await page.goto('/dashboard');
  await page.getByText('Loading your dashboard...').waitFor();
  const failure = page.getByRole('heading', { name: "We couldn't load your profile" });
  await failure.waitFor({ timeout: 15_000 });

  // The first read plus 3 retries, each after a longer wait (1 s, 2 s, 3 s).
  expect(meCalls).toHaveLength(4);
  const waits = meCalls.slice(1).map((at, index) => at - meCalls[index]!);
  expect(waits[0]).toBeGreaterThanOrEqual(1000);
  expect(waits[1]).toBeGreaterThanOrEqual(2000);
  expect(waits[2]).toBeGreaterThanOrEqual(3000);

  // The failure screen: the account e-mail, the truncated user id and the way to onboarding.
  await page.getByText(user.email, { exact: true }).first().waitFor();
  await page.getByText(`${userId.slice(0, 8)}…`, { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: 'Go to Onboarding' }).getAttribute('href')).toBe('/onboarding');

  // Try Again runs the retries once more.
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByText('Loading your dashboard...').waitFor();
  await failure.waitFor({ timeout: 15_000 });
  expect(meCalls).toHaveLength(7);

  // The avatar menu offers 'Fix Profile Issue' only while the profile is missing.
  await page.getByRole('button', { name: `Account menu for ${user.email}` }).click();
  await page.getByRole('menuitem', { name: 'Fix Profile Issue' }).click();
  // The second toast replaces the first a second later (one toast at a time).
  await expectToast(page, 'Refreshing profile...');
  await expectToast(page, 'Profile Setup Needed');
  await page.waitForURL((url) => url.pathname === '/onboarding');

  // With the profile back, the item is gone. (Onboarding may still be reading /api/me.)
  await unrouteWhenAnswered(page);
  await page.goto('/dashboard');
  await waitForCreatorDashboard(page, 'Sara');
  await page.getByRole('button', { name: 'Account menu for Sara Khan' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  expect(await page.getByRole('menuitem', { name: 'Fix Profile Issue' }).count()).toBe(0);
});
