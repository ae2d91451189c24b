import type { Page } from 'playwright-core';
import { beforeAll, inject } from 'vitest';
import {
  MOBILE,
  confirmationCode,
  createAccount,
  createBrandAccount,
  expect,
  expectSignInRefused,
  expectToast,
  horizontalOverflow,
  newUser,
  payPlanInSandbox,
  screenshot,
  signIn,
  test,
} from './fixtures';
import { openFinalDeleteConfirmation, openLive, waitForCreatorDashboard } from './journeys';
import { IDLE_CHECK_MS, watchNetwork } from './network';

// Live notifications, the role guard and the account tab, in the browser.

// One creator serves the journeys that do not change the account: sign-ups and sign-ins
// are rate limited per client, so its session cookie is shared instead.
const creator = newUser('Cleo', 'Park');
let creatorCookie: { name: string; value: string };

beforeAll(async () => {
  const baseURL = inject('baseURL');
  const headers = { origin: new URL(baseURL).origin, 'content-type': 'application/json' };
  const response = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: creator.email,
      password: creator.password,
      name: `${creator.firstName} ${creator.lastName}`,
      firstName: creator.firstName,
      lastName: creator.lastName,
      userType: 'creator',
      onboardingCompleted: true,
      acceptedTerms: true,
    }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  // The e-mailed code confirms the address and signs in; sent with the sign-up's cookie, as
  // from the browser that signed up, so the password stays.
  const signUpCookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .join('; ');
  const confirmed = await fetch(`${baseURL}/api/auth/email-otp/verify-email`, {
    method: 'POST',
    headers: { ...headers, cookie: signUpCookies },
    body: JSON.stringify({ email: creator.email, otp: await confirmationCode(creator.email) }),
  });
  const session = confirmed.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((pair) => pair.includes('session_token='));
  if (!session) throw new Error(`confirmation set no session cookie: ${confirmed.status}`);
  const [name, value] = session.split(/=(.*)/s) as [string, string];
  creatorCookie = { name, value };
});

/** Signs the page's context in as the shared creator. */
async function useCreatorSession(page: Page): Promise<void> {
  await page.context().addCookies([{ ...creatorCookie, url: inject('baseURL') }]);
}

test('notifications arrive live in the bell with a toast, without polling', async ({ newPage }) => {
  const page = await newPage();
  const brand = newUser('Bea', 'Brandt');
  await createBrandAccount(page, brand, 'Northwind Goods');
  const network = await watchNetwork(page);
  await openLive(page, '/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Bea!' }).waitFor();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

  // Idle: once the first loads are over, nothing asks the API anything while 31 s of the
  // page's time pass (every timer due meanwhile fires).
  await network.settled();
  const apiRequests = () => network.requestsSinceSettled().filter((request) => request.includes(' /api/'));
  await network.letTimePass(IDLE_CHECK_MS);
  expect(apiRequests()).toEqual([]);

  // A real notifying action: the brand pays for a plan (sandbox checkout). The toast and the
  // bell's count arrive over the event stream, not from a request (how fast is measured by
  // `npm run bench:realtime`, not here).
  await payPlanInSandbox(page, 'basic');
  await expectToast(page, 'Payment Successful!');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor();
  const notificationReads = () => apiRequests().filter((request) => request.includes(' /api/notifications'));
  expect(notificationReads()).toEqual([]);

  await payPlanInSandbox(page, 'premium');
  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await bell.waitFor();
  expect(notificationReads()).toEqual([]);

  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Recent Activity' });
  const items = popover.getByRole('list', { name: 'Recent notifications' }).getByRole('listitem');
  await expect.poll(() => items.count()).toBe(2);
  await popover
    .getByText(/^(now|\d+ seconds? ago)$/)
    .first()
    .waitFor();
  await screenshot(page, 'notification-bell-desktop');

  // Clicking an unread notification marks it read and follows its link.
  await items
    .first()
    .getByRole('button', { name: /^Payment Successful!/ })
    .click();
  await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'account');
  await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await popover.getByRole('button', { name: 'Mark all read' }).click();
  await page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
  await popover.getByRole('link', { name: 'View all' }).click();

  // The full list: both, read; deleting empties it (and the bell).
  await page.waitForURL((url) => url.pathname === '/notifications');
  await page.getByText('You are all caught up.').waitFor();
  const list = page.getByRole('list', { name: 'Notifications', exact: true });
  await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
  for (let left = 2; left > 0; left -= 1) {
    await list
      .getByRole('button', { name: /^Delete notification/ })
      .first()
      .click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(left - 1);
  }
  await page.getByText('No recent activity').waitFor();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await popover.getByText('No recent activity').waitFor();
  await page.keyboard.press('Escape');

  // Preferences per type, saved at once and kept.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'preferences');
  const emailSwitch = page.getByRole('switch', { name: 'System updates: E-mail' });
  expect(await emailSwitch.getAttribute('aria-checked')).toBe('true');
  await emailSwitch.click();
  await expectToast(page, 'Preferences Updated');
  // Turning a type off disables its delivery switches (at once: the switches do not wait for
  // the server), and saves it.
  await page.getByRole('switch', { name: 'Payments received: On' }).click();
  await expect
    .poll(() => page.getByRole('switch', { name: 'Payments received: Push' }).isDisabled())
    .toBe(true);
  // Saved: a reload before the answer would cut the request off.
  await expectToast(page, 'Preferences Updated');
  await page.reload();
  await emailSwitch.waitFor();
  expect(await emailSwitch.getAttribute('aria-checked')).toBe('false');
  expect(await page.getByRole('switch', { name: 'Payments received: On' }).getAttribute('aria-checked')).toBe(
    'false',
  );
  await screenshot(page, 'notification-preferences-desktop');
});

