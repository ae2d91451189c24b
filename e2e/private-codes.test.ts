import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import {
  MOBILE,
  createBrandAccount,
  createBrandWithPlan,
  dismissToasts,
  expect,
  expectToast,
  horizontalOverflow,
  makePng,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { openLive } from './journeys';

// The brand's QR Codes tab (issue 18 items 1-3): from Home's 'Referrals' quick action a brand
// on Basic (2 codes a month, 25 redemptions each) creates a code through the form (max uses
// capped at the plan's 25, a logo through the adjust dialog), finds it with its QR image, the
// plan's facts and the stats, downloads its PNG and SVG, copies its link, deactivates and
// activates it, reaches the monthly limit (Create QR Code off, its reason in a tooltip the
// keyboard reaches) and deletes a code after confirming. A second tab follows it all live.

const codeCard = (page: Page, campaignName: string) => page.getByRole('article', { name: campaignName });
const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'QR code numbers' })
    .getByRole('term')
    .filter({ hasText: label })
    .locator('xpath=following-sibling::dd[1]');

async function downloaded(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), body: await readFile((await download.path())!) };
}

async function createCode(page: Page, campaignName: string, discount: string): Promise<string> {
  await page.getByRole('button', { name: 'Create QR Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create QR Code' });
  await dialog.getByLabel('Campaign name').fill(campaignName);
  await dialog.getByLabel('Discount description').fill(discount);
  await dialog.getByRole('button', { name: 'Create QR Code' }).click();
  await expectToast(page, 'QR code created');
  await dialog.waitFor({ state: 'detached' });
  return (
    await codeCard(page, campaignName)
      .getByText(/^[A-Z]{1,6}-[A-Z0-9]{6}$/)
      .innerText()
  ).trim();
}

