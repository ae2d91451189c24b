import type { BrandProfileList } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import {
  MOBILE,
  createBrandAccount,
  expect,
  expectToast,
  makePng,
  newUser,
  screenshot,
  test,
} from './fixtures';

// The Brand Profiles screen (issue 5 items 1-3): first profile, editing both tabs with the
// completion meter following, and the logo through the crop dialog.

/** Opens the profile tab and creates the first (main) profile from the empty state. */
async function openWithFirstProfile(page: Page, profileName: string): Promise<void> {
  await page.goto('/profile?tab=profile');
  await page.getByRole('heading', { name: 'Brand Profiles' }).waitFor();
  await page.getByText('Manage your brand profiles and settings').waitFor();
  await page.getByText('No profile found. Please create a profile first.').waitFor();
  const form = page.getByRole('form', { name: 'Create brand profile' });
  await form.getByLabel('Profile Name').fill(profileName);
  await form.getByRole('button', { name: 'Create Profile' }).click();
  await page.getByRole('button', { name: 'Edit' }).first().waitFor();
}

async function completion(page: Page): Promise<string | null> {
  return page.getByRole('progressbar', { name: 'Profile completion' }).getAttribute('aria-valuenow');
}

test('a brand creates its profile, edits both tabs and sees the completion change', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Layla', 'Karim');
  await createBrandAccount(page, user, 'Karim Studio');
  await openWithFirstProfile(page, 'Karim Studio');

  // Profile name and company name (from the account) are 2 of 8 required fields: 2/8 of 70.
  await page.getByRole('heading', { name: 'Karim Studio', level: 2 }).waitFor();
  await page.getByText(user.email).waitFor();
  await page.getByText('Default', { exact: true }).waitFor();
  await page.getByText('Not Verified', { exact: true }).waitFor();
  await expect.poll(() => completion(page)).toBe('18');
  await page.getByText('18%', { exact: true }).waitFor();
  const missing = page.getByRole('list', { name: 'Required Fields Missing' });
  await missing.getByText('Bio', { exact: true }).waitFor();
  await page.getByRole('list', { name: 'Optional fields to add' }).getByText('+4 more').waitFor();

  // Cancel puts the saved values back.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Profile Name').fill('Something else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('heading', { name: 'Karim Studio', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect.poll(() => page.getByLabel('Profile Name').inputValue()).toBe('Karim Studio');

  // Save Changes is off without a profile name.
  await page.getByLabel('Profile Name').fill('  ');
  await expect.poll(() => page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
  await page.getByLabel('Profile Name').fill('Karim Studio');

  await page.getByLabel('Bio').fill('Handmade ceramics from Dubai.');
  await page.getByLabel('Website').fill('not a url');
  await page.getByLabel('Industry').selectOption('retail');
  await page.getByLabel('Company Size').selectOption('small');
  // The city waits for a country; the city list follows the country.
  expect(await page.getByRole('combobox', { name: 'City' }).isDisabled()).toBe(true);
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('searchbox').fill('Atlantis');
  await page.getByText('No country found.').waitFor();
  await page.getByRole('searchbox').fill('united arab');
  await page.getByRole('option', { name: /United Arab Emirates/ }).click();
  await page.getByRole('combobox', { name: 'City' }).click();
  await page.getByRole('searchbox').fill('Nowhere');
  await page.getByText('No city found.').waitFor();
  await page.getByRole('searchbox').fill('dub');
  await page.getByRole('option', { name: 'Dubai', exact: true }).click();

  // A bad website is refused with the field message; fixing it saves.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Please enter a valid website URL').waitFor();
  await page.getByLabel('Website').fill('https://karim.example');
  await screenshot(page, 'brand-profile-editing-desktop');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');

  // Every required field is filled: 70%, shown read-only.
  await expect.poll(() => completion(page)).toBe('70');
  await page.getByText('Required Fields Missing').waitFor({ state: 'detached' });
  await page.getByText('Handmade ceramics from Dubai.').waitFor();
  await page.getByText('United Arab Emirates').waitFor();
  await page.getByRole('link', { name: 'https://karim.example' }).waitFor();

  // The first picked country and city became the brand's defaults.
  const defaults = await page.context().request.get('/api/brand-profiles/defaults');
  expect(await defaults.json()).toEqual({ defaultCountry: 'AE', defaultCity: 'Dubai' });

  // Preferences share the edit state: 3 of the 7 optional fields add 3/7 of 30.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await page.getByRole('heading', { name: 'Campaign Preferences' }).waitFor();
  await page.getByRole('heading', { name: 'Creator Targeting' }).waitFor();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Minimum Budget (AED)').fill('2000');
  await page.getByLabel('Maximum Budget (AED)').fill('1000');
  await page.getByRole('group', { name: 'Content Categories' }).getByText('Beauty').click();
  await page.getByRole('group', { name: 'Languages Spoken' }).getByText('Arabic').click();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByText('Maximum budget must be at least the minimum').waitFor();
  await page.getByLabel('Maximum Budget (AED)').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect.poll(() => completion(page)).toBe('83');
  await page.getByText('From AED 2,000').waitFor();
  await page.getByText('Beauty', { exact: true }).waitFor();
  await screenshot(page, 'brand-profile-preferences-desktop');

  // A reload keeps the saved profile.
  await page.reload();
  await expect.poll(() => completion(page)).toBe('83');

  // A country without a city list takes a typed city (spec 02 section 5).
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('searchbox').fill('albania');
  await page.getByRole('option', { name: /Albania/ }).click();
  const typedCity = page.getByRole('textbox', { name: 'City' });
  await typedCity.waitFor();
  expect(await typedCity.inputValue()).toBe('');
  await typedCity.fill('Tirana');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  await page.getByText('Tirana', { exact: true }).waitFor();
  await page.getByText('Albania', { exact: true }).waitFor();
  await expect.poll(() => completion(page)).toBe('83');
  // The brand defaults keep the first picked country and city.
  const keptDefaults = await page.context().request.get('/api/brand-profiles/defaults');
  expect(await keptDefaults.json()).toEqual({ defaultCountry: 'AE', defaultCity: 'Dubai' });

  // The brand home shows the same completion, with a way to finish the profile.
  await page.goto('/dashboard');
  const widget = page.getByRole('region', { name: 'Profile Completion' });
  await widget.getByText('83%', { exact: true }).waitFor();
  await widget.getByRole('list', { name: 'Optional fields to add' }).getByText('Phone').waitFor();
  await screenshot(page, 'brand-home-completion-desktop');
  await widget.getByRole('link', { name: 'Complete Profile' }).click();
  await page.waitForURL((url) => url.pathname === '/profile' && url.searchParams.get('tab') === 'profile');
  await expect.poll(() => completion(page)).toBe('83');
});