test('a creator opening a brand-only page sees Access Restricted', async ({ newPage }) => {
  const page = await newPage();
  await useCreatorSession(page);
  await page.goto('/onboarding/brand-profile-setup');
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await page.getByText('This page is only available to Brand accounts.', { exact: false }).waitFor();
  const allowed = page.getByRole('list', { name: 'Allowed account types' });
  expect(await allowed.getByRole('listitem').allTextContents()).toEqual(['Brand']);
  await screenshot(page, 'access-restricted-desktop');

  // Opened directly, 'Go Back' has nowhere to go back to in the app: it goes to the creator's home.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await waitForCreatorDashboard(page, 'Cleo');

  await page.goto('/onboarding/brand-profile-setup');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await waitForCreatorDashboard(page, 'Cleo');
});

test('changing the password: checked, then the new one signs in', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Dana', 'Scully');
  await createAccount(page, user);
  await page.goto('/profile?tab=settings');
  await page.waitForURL((url) => url.searchParams.get('tab') === 'account');
  await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
  await page.getByText(user.email).waitFor();
  await screenshot(page, 'profile-account-desktop');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  const submit = form.getByRole('button', { name: 'Update Password' });
  expect(await submit.isDisabled()).toBe(true);

  await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill('brand-new-1');
  await form.getByLabel('Confirm new password', { exact: true }).fill('brand-new-2');
  await submit.click();
  await expectToast(page, 'Password Mismatch');

  await form.getByLabel('Confirm new password', { exact: true }).fill('brand-new-1');
  await form.getByRole('button', { name: 'Show new password' }).click();
  expect(await form.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
  await submit.click();
  await form.getByText('Current password is incorrect').waitFor();

  await form.getByLabel('Current password', { exact: true }).fill(user.password);
  await submit.click();
  await expectToast(page, 'Password Updated');
  await form.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: 'Account menu for Dana Scully' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');

  await expectSignInRefused(page, user);
  await signIn(page, { ...user, password: 'brand-new-1' });
});

test('sign out of other sessions ends the other browser only', async ({ newPage }) => {
  const page = await newPage();
  await useCreatorSession(page);
  const otherBrowser = await newPage();
  await signIn(otherBrowser, creator);

  await page.goto('/profile?tab=account');
  await page.getByRole('button', { name: 'Sign out of other sessions' }).click();
  await expectToast(page, 'Other Sessions Signed Out');

  await otherBrowser.goto('/profile?tab=account');
  await otherBrowser.waitForURL((url) => url.pathname === '/auth');
  await page.reload();
  await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
});

test('deleting the account takes two confirmations, signs out and refuses sign-in', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Finn', 'Moore');
  await createAccount(page, user);
  const final = await openFinalDeleteConfirmation(page);
  await final.getByRole('button', { name: 'Delete My Account' }).click();
  await expectToast(page, 'Account Deleted');
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('link', { name: 'Get Started' }).first().waitFor();

  await expectSignInRefused(page, user);
  expect(new URL(page.url()).pathname).toBe('/auth');
});

test('at 375 px: bell, menu to Profile Settings, and the account tab fit', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  await useCreatorSession(page);
  await page.goto('/dashboard');
  await waitForCreatorDashboard(page, 'Cleo');
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('dialog', { name: 'Recent Activity' }).getByText('No recent activity').waitFor();
  await screenshot(page, 'notification-bell-mobile');
  await page.keyboard.press('Escape');
  await screenshot(page, 'dashboard-home-mobile');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Profile Settings' })
    .click();
  await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'account');
  await page.getByRole('button', { name: 'Delete Account' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'profile-account-mobile');

  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'profile');
  await page.getByRole('heading', { name: 'Creator Profile' }).waitFor();
  await screenshot(page, 'profile-overview-mobile');

  await page.goto('/onboarding/brand-profile-setup');
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await screenshot(page, 'access-restricted-mobile');
});
