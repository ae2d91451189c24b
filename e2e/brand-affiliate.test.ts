import type { Page } from 'playwright-core';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  dismissToasts,
  expect,
  expectToast,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { applyThroughApi, openLive, publishCampaign } from './journeys';

// The brand side of affiliate codes (issue 17 item 1): a brand opens a campaign's Affiliate
// Codes dialog from its menu, finds its approved creator with the code the approval made, adds
// a code through the form, sees it in Affiliate Analytics with 'Estimated' orders, imports its
// store's orders (the report names the rows not taken by line), sees the real figures, and
// deletes the code after confirming: it stays listed as Deleted.

const codeRow = (page: Page, code: string) =>
  page.getByRole('region', { name: 'Affiliate codes' }).getByRole('row').filter({ hasText: code });

test('a brand adds a code for an approved creator, sees it in Affiliate Analytics, imports orders and deletes it', async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandWithPlan(page, newUser('Reem', 'Khalil'), 'Khalil Candles', 'premium');
  const tag = `af${Date.now().toString(36)}`;
  const title = `Oud Candle Drop ${tag}`;
  const campaignId = await publishCampaign(page, {
    title,
    description: 'Light our oud candle on camera.',
    budgetMin: 500,
    budgetMax: 1500,
  });
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Dana', 'Saeed'));
  const applicationId = await applyThroughApi(creatorPage, { type: 'direct', campaignId });
  const approved = await page
    .context()
    .request.post(`/api/applications/${applicationId}/approve`, { data: {} });
  expect(approved.status()).toBe(200);

  // The campaign's menu opens the dialog: the approved creator with the code the approval made.
  await openLive(page, '/dashboard?tab=campaigns');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Affiliate Codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Affiliate Codes' });
  const creator = dialog.getByRole('region', { name: 'Dana Saeed' });
  await creator.getByText('From approval').waitFor();

  // The form: an empty code is the spec's message; then a code is created and listed.
  const code = `DANA${tag.toUpperCase()}`.slice(0, 20);
  const form = dialog.getByRole('form', { name: 'Create Affiliate Code' });
  await expect.poll(() => form.getByLabel('Creator', { exact: true }).inputValue()).not.toBe('');
  await form.getByLabel('Brand URL', { exact: true }).fill('https://khalil.example.com/oud');
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expectToast(page, 'Please fill in all required fields');
  await form.getByText('Code is required').waitFor();
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Create Code' }).click();
  await expectToast(page, 'Affiliate code created and synced successfully!');
  await creator.getByText(code, { exact: true }).waitFor();
  await dismissToasts(page);
  await screenshot(page, 'brand-affiliate-codes-dialog-desktop');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // Affiliate Analytics: both codes with their estimate labelled 'Estimated'.
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await tabs.getByRole('tab', { name: 'Affiliate Analytics' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'affiliate-analytics');
  const row = codeRow(page, code);
  await row.getByText('Dana Saeed').waitFor();
  await row.getByText(title).waitFor();
  await expect.poll(() => row.getByText('Estimated').count()).toBe(2);

  // Import the store's orders: one matches the code (any case), one names an unknown code.
  await page.getByRole('button', { name: 'Import Orders' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Orders' });
  await importDialog.getByLabel('Campaign', { exact: true }).selectOption({ label: title });
  const csv = [
    'Order ID,Date,Discount Code,Order Total,Currency',
    `${tag}-1,2026-03-01,${code.toLowerCase()},120.00,AED`,
    `${tag}-2,2026-03-02,NOPE${tag},80.00,AED`,
  ].join('\n');
  await importDialog
    .getByLabel('Order export (CSV)')
    .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await expectToast(page, '1 order imported');
  const report = importDialog.getByRole('region', { name: 'Import report' });
  await report.getByText('1 order imported, 1 row not imported.').waitFor();
  await report
    .getByRole('listitem')
    .filter({ hasText: 'Line 3:' })
    .getByText(`Discount code NOPE${tag.toUpperCase()} is not one of this campaign’s affiliate codes`)
    .waitFor();
  await importDialog.getByRole('button', { name: 'Done' }).click();

  // The real figures replace the estimate.
  await row.getByText('AED 120', { exact: true }).waitFor();
  await expect.poll(() => row.getByText('Estimated').count()).toBe(0);
  await screenshot(page, 'brand-affiliate-analytics-desktop');

  // Delete after confirming: the code stays listed, marked Deleted, with its history.
  await row.getByRole('button', { name: `Delete ${code}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete affiliate code?' });
  await confirm.getByRole('button', { name: 'Delete Code' }).click();
  await expectToast(page, 'Affiliate code deleted');
  await row.getByText('Deleted', { exact: true }).waitFor();
  await row.getByText('AED 120', { exact: true }).waitFor();
  expect(await row.getByRole('button', { name: `Delete ${code}` }).count()).toBe(0);

  // At phone width the page does not scroll sideways (the table scrolls inside its frame).
  const phone = await newPage({ viewport: MOBILE });
  await phone.context().addCookies(await page.context().cookies());
  await phone.goto('/dashboard?tab=affiliate-analytics');
  await codeRow(phone, code).getByText('Deleted', { exact: true }).waitFor();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'brand-affiliate-analytics-phone');
});
