import type { Page } from 'playwright-core';
import {
  createBrandWithPlan,
  DESKTOP,
  MOBILE,
  createAccount,
  createBrandAccount,
  dismissToasts,
  expect,
  newUser,
  test,
  type NewPageOptions,
} from './fixtures';
import { violationsOfOpenPage } from './axe';
import { publishCampaign } from './journeys';

// axe-core's WCAG 2.1 A and AA rules on the main screens of each role, in both themes and
// at phone width. A finding fails the test with the rule, its impact and the elements.

async function violationsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return violationsOfOpenPage(page, path);
}

const PUBLIC_PAGES = [
  '/',
  '/get-started',
  '/auth?type=creator',
  '/auth?type=brand',
  '/terms',
  '/contact',
  '/pricing',
];
const CREATOR_PAGES = [
  '/creator-dashboard',
  '/creator-dashboard?tab=campaigns',
  '/creator-dashboard?tab=affiliate&view=analytics',
  '/campaigns',
  '/my-applications',
  '/creator-work',
  '/creator-work?tab=payouts',
  '/affiliate-hub?tab=share-links',
  '/affiliate-hub?tab=public-profile',
  '/affiliate-hub',
  '/affiliate-hub?tab=analytics',
  '/points',
  '/notifications',
  '/profile',
  '/settings',
];
const BRAND_PAGES = [
  '/dashboard',
  '/dashboard?tab=payouts',
  '/dashboard?tab=affiliate-analytics',
  '/dashboard?tab=private-referrals',
  '/analytics',
  '/brand-network',
  '/campaigns',
  '/subscription',
  '/profile',
  '/settings',
];

const LAYOUTS: [string, NewPageOptions][] = [
  ['desktop, light theme', { viewport: DESKTOP, colorScheme: 'light' }],
  ['desktop, dark theme', { viewport: DESKTOP, colorScheme: 'dark' }],
  ['phone, light theme', { viewport: MOBILE, colorScheme: 'light' }],
];

test.for(LAYOUTS)('no WCAG 2.1 AA findings on the main screens (%s)', async ([, options], { newPage }) => {
  const findings: string[] = [];
  const visitor = await newPage(options);
  for (const path of PUBLIC_PAGES) findings.push(...(await violationsOn(visitor, path)));

  const creator = await newPage(options);
  await createAccount(creator, newUser('Nour', 'Saleh'));
  for (const path of CREATOR_PAGES) findings.push(...(await violationsOn(creator, path)));
  if (options.viewport === MOBILE) {
    // The navigation menu of the top bar, open (below 768 px).
    await creator.getByRole('button', { name: 'Open menu' }).click();
    await creator.getByRole('navigation', { name: 'Main' }).waitFor();
    findings.push(...(await violationsOfOpenPage(creator, 'mobile menu')));
  }

  const brand = await newPage(options);
  await createBrandAccount(brand, newUser('Omar', 'Farouk'), 'Cedar Roasters');
  for (const path of BRAND_PAGES) findings.push(...(await violationsOn(brand, path)));

  expect(findings).toEqual([]);
});

test('no WCAG 2.1 AA findings in the open dialogs and menus', async ({ newPage }) => {
  const findings: string[] = [];
  const tag = `za${Date.now().toString(36)}`;
  const title = `Cardamom Cold Brew ${tag}`;

  // A brand with a plan: the avatar menu, then the Create Campaign form.
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Hala', 'Mansour'), 'Cardamom House');
  await brand.goto('/dashboard?tab=campaigns');
  // A toast still fading in or out (the plan's payment) is not at its final colours: axe would
  // measure its contrast mid-animation.
  await dismissToasts(brand);
  await brand.getByRole('button', { name: /account menu for Hala Mansour/ }).click();
  await brand.getByRole('menuitem', { name: 'Sign out' }).waitFor();
  findings.push(...(await violationsOfOpenPage(brand, 'avatar menu')));
  await brand.keyboard.press('Escape');
  await brand.getByRole('button', { name: 'Create Campaign' }).click();
  await brand.getByRole('dialog', { name: 'Create Campaign' }).waitFor();
  findings.push(...(await violationsOfOpenPage(brand, 'Create Campaign dialog')));
  await publishCampaign(brand, {
    title,
    description: 'Film our cardamom cold brew on a hot afternoon.',
    contentCategories: ['food'],
    targetCountries: ['AE'],
    budgetMin: 500,
    budgetMax: 1500,
  });
  await brand.keyboard.press('Escape');
  await brand.getByRole('dialog', { name: 'Create Campaign' }).waitFor({ state: 'detached' });

  // The bar's Codes menu, then the QR Codes tab's Create QR Code form.
  await brand.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Codes' }).click();
  await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QR Codes' }).waitFor();
  findings.push(...(await violationsOfOpenPage(brand, 'Codes menu')));
  await brand.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QR Codes' }).click();
  await brand.getByRole('region', { name: 'Your plan' }).waitFor();
  await brand.getByRole('button', { name: 'Create QR Code' }).first().click();
  await brand.getByRole('dialog', { name: 'Create QR Code' }).waitFor();
  findings.push(...(await violationsOfOpenPage(brand, 'Create QR Code dialog')));
  await brand.keyboard.press('Escape');
  await brand.getByRole('dialog', { name: 'Create QR Code' }).waitFor({ state: 'detached' });
  // A code's card (made through the API), in the list that refreshes live.
  const created = await brand.context().request.post('/api/private-codes', {
    data: { campaignName: 'Cardamom Morning', discountDescription: 'A free pastry with any coffee' },
  });
  expect(created.status()).toBe(201);
  await brand.getByRole('article', { name: 'Cardamom Morning' }).getByRole('img').waitFor();
  findings.push(...(await violationsOfOpenPage(brand, 'QR Codes tab with a code')));

  // A creator: the campaign's detail dialog, then the apply dialog.
  const creator = await newPage();
  await createAccount(creator, newUser('Rana', 'Aziz'));
  await creator.goto(`/campaigns?q=${tag}`);
  const card = creator.getByRole('article', { name: title });
  await card.getByRole('button', { name: `View ${title}` }).click();
  const details = creator.getByRole('dialog', { name: title });
  await details.waitFor();
  findings.push(...(await violationsOfOpenPage(creator, 'campaign detail dialog')));
  await details.getByRole('button', { name: 'Apply' }).click();
  await creator.getByRole('dialog', { name: `Apply to ${title}` }).waitFor();
  findings.push(...(await violationsOfOpenPage(creator, 'apply dialog')));

  expect(findings).toEqual([]);
});
