import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { applyThroughApi, publishCampaign, signInAsDemoAgent, uploadCreatorPhoto } from './journeys';

// The creator profile form (spec 03 "Creator profile form"): required fields, saving, the
// values after a reload, the profile photo, and the brand reading the creator's figures in
// its Applications dialog.

test('a creator fills in the Creator Profile, saves it and a brand reads the figures', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Nour', 'Farouk'));
  await page.goto('/profile?tab=profile');
  await page.getByRole('heading', { name: 'Creator Profile' }).waitFor();
  const form = page.getByRole('form', { name: 'Creator profile' });
  // The completion card above the form: mostly empty, so the stronger prompt.
  const completion = page.getByRole('region', { name: 'Profile Completion' });
  await completion.getByText('Brands choose creators by their profile', { exact: false }).waitFor();
  for (const section of [
    'Profile Photo',
    'Basic Information',
    'Social Media Platforms',
    'Content Categories',
    'Performance Metrics',
  ]) {
    await page.getByRole('heading', { name: section, exact: true }).waitFor();
  }
  expect(await form.getByLabel('First Name').inputValue()).toBe('Nour');

  // Required fields: First Name and the main Content Category.
  await form.getByLabel('First Name').fill('');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await form.getByText('First Name is required').waitFor();
  await form.getByText('Main Content Category is required').waitFor();
  expect(await form.getByLabel('First Name').getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'creator-profile-errors-mobile');

  // Valid values; a rate with two decimals is refused inline first.
  await form.getByLabel('First Name').fill('Nour');
  await form.getByLabel('Bio').fill('Brunch spots and city walks in Dubai.');
  await form.getByLabel('Location').fill('Dubai, UAE');
  await form.getByLabel('Instagram Handle').fill('@nour.eats');
  await form.getByLabel('Instagram Followers').fill('25400');
  await form.getByLabel('TikTok Followers').fill('8100');
  await form.getByRole('group', { name: 'Content Categories' }).getByText('Travel', { exact: true }).click();
  await form.getByLabel('Main Content Category').selectOption({ label: 'Food' });
  await form.getByLabel('Engagement Rate (%)').fill('4.55');
  await form.getByLabel('Rate per Post (AED)').fill('1500');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await form.getByText('Engagement rate must be in steps of 0.1').waitFor();
  await form.getByLabel('Engagement Rate (%)').fill('4.5');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated successfully');
  expect(await form.getByText('First Name is required').count()).toBe(0);

  // A profile photo through the crop dialog.
  await uploadCreatorPhoto(page);
  await page.getByRole('img', { name: 'Profile photo of Nour Farouk' }).waitFor();
  await page.getByRole('button', { name: 'Remove' }).waitFor();

  // After a reload the saved values are back.
  await page.reload();
  await form.waitFor();
  expect(await form.getByLabel('Instagram Handle').inputValue()).toBe('nour.eats');
  expect(await form.getByLabel('Instagram Followers').inputValue()).toBe('25400');
  expect(await form.getByLabel('YouTube Followers').inputValue()).toBe('0');
  expect(await form.getByLabel('Engagement Rate (%)').inputValue()).toBe('4.5');
  expect(await form.getByLabel('Rate per Post (AED)').inputValue()).toBe('1500');
  expect(await form.getByLabel('Main Content Category').inputValue()).toBe('food');
  expect(await form.getByLabel('Bio').inputValue()).toBe('Brunch spots and city walks in Dubai.');
  const categories = form.getByRole('group', { name: 'Content Categories' });
  expect(await categories.getByRole('checkbox', { name: 'Travel' }).isChecked()).toBe(true);
  expect(await categories.getByRole('checkbox', { name: 'Food', exact: true }).isChecked()).toBe(true);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'creator-profile-saved-mobile');
  // Everything but a social link on the public page: 90 %, the milder prompt.
  const meter = completion.getByRole('progressbar', { name: 'Profile completion' });
  await expect.poll(() => meter.getAttribute('aria-valuenow')).toBe('90');
  await completion.getByText('Social links on your public page', { exact: true }).waitFor();

  // Dismissed on the creator dashboard, the card stays away after a reload and on /profile.
  await page.goto('/creator-dashboard');
  const dashboardCard = page.getByRole('region', { name: 'Profile Completion' });
  await dashboardCard.getByRole('button', { name: 'Dismiss profile completion' }).click();
  await dashboardCard.waitFor({ state: 'detached' });
  for (const path of ['/creator-dashboard', '/profile?tab=profile']) {
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/me/profile-completion'),
    );
    await page.goto(path);
    await answered;
    await expect.poll(() => dashboardCard.count()).toBe(0);
  }
  await page.getByRole('heading', { name: 'Creator Profile' }).waitFor();

  // The creator applies; the brand sees the rate per post and engagement rate.
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Hala', 'Said'), 'Rooftop Brunch Co.');
  const title = 'Rooftop Brunch Reels';
  const campaignId = await publishCampaign(brand, {
    title,
    description: 'Show our rooftop brunch to your followers.',
    compensationType: 'monetary',
    budgetMin: 800,
    budgetMax: 2000,
  });
  await applyThroughApi(page, { type: 'direct', campaignId });

  await brand.goto(`/dashboard?tab=campaigns&applications=${campaignId}`);
  const dialog = brand.getByRole('dialog', { name: `Applications for "${title}"` });
  const card = dialog.getByRole('article', { name: 'Nour Farouk' });
  await card.getByText('4.5%', { exact: true }).waitFor();
  await card.getByText('Instagram 25.4K · TikTok 8.1K').waitFor();
  await card.getByRole('button', { name: /^Nour Farouk/ }).click();
  await card.getByText('AED 1,500', { exact: true }).waitFor();
  await card.getByText('@nour.eats').waitFor();
});

