import type { MyAffiliateCodes } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
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
import { applyThroughApi, openLive, publishCampaign } from './journeys';

// The creator's Affiliate Hub (issue 17), at phone width and by keyboard: the code an approval
// issued is edited (a blank brand URL refused with the spec's message, values trimmed), hidden
// from the shared links and copied; an external code is added, then deleted from another tab
// and leaves the list live; Analytics says 'No Analytics Yet' while nobody used a code.

/** Approves the application as the page's signed-in brand, through the API. */
async function approve(brandPage: Page, applicationId: string): Promise<void> {
  const response = await brandPage.context().request.post(`/api/applications/${applicationId}/approve`);
  if (!response.ok()) throw new Error(`approve answered ${response.status()}: ${await response.text()}`);
}

/** Opens a code's menu from the keyboard and moves to `item` with the arrow keys, then Enter. */
async function chooseFromMenu(page: Page, code: string, item: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${code}` }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const focusedItem = () =>
    menu.evaluate((node) =>
      node.contains(document.activeElement) ? document.activeElement!.textContent?.trim() : null,
    );
  // Enter focuses the first item (once the menu has taken focus); ArrowDown walks from there.
  await expect.poll(focusedItem).toBe('Edit');
  // One item at a time: each press waits until the focus has left the item it started on.
  for (let step = 0; step < 5; step++) {
    const current = await focusedItem();
    if (current === item) break;
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedItem).not.toBe(current);
  }
  expect(await focusedItem()).toBe(item);
  await page.keyboard.press('Enter');
}

test('a creator edits, hides and copies a code, adds an external one and finds Analytics empty', async ({
  newPage,
}) => {
  const brandPage = await newPage();
  await createBrandWithPlan(brandPage, newUser('Huda', 'Saleh'), 'Saffron House');
  const campaignId = await publishCampaign(brandPage, {
    title: `Iftar Boxes ${Date.now().toString(36)}`,
    description: 'Film our iftar box at your table.',
    budgetMin: 500,
    budgetMax: 1500,
  });

  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Casey', 'Lane'));
  await approve(brandPage, await applyThroughApi(page, { type: 'direct', campaignId }));
  const listed = (await (await page.context().request.get('/api/my-codes')).json()) as MyAffiliateCodes;
  const issued = listed.codes[0]!.code;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  await openLive(page, '/affiliate-hub');
  await page.getByRole('heading', { level: 2, name: 'My Codes' }).waitFor();
  const codes = page.getByRole('list', { name: 'Your affiliate codes' });
  const issuedCard = codes.getByRole('article', { name: issued });
  await issuedCard.getByText('Saffron House', { exact: true }).waitFor();
  await issuedCard.getByText('Shown in shared links').waitFor();

  // Edit: a blank brand URL is refused with the spec's words; values are trimmed.
  await chooseFromMenu(page, issued, 'Edit');
  const editForm = page.getByRole('form', { name: 'Edit affiliate code' });
  await editForm.getByLabel('Code', { exact: true }).fill('  CASEYIFTAR  ');
  await editForm.getByLabel('Brand URL').fill('   ');
  await editForm.getByRole('button', { name: 'Save Changes' }).click();
  await editForm.getByText('Validation Error: Code and Brand URL are required').waitFor();
  await editForm.getByLabel('Brand URL').fill(' saffron.example/iftar ');
  await editForm.getByLabel('Instructions (optional)').fill('10% off the iftar box');
  await editForm.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Affiliate code updated successfully');
  const editedCard = codes.getByRole('article', { name: 'CASEYIFTAR' });
  await editedCard.getByText('10% off the iftar box').waitFor();
  expect(await editedCard.getByRole('link').getAttribute('href')).toBe('https://saffron.example/iftar');

  // Hide it from the shared links, then copy it.
  await chooseFromMenu(page, 'CASEYIFTAR', 'Hide from shared links');
  await expectToast(page, 'Code hidden in shared links');
  await editedCard.getByText('Hidden from shared links').waitFor();
  await chooseFromMenu(page, 'CASEYIFTAR', 'Copy code');
  await expectToast(page, 'Code copied to clipboard!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CASEYIFTAR');

  // An external code of a shop outside Partnerly.
  await page.getByRole('button', { name: 'Add External Code' }).first().click();
  const addForm = page.getByRole('form', { name: 'Add external code' });
  await addForm.getByRole('button', { name: 'Add Code' }).click();
  await addForm.getByText('Brand name is required').waitFor();
  await addForm.getByLabel('Brand name').fill('Sahara Threads');
  await addForm.getByLabel('Code', { exact: true }).fill('CASEY15');
  await addForm.getByLabel('Brand website URL').fill('https://saharathreads.example');
  await addForm.getByLabel('Instructions (optional)').fill('15% off linen sets');
  await addForm.getByRole('button', { name: 'Add Code' }).click();
  await expectToast(page, 'External affiliate code added successfully!');
  const externalCard = codes.getByRole('article', { name: 'CASEY15' });
  await externalCard.getByText('External code').waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'affiliate-hub-my-codes-mobile');

  // Deleted with a confirmation.
  await chooseFromMenu(page, 'CASEY15', 'Delete');
  const confirm = page.getByRole('alertdialog', { name: 'Delete CASEY15?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Affiliate code deleted');
  await externalCard.waitFor({ state: 'detached' });

  // A change made in another tab reaches this one over the event stream.
  const other = (await (await page.context().request.get('/api/my-codes')).json()) as MyAffiliateCodes;
  const hidden = await page.context().request.put(`/api/my-codes/${other.codes[0]!.id}/visibility`, {
    data: { visibility: 'public' },
  });
  expect(hidden.status()).toBe(200);
  await editedCard.getByText('Shown in shared links').waitFor();

  // Nobody viewed, copied or clicked a code on the shared page yet.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await page.getByRole('heading', { name: 'No Analytics Yet' }).waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
});

test("the demo creator's Analytics shows her codes' figures, top code and insights, at desktop and phone width", async ({
  newPage,
}) => {
  const page = await newPage();
  const signIn = await page.context().request.post('/api/auth/sign-in/email', {
    data: { email: 'creator@demo.partnerly.local', password: 'Demo1234!' },
  });
  expect(signIn.ok()).toBe(true);
  await page.goto('/affiliate-hub?tab=analytics');
  const cards = page.locator('dl').first();
  for (const label of ['Total Copies', 'Total Clicks', 'Click-Through Rate', 'Total Views']) {
    await cards.getByText(label, { exact: true }).waitFor();
  }
  await page.getByRole('heading', { name: 'Top Performing Code' }).waitFor();
  await page.getByRole('heading', { name: 'Code details' }).waitFor();
  await page.getByText('Estimated').first().waitFor();
  expect(await page.getByRole('meter').count()).toBeGreaterThanOrEqual(3);
  const insights = page.getByRole('region', { name: 'Insights' });
  await insights.getByText('Your best code').waitFor();
  await screenshot(page, 'affiliate-hub-analytics-desktop');

  await page.setViewportSize(MOBILE);
  await page.getByRole('heading', { name: 'Top Performing Code' }).waitFor();
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, 'affiliate-hub-analytics-mobile');
});