test('a brand uploads a logo through the crop dialog, sees it, then removes it', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  const user = newUser('Samir', 'Aziz');
  await createBrandAccount(page, user, 'Aziz Bakery');
  await openWithFirstProfile(page, 'Aziz Bakery');
  const fileInput = page.getByTestId('logo-file-input');

  // Checked before anything is sent, in plain words (issue 13).
  await page.getByRole('button', { name: 'Remove' }).waitFor({ state: 'detached' });
  await fileInput.setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg/>'),
  });
  await expectToast(page, 'Upload failed');
  await page.getByText('Please choose a JPG, PNG or WebP image', { exact: true }).waitFor();

  await fileInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 640, 400),
  });
  const dialog = page.getByRole('dialog', { name: 'Adjust Logo' });
  await dialog.waitFor();
  const zoom = dialog.getByRole('slider', { name: 'Zoom' });
  expect(await zoom.getAttribute('min')).toBe('0.5');
  expect(await zoom.getAttribute('max')).toBe('3');
  expect(await zoom.getAttribute('step')).toBe('0.1');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await dialog.getByText('1.1x').waitFor();
  await screenshot(page, 'brand-logo-crop-mobile');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Company logo updated successfully');
  await dialog.waitFor({ state: 'detached' });

  // The logo shows, stored at the crop's 300x300.
  const logo = page.getByRole('img', { name: 'Company logo of Aziz Bakery' });
  await logo.waitFor();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`))
    .toBe('300x300');
  await screenshot(page, 'brand-logo-uploaded-mobile');

  await page.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Company logo removed');
  await logo.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Remove' }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Upload Logo' }).waitFor();
});

test('the switcher lists the active profiles, switches the acting profile and opens the team dialogs', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Huda', 'Nasser');
  await createBrandAccount(page, user, 'Nasser Group');
  for (const profileName of ['Nasser Group', 'Nasser Events']) {
    const created = await page.context().request.post('/api/brand-profiles', { data: { profileName } });
    expect(created.status()).toBe(201);
  }
  await page.goto('/profile?tab=profile');
  await page.getByRole('heading', { name: 'Nasser Group', level: 2 }).waitFor();

  // Editing, then switching: the other profile shows read-only with its own values.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Bio').fill('Unsaved text');
  const switcher = page.getByRole('button', { name: /Switch brand profile/ });
  await switcher.click();
  const menu = page.getByRole('menu');
  await menu.getByText('Brand Profiles', { exact: true }).waitFor();
  expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual([
    'Nasser GroupMain',
    'Nasser Events',
  ]);
  await menu.getByRole('menuitem', { name: 'Create New Profile' }).waitFor();
  await menu.getByRole('menuitem', { name: 'Manage Profiles' }).waitFor();
  const list = await page.context().request.get('/api/brand-profiles');
  const eventsId = ((await list.json()) as BrandProfileList).profiles.find(
    (profile) => profile.profileName === 'Nasser Events',
  )!.id;
  // From now on the API hears which profile acts (X-Brand-Profile-Id).
  const actingRequest = page.waitForRequest(
    (request) => request.url().includes('/api/') && request.headers()['x-brand-profile-id'] === eventsId,
  );
  await menu.getByRole('menuitemradio', { name: 'Nasser Events' }).click();
  await page.getByRole('heading', { name: 'Nasser Events', level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  await page.getByText('Unsaved text').waitFor({ state: 'detached' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('selectedBrandProfile'))).toBe(eventsId);
  await actingRequest;

  // The choice survives a reload; the team dialogs open from the menu and leave the page usable.
  await page.reload();
  await page.getByRole('heading', { name: 'Nasser Events', level: 2 }).waitFor();
  await switcher.click();
  await page.getByRole('menuitem', { name: 'Manage Profiles' }).click();
  const manage = page.getByRole('dialog', { name: 'Manage Brand Profiles' });
  await manage.waitFor();
  await page.keyboard.press('Escape');
  await manage.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await switcher.click();
  await page.getByRole('menuitem', { name: 'Create New Profile' }).click();
  await page.getByRole('dialog', { name: 'Create New Brand Profile' }).waitFor();
});
