import {
  MOBILE,
  createAccount,
  expect,
  expectToast,
  horizontalOverflow,
  makePng,
  newUser,
  screenshot,
  signIn,
  test,
} from './fixtures';
import type { Page } from 'playwright-core';
import { expectNotReloaded, markDocument, openLive } from './journeys';

// Issue 19's verification journey: a creator asks to be verified from their profile, the super
// admin signs in, passes the step-up check with their password, opens Verifications and
// approves; the creator's open profile page shows the verified badge without a reload.

/** The seeded super admin (e2e/global-setup.ts starts the app with the demo accounts). */
const SUPER_ADMIN = {
  firstName: 'Sam',
  lastName: 'Super',
  email: 'superadmin@demo.partnerly.local',
  password: 'Demo1234!',
};

/** The step-up check on /admin: the admin's own password opens the console. */
async function unlockConsole(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
  await page.getByLabel('Your password', { exact: true }).fill(SUPER_ADMIN.password);
  await page.getByRole('button', { name: 'Unlock Admin Console' }).click();
  await page.getByRole('heading', { name: 'Admin Console' }).waitFor();
}

test('the super admin approves a creator’s verification and the creator sees the badge live', async ({
  newPage,
}) => {
  // The creator asks from the Verification card of their profile, on a phone.
  const creatorPage = await newPage({ viewport: MOBILE });
  const creator = newUser('Mira', 'Saad');
  await createAccount(creatorPage, creator);
  await openLive(creatorPage, '/profile?tab=profile');
  const form = creatorPage.getByRole('form', { name: 'Creator verification' });
  await form.getByRole('button', { name: 'Request Verification' }).click();
  await form.getByText('Choose the platform of your profile').waitFor();
  await form.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await form.getByLabel('Followers').fill('48,200');
  await form.getByLabel('Profile URL').fill('tiktok.com/@mira.makes');
  await form.getByRole('button', { name: 'Request Verification' }).click();
  await form.getByText('This link is not on Instagram.', { exact: false }).waitFor();
  await form.getByLabel('Profile URL').fill('instagram.com/mira.makes');
  await form.getByLabel('Screenshot (optional)').setInputFiles({
    name: 'followers.png',
    mimeType: 'image/png',
    buffer: await makePng(creatorPage, 320, 640),
  });
  await form.getByText('followers.png').waitFor();
  await form.getByRole('button', { name: 'Request Verification' }).click();
  await expectToast(creatorPage, 'Verification Requested');
  await creatorPage.getByText('Pending Review').waitFor();
  await creatorPage.getByRole('link', { name: 'Open image' }).waitFor();
  expect(await horizontalOverflow(creatorPage)).toBeLessThanOrEqual(0);
  expect(await creatorPage.getByText('Verified Creator').count()).toBe(0);
  await markDocument(creatorPage);

  // The super admin signs in, passes the step-up check and opens the queue.
  const adminPage = await newPage();
  await signIn(adminPage, SUPER_ADMIN);
  await adminPage.goto('/admin');
  await unlockConsole(adminPage);
  await adminPage
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Verifications' })
    .click();
  await adminPage.waitForURL('**/admin/verifications');

  const request = adminPage.getByRole('article', { name: 'Mira Saad' });
  await request.getByText(creator.email).waitFor();
  await request.getByText('48,200').waitFor();
  await request.getByRole('link', { name: 'Open image' }).waitFor();
  await screenshot(adminPage, 'admin-verifications');
  await request.getByRole('button', { name: 'Approve' }).click();
  await expectToast(adminPage, 'Verification Approved');
  await request.getByText('Approved by Sam Super', { exact: false }).waitFor();
  expect(await request.getByRole('button', { name: 'Approve' }).count()).toBe(0);

  // The creator's page, still open, shows the badge without a reload.
  await creatorPage.getByText('Verified Creator').first().waitFor();
  await expectNotReloaded(creatorPage);
  expect(await creatorPage.getByText('Pending Review').count()).toBe(0);
});

test('the super admin rejects with the spec’s reason, which the creator reads', async ({ newPage }) => {
  const creatorPage = await newPage();
  const creator = newUser('Omar', 'Nasser');
  await createAccount(creatorPage, creator);
  const sent = await creatorPage.context().request.post('/api/verification-requests', {
    data: {
      kind: 'creator',
      platform: 'youtube',
      platformUrl: 'https://www.youtube.com/@omar.cooks',
      claimedFollowers: 1_200_000,
    },
  });
  expect(sent.status()).toBe(201);
  await openLive(creatorPage, '/profile?tab=profile');
  await creatorPage.getByText('Pending Review').waitFor();

  const adminPage = await newPage();
  await signIn(adminPage, SUPER_ADMIN);
  await adminPage.goto('/admin/verifications');
  await unlockConsole(adminPage);
  await adminPage.getByLabel('Requester').selectOption({ label: 'Creators' });
  const request = adminPage.getByRole('article', { name: 'Omar Nasser' });
  await request.getByRole('button', { name: 'Reject' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Reject Verification' });
  expect(await dialog.getByLabel('Follower count could not be verified').isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Reject Request' }).click();
  await expectToast(adminPage, 'Verification Rejected');
  await request.getByText('Follower count could not be verified', { exact: false }).waitFor();

  await creatorPage.getByText('Your last request was not approved').waitFor();
  await creatorPage.getByText('Reason: Follower count could not be verified', { exact: true }).waitFor();
  // The form is back, filled in with the rejected request's details, for a new try.
  const form = creatorPage.getByRole('form', { name: 'Creator verification' });
  expect(await form.getByLabel('Profile URL').inputValue()).toBe('https://www.youtube.com/@omar.cooks');
});
