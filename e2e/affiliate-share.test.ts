import { inject } from 'vitest';
import {
  MOBILE,
  createAccount,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';

// The Affiliate Hub's Share Links and Public Profile tabs (issue 17 item 3; spec 03 'Share
// Your Codes' and 'Public Profile Settings'), on a phone: the creator's share link from
// creation to a new code, the social links and the name the public page shows.

const SHARE_URL = /^http:\/\/localhost:\d+\/creator\/[A-Za-z0-9]{8}$/;

test('a creator creates, copies, deactivates, reactivates and regenerates the share link, then edits the public profile', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Rana', 'Khalil'));
  const origin = new URL(inject('baseURL')).origin;
  await page.goto('/affiliate-hub?tab=share-links');
  await page.getByRole('heading', { name: 'Share Your Codes' }).waitFor();
  await page.getByText('You have no share link yet').waitFor();

  // Create.
  await page.getByRole('button', { name: 'Create Share Link' }).click();
  await expectToast(page, 'Share link created!');
  const linkField = page.getByLabel('Your share link');
  await linkField.waitFor();
  const firstUrl = await linkField.inputValue();
  expect(firstUrl).toMatch(SHARE_URL);
  await page.getByText('Active', { exact: true }).waitFor();
  await page.getByTestId('share-link-views').getByText('0 views').waitFor();
  const publicPage = page.getByRole('link', { name: /Open Public Page/ });
  expect(await publicPage.getAttribute('href')).toBe(new URL(firstUrl).pathname);
  expect(await publicPage.getAttribute('target')).toBe('_blank');

  // Copy: the full address lands on the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(page.url()).origin,
  });
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast(page, 'Share link copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

  // Deactivate, then activate again.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'Share link deactivated');
  await page.getByText('Inactive', { exact: true }).waitFor();
  await page.getByText(/visitors see .Creator Not Found. until you activate it again/).waitFor();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'Share link activated');
  await page.getByText('Active', { exact: true }).waitFor();

  // Regenerate after the warning that the old address stops working: a new code.
  await page.getByRole('button', { name: 'Regenerate Link' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Generate a new share link?' });
  await dialog.getByText(/current link stops working/).waitFor();
  expect(await dialog.textContent()).toContain(firstUrl);
  await screenshot(page, 'affiliate-share-regenerate-mobile');
  await dialog.getByRole('button', { name: 'Generate New Link' }).click();
  await expectToast(page, 'New share link generated!');
  await dialog.waitFor({ state: 'hidden' });
  await expect.poll(() => linkField.inputValue()).not.toBe(firstUrl);
  expect(await linkField.inputValue()).toMatch(SHARE_URL);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'affiliate-share-links-mobile');

  // Public Profile: social links.
  await page.getByRole('tab', { name: 'Public Profile' }).click();
  await page.getByRole('heading', { name: 'Public Profile Settings' }).waitFor();
  await page.getByText('No social links yet. Add your first one below.').waitFor();
  await page.getByText('Your public page shows your first 3 links.', { exact: false }).waitFor();
  const addForm = page.getByRole('form', { name: 'Add a social link' });
  await addForm.getByRole('button', { name: 'Add Link' }).click();
  await expectToast(page, 'Please fill in all fields');

  // A link on another site is refused with the reason.
  await addForm.getByLabel('Platform').selectOption({ label: 'TikTok' });
  await addForm.getByLabel('Profile URL').fill('https://www.instagram.com/rana.k');
  await addForm.getByRole('button', { name: 'Add Link' }).click();
  await expectToast(page, 'Failed to add social link', {
    description: 'This link is not on TikTok. Paste the address of your TikTok profile.',
  });

  await addForm.getByLabel('Platform').selectOption({ label: 'Instagram' });
  await addForm.getByLabel('Profile URL').fill('instagram.com/rana.k');
  await addForm.getByRole('button', { name: 'Add Link' }).click();
  await expectToast(page, 'Social link added successfully');
  const links = page.getByRole('list', { name: 'Your social links' });
  await links.getByRole('link', { name: /https:\/\/instagram\.com\/rana\.k/ }).waitFor();
  await links.getByText('On your public page').waitFor();
  // Instagram has its link: it is no longer offered.
  expect(await addForm.getByLabel('Platform').locator('option', { hasText: 'Instagram' }).count()).toBe(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'affiliate-public-profile-mobile');

  await links.getByRole('button', { name: 'Remove Instagram link' }).click();
  await expectToast(page, 'Social link removed successfully');
  await page.getByText('No social links yet. Add your first one below.').waitFor();

  // The privacy tab's 'Show social links' off: the tab says the page shows none, and links there.
  const privacy = await page.context().request.put('/api/settings/privacy', {
    headers: { origin },
    data: { showSocialLinks: false },
  });
  expect(privacy.status()).toBe(200);
  await page.reload();
  await page.getByText('Hidden on your public page').waitFor();
  expect(await page.getByRole('link', { name: 'Change this in Privacy settings' }).getAttribute('href')).toBe(
    '/profile?tab=privacy',
  );

  // Edit the name.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const nameForm = page.getByRole('form', { name: 'Public profile name' });
  await page.getByRole('button', { name: 'Upload Photo' }).waitFor();
  await nameForm.getByLabel('First Name').fill('');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await nameForm.getByText('First Name is required').waitFor();
  await nameForm.getByLabel('First Name').fill('Rania');
  await nameForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile updated successfully');
  await nameForm.waitFor({ state: 'hidden' });
  await page.getByTestId('public-profile-name').getByText('Rania Khalil').waitFor();
  await page.reload();
  await page.getByTestId('public-profile-name').getByText('Rania Khalil').waitFor();
});