test('a brand creates a QR code, downloads it, switches it off and on, reaches the monthly limit and deletes a code, live in a second tab', async ({
  newPage,
}) => {
  const page = await newPage();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await createBrandWithPlan(page, newUser('Layla', 'Haddad'), 'Haddad Spa', 'basic');

  // Home's quick action 'Referrals' opens the tab: plan facts in plain words, empty lists.
  await openLive(page, '/dashboard');
  await page.getByRole('button', { name: 'Referrals' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'private-referrals');
  await page.getByRole('heading', { level: 1, name: 'QR Codes' }).waitFor();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await plan.getByText('Basic', { exact: true }).waitFor();
  await plan.getByText(/^0 of 2 created, starts again on /).waitFor();
  await plan.getByText('Up to 25 redemptions', { exact: true }).waitFor();
  await page.getByText('No QR codes yet').waitFor();
  await page.getByText('No redemptions yet').waitFor();

  // A second tab of the same brand, following along.
  const other = await page.context().newPage();
  await openLive(other, '/dashboard?tab=private-referrals');
  await other.getByText('No QR codes yet').waitFor();

  // The form: Create is off until the two required fields are filled.
  await page.getByRole('button', { name: 'Create QR Code' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create QR Code' });
  const submit = dialog.getByRole('button', { name: 'Create QR Code' });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Campaign name').fill('Summer Spa Day');
  await dialog.getByText('The code will read SUMMER- and six random letters or digits.').waitFor();
  await dialog.getByLabel('Discount description').fill('20% off any treatment');
  expect(await submit.isDisabled()).toBe(false);

  // Max uses starts at 10 and is capped at the plan's 25 once the field is left.
  const maxUses = dialog.getByLabel('Maximum uses');
  expect(await maxUses.inputValue()).toBe('10');
  await dialog.getByText('1 to 25: your Basic plan allows up to 25 redemptions per code.').waitFor();
  await maxUses.fill('40');
  await maxUses.press('Tab');
  expect(await maxUses.inputValue()).toBe('25');
  await maxUses.fill('2');

  // A maps address that is not a web address is named on its field, which takes the focus.
  const mapsUrl = dialog.getByLabel('Google Maps URL (optional)');
  await dialog.getByLabel('Business location (optional)').fill('Jumeirah Beach Road, Dubai');
  await mapsUrl.fill('maps near the beach');
  await submit.click();
  await dialog.getByText('Google Maps URL must be a web address starting with http:// or https://').waitFor();
  await expect.poll(() => mapsUrl.evaluate((input) => input === document.activeElement)).toBe(true);
  await mapsUrl.fill('https://maps.app.goo.gl/haddad');
  await dialog.getByLabel('Expiration date (optional)').fill('2099-12-31');

  // The logo: an image only, adjusted in the crop dialog, then shown in the form.
  const logoInput = dialog.getByTestId('private-code-logo-input');
  await logoInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await expectToast(page, 'Please select an image file');
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await makePng(page, 640, 400),
  });
  const crop = page.getByRole('dialog', { name: 'Adjust Logo' });
  await crop.getByRole('button', { name: 'Save' }).click();
  await crop.waitFor({ state: 'detached' });
  await dialog.getByRole('img', { name: 'Logo for this code' }).waitFor();
  await screenshot(page, 'private-codes-create-dialog-desktop');
  await submit.click();
  await expectToast(page, 'QR code created');
  await dialog.waitFor({ state: 'detached' });

  // The card: campaign, code, discount, status, uses, expiry, place and the QR image.
  const card = codeCard(page, 'Summer Spa Day');
  const code = (await card.getByText(/^SUMMER-[A-Z0-9]{6}$/).innerText()).trim();
  await card.getByText('20% off any treatment').waitFor();
  await card.getByText('Active', { exact: true }).waitFor();
  await card.getByText('2 of 2 uses left · 0 redeemed').waitFor();
  await card.getByText(/^Valid through .*2099$/).waitFor();
  await card.getByText('Jumeirah Beach Road, Dubai').waitFor();
  const qr = card.getByRole('img', { name: `QR code of ${code}` });
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200);
  expect(await card.getByRole('link', { name: /Open Page/ }).getAttribute('href')).toBe(`/r/${code}`);
  expect(await stat(page, 'Total Codes').innerText()).toBe('1');
  expect(await stat(page, 'This Month').innerText()).toBe('1 / 2');
  await plan.getByText(/^1 of 2 created/).waitFor();
  await dismissToasts(page);
  await screenshot(page, 'private-codes-desktop');

  // The other tab shows the code without a reload.
  await codeCard(other, 'Summer Spa Day').getByText(code).waitFor();

  // Downloads: PNG with the logo in the centre, SVG without.
  const png = await downloaded(page, () => card.getByRole('button', { name: 'Download PNG' }).click());
  expect(png.name).toBe(`${code}-qr-logo.png`);
  expect(png.body.subarray(1, 4).toString('latin1')).toBe('PNG');
  await card.getByRole('switch', { name: 'Logo in the centre of the QR code' }).click();
  const svg = await downloaded(page, () => card.getByRole('button', { name: 'Download SVG' }).click());
  expect(svg.name).toBe(`${code}-qr.svg`);
  expect(svg.body.toString('utf8')).toContain('<svg');

  // Copy Link puts the public page's address on the clipboard.
  await card.getByRole('button', { name: 'Copy Link' }).click();
  await expectToast(page, 'Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/r/${code}$`));

  // Deactivate, then activate again; the other tab follows.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'QR code deactivated');
  await card.getByText('Inactive', { exact: true }).waitFor();
  await codeCard(other, 'Summer Spa Day').getByText('Inactive', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Activate' }).click();
  await expectToast(page, 'QR code activated');
  await card.getByText('Active', { exact: true }).waitFor();

  // The second code uses up Basic's month: Create QR Code is off, its reason one Tab away.
  await dismissToasts(page);
  await createCode(page, 'Winter Glow', 'A free facial with any massage');
  const create = page.getByRole('button', { name: 'Create QR Code' });
  await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true');
  await plan.getByRole('heading', { name: 'Monthly QR code limit reached' }).waitFor();
  await plan.getByRole('button', { name: 'Upgrade to Enterprise' }).waitFor();
  await page.getByRole('heading', { level: 1, name: 'QR Codes' }).click();
  await page.keyboard.press('Tab');
  await expect.poll(() => create.evaluate((button) => button === document.activeElement)).toBe(true);
  await page.getByRole('tooltip', { name: 'Monthly QR code limit reached' }).waitFor();
  // Pressed anyway, it opens nothing.
  await page.keyboard.press('Enter');
  expect(await page.getByRole('dialog', { name: 'Create QR Code' }).count()).toBe(0);
  await page.keyboard.press('Escape');

  // Delete after confirming: the code goes, the month's count stays.
  await codeCard(page, 'Winter Glow').getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete QR code?' });
  await confirm.getByText(/It still counts toward this month's QR codes\./).waitFor();
  await confirm.getByRole('button', { name: 'Delete QR Code' }).click();
  await expectToast(page, 'QR code deleted');
  await codeCard(page, 'Winter Glow').waitFor({ state: 'detached' });
  await codeCard(other, 'Winter Glow').waitFor({ state: 'detached' });
  expect(await stat(page, 'Total Codes').innerText()).toBe('1');
  expect(await stat(page, 'This Month').innerText()).toBe('2 / 2');

  // The lists fold away and open again by their headings.
  const codesToggle = page.getByRole('button', { name: /^Your QR Codes/ });
  await codesToggle.click();
  expect(await codesToggle.getAttribute('aria-expanded')).toBe('false');
  await card.waitFor({ state: 'hidden' });
  await codesToggle.click();
  await card.waitFor();

  // At 375 px nothing is wider than the screen.
  await page.setViewportSize(MOBILE);
  await dismissToasts(page).catch(() => undefined);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'private-codes-mobile');
});

test('a brand without a plan sees why it cannot create QR codes, and the way to a plan', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createBrandAccount(page, newUser('Omar', 'Nasser'), 'Nasser Cafe');
  await page.goto('/dashboard?tab=private-referrals');
  // The plan's reason and the button's state come with the same answer: wait for the reason
  // (a first visit loads the tab's code, which can take more than expect.poll's 1 s on CI).
  const plan = page.getByRole('region', { name: 'Your plan' });
  await plan.getByRole('heading', { name: 'Upgrade your plan to create QR codes' }).waitFor();
  const create = page.getByRole('button', { name: 'Create QR Code' });
  await expect.poll(() => create.getAttribute('aria-disabled')).toBe('true');
  await plan.getByText('None included', { exact: true }).waitFor();
  expect(await plan.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/pricing');
  await create.focus();
  await page.getByRole('tooltip', { name: 'Upgrade your plan to create QR codes' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'private-codes-no-plan-mobile');
});