test('an agent has no profile form: the profile tab says so', async ({ newPage }) => {
  const page = await newPage();
  // Agents cannot sign up publicly: the demo agent signs in.
  await signInAsDemoAgent(page);
  await page.goto('/profile?tab=profile');
  await page.getByText('Profile setup not available for this user type.', { exact: true }).waitFor();
  expect(await page.getByRole('heading', { name: 'Creator Profile' }).count()).toBe(0);
  expect((await page.context().request.get('/api/me/creator-profile')).status()).toBe(403);
});

// Issue 13 "Details people notice": pasted profile links, Snapchat, the header photo.
test('a creator pastes profile links, lists Snapchat and sees their photo in the top bar', async ({
  newPage,
}) => {
  const page = await newPage();
  await createAccount(page, newUser('Layla', 'Haddad'));
  await page.goto('/profile?tab=profile');
  const form = page.getByRole('form', { name: 'Creator profile' });
  await form.waitFor();
  const menuButton = page.getByRole('button', { name: /account menu for Layla Haddad/ });
  expect(await menuButton.locator('img').count()).toBe(0);

  await form.getByLabel('Instagram Handle').fill('https://www.instagram.com/layla.eats/');
  await form.getByLabel('Snapchat Handle').fill('https://www.snapchat.com/add/laylaeats');
  await form.getByLabel('Snapchat Followers').fill('5400');
  await form.getByLabel('Main Content Category').selectOption({ label: 'Food' });
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expectToast(page, 'Profile updated successfully');

  await uploadCreatorPhoto(page);
  // The top bar's avatar shows the uploaded photo instead of the initials.
  await expect.poll(() => menuButton.locator('img').getAttribute('src')).toMatch(/^\/api\/uploads\//);

  await page.reload();
  await form.waitFor();
  expect(await form.getByLabel('Instagram Handle').inputValue()).toBe('layla.eats');
  expect(await form.getByLabel('Snapchat Handle').inputValue()).toBe('laylaeats');
  expect(await form.getByLabel('Snapchat Followers').inputValue()).toBe('5400');
  await menuButton.locator('img').waitFor();
  expect(
    await menuButton.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);
});
