import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { createAccount, createBrandWithPlan, expect, expectToast, newUser, signIn, test } from './fixtures';
import { applyThroughApi, openLive, publishCampaign } from './journeys';

// Issue 24, the UAE's rules: a creator enters her Advertiser Permit, the super admin verifies it,
// and the brand sees 'Advertiser Permit verified' on her application to a paid UAE campaign
// (before that, a warning); a brand downloads the tax invoice of its plan payment as a PDF.
// The tests share this file's browser and server; each arranges its own accounts.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Dubai day `days` from today, as YYYY-MM-DD (Dubai is UTC+4 all year). */
const dubaiDayFromToday = (days: number) =>
  new Date(Date.now() + 4 * 60 * 60 * 1000 + days * DAY_MS).toISOString().slice(0, 10);

/** The seeded super admin (e2e/global-setup.ts starts the app with the demo accounts). */
const SUPER_ADMIN = {
  firstName: 'Sam',
  lastName: 'Super',
  email: 'superadmin@demo.partnerly.local',
  password: 'Demo1234!',
};

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test('a creator’s Advertiser Permit, verified by the admin, shows as verified on her application to a paid UAE campaign', async ({
  newPage,
}) => {
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Khalid', 'Mansoori'), 'Gulf Grills');
  const campaignId = await publishCampaign(brand, {
    title: `Grill Night Reels ${Date.now().toString(36)}`,
    description: 'Film a grill night with our marinades and tag us.',
    platforms: ['instagram'],
    budgetMin: 900,
    budgetMax: 1800,
    applicationDeadline: dubaiDayFromToday(20),
    targetCountries: ['AE'],
  });

  // The creator enters her permit on her profile; it waits for an admin.
  const creator = await newPage();
  const creatorUser = newUser('Mariam', 'Obaid');
  const creatorName = `${creatorUser.firstName} ${creatorUser.lastName}`;
  await createAccount(creator, creatorUser);
  await openLive(creator, '/profile?tab=profile');
  const card = creator.getByRole('region', { name: 'UAE Advertiser Permit' });
  await card.getByRole('radio', { name: 'I have an Advertiser Permit' }).check();
  await card.getByLabel('Permit number').fill('MC-2026-48213');
  await card.getByLabel('Expiry date').fill(dubaiDayFromToday(365));
  await card.getByRole('button', { name: 'Save permit' }).click();
  await expectToast(creator, 'Advertiser Permit saved. An admin will verify it.');
  await applyThroughApi(creator, { type: 'direct', campaignId });

  // Unverified, the brand is warned on the application.
  await openLive(brand, `/dashboard?tab=campaigns&applications=${campaignId}`);
  const application = brand.getByRole('article', { name: creatorName });
  await application.getByRole('group', { name: 'No valid Advertiser Permit' }).waitFor();
  await application.getByText('MC-2026-48213').waitFor();

  // The super admin verifies it in the console's Verifications tab.
  const admin = await newPage();
  await signIn(admin, SUPER_ADMIN);
  await admin.goto('/admin');
  await admin.getByRole('heading', { name: 'Admin Access' }).waitFor();
  await admin.getByLabel('Your password', { exact: true }).fill(SUPER_ADMIN.password);
  await admin.getByRole('button', { name: 'Unlock Admin Console' }).click();
  await admin.getByRole('heading', { name: 'Admin Console' }).waitFor();
  await admin
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Verifications' })
    .click();
  const queued = admin
    .getByRole('list', { name: 'Advertiser Permits' })
    .getByRole('listitem')
    .filter({ hasText: creatorUser.email });
  await queued.getByText('MC-2026-48213').waitFor();
  await queued.getByRole('button', { name: 'Verify permit' }).click();
  await queued.getByText('Reviewed by Sam Super', { exact: false }).waitFor();

  // The brand now reads 'Advertiser Permit verified' on her application.
  await openLive(brand, `/dashboard?tab=campaigns&applications=${campaignId}`);
  await application.getByText('Advertiser Permit verified').waitFor();
  expect(await application.getByRole('group', { name: 'No valid Advertiser Permit' }).count()).toBe(0);
});

test('a brand downloads the tax invoice of its plan payment as a PDF', async ({ newPage }) => {
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Laila', 'Hamdan'), 'Saffron Lane Foods');

  await openLive(brand, '/profile?tab=account');
  const history = brand.getByRole('region', { name: 'Billing history' });
  const invoice = history.getByRole('listitem').filter({ hasText: /Tax Invoice PL-INV-\d{6}/ });
  await invoice.waitFor();
  const number = (await invoice.innerText()).match(/PL-INV-\d{6}/)![0];
  // The line names the plan and its price in AED, VAT included.
  await invoice.getByText(/AED/).waitFor();

  const pdf = await downloaded(brand, () =>
    invoice.getByRole('button', { name: `Download PDF of Tax Invoice ${number}` }).click(),
  );
  expect(pdf.name).toContain(number);
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The same invoice in Arabic, from the small second button (issue 25).
  const arabic = await downloaded(brand, () =>
    invoice.getByRole('button', { name: `Download the Arabic PDF of Tax Invoice ${number}` }).click(),
  );
  expect(arabic.name).toBe(`${number}-ar.pdf`);
  expect(arabic.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
