import type { Locator, Page } from 'playwright-core';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { openLive, publishCampaign } from './journeys';

// The brand dashboard in the browser (issue 6): a brand with an active plan creates a
// campaign through the form, finds it in the Campaigns list and in Recent Activity; a
// creator finds that campaign in /campaigns by search and by a filter chip; the brand pauses
// it from the action menu and it leaves the creator's feed; then close, reactivate and
// delete from the menu; changes arrive live.

/** The date `days` from today as YYYY-MM-DD (local time, as the date input takes it). */
function isoDayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

const campaignCard = (page: Page, title: string) => page.getByRole('article', { name: title });

/** Fills the Create Campaign form's required fields by their labels and submits it. */
async function fillCampaignForm(dialog: Locator, title: string): Promise<void> {
  const form = dialog.getByRole('form', { name: 'Create Campaign' });
  await form.getByLabel('Campaign Title', { exact: true }).fill(title);
  await form.getByLabel('Description', { exact: true }).fill('Film a first spray of our summer oud.');
  await form.getByLabel('Campaign Type', { exact: true }).selectOption({ label: 'Content Creation' });
  await form.getByLabel('Niche', { exact: true }).selectOption('Beauty & Skincare');
  await form.getByLabel('Minimum Budget', { exact: true }).fill('500');
  await form.getByLabel('Maximum Budget', { exact: true }).fill('1000');
  await form.getByLabel('Application Deadline', { exact: true }).fill(isoDayFromToday(10));
  await form.getByRole('button', { name: 'Create Campaign' }).click();
}

test('a brand creates a campaign, a creator finds it in the feed, the brand pauses it and it is gone', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Hana', 'Mansour');
  await createBrandWithPlan(page, user, 'Mansour Perfumes');

  await openLive(page, '/dashboard');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  await page.getByRole('heading', { name: 'Welcome, Hana!' }).waitFor();
  await page.getByText('Managing campaigns for Mansour Perfumes').waitFor();
  await expect
    .poll(() => tabs.getByRole('tab').allInnerTexts())
    .toEqual(['Home', 'Campaigns', 'Submissions', 'Payouts', 'Affiliate Analytics', 'QR Codes']);
  await page.getByText('No recent activity').waitFor();
  await screenshot(page, 'brand-dashboard-empty-desktop');

  // Campaigns tab: the tab goes into the URL; no campaigns yet.
  await tabs.getByRole('tab', { name: 'Campaigns' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'campaigns');
  await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();

  // Create a campaign through the form (the required fields, found by their labels). The
  // title carries a word no other journey uses: other files publish on the same server.
  const tag = `zo${Date.now().toString(36)}`;
  const title = `Summer Oud Launch ${tag}`;
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await fillCampaignForm(form, title);
  // One second later the spec's follow-up toast replaces the first (one toast at a time).
  await expectToast(page, 'Campaign successfully published and now visible to all users');
  await expectToast(page, 'Your campaign is now live and visible to creators!');
  await form.waitFor({ state: 'detached' });

  const card = campaignCard(page, title);
  await card.getByText('Active', { exact: true }).waitFor();
  await card.getByText('No applications').waitFor();
  await card.getByText('AED 500 - 1,000').waitFor();
  await screenshot(page, 'brand-campaigns-list-desktop');

  // Home: Recent Activity and the stat cards.
  await tabs.getByRole('tab', { name: 'Home' }).click();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'home');
  const activity = page.getByRole('list', { name: 'Recent activity' });
  await activity.getByText(title).waitFor();
  await activity.getByText('Active', { exact: true }).waitFor();
  // The budget card is the midpoint of 500 and 1,000.
  await page.getByText('AED 750', { exact: true }).waitFor();

  // A creator finds that very campaign in /campaigns: by search, then by a filter chip.
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Mira', 'Haddad'));
  await creatorPage.goto('/campaigns');
  await creatorPage.getByRole('searchbox', { name: 'Search campaigns' }).fill(tag);
  await creatorPage.waitForURL((url) => url.searchParams.get('q') === tag);
  const feedCard = campaignCard(creatorPage, title);
  await feedCard.getByText('Mansour Perfumes').waitFor();
  await feedCard.getByText('AED 500 - 1,000').waitFor();
  expect(await feedCard.innerText()).not.toContain('$');
  await creatorPage.getByText('Showing 1 campaign', { exact: true }).waitFor();
  await creatorPage.getByRole('button', { name: 'Filters' }).click();
  const chips = creatorPage.getByRole('list', { name: 'Active filters' });
  // A chip that does not fit hides it; the right one shows it.
  await creatorPage.getByLabel('Compensation', { exact: true }).selectOption({ label: 'Product' });
  await chips.getByText('Compensation: Product').waitFor();
  await creatorPage.getByRole('heading', { name: 'No campaigns found' }).waitFor();
  await creatorPage.getByRole('button', { name: 'Remove Compensation: Product' }).click();
  await creatorPage.getByLabel('Type', { exact: true }).selectOption({ label: 'Content' });
  await creatorPage.waitForURL((url) => url.searchParams.get('type') === 'content');
  await chips.getByText('Type: Content', { exact: true }).waitFor();
  await feedCard.waitFor();
  await creatorPage.getByText('Showing 1 campaign', { exact: true }).waitFor();

  // Pause from the action menu: the spec's toast and the paused notice.
  await tabs.getByRole('tab', { name: 'Campaigns' }).click();
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Pause Applications' }).click();
  await expectToast(page, 'Campaign paused - temporarily not accepting applications');
  await card.getByText('Campaign paused - not accepting applications').waitFor();
  await card.getByText('Paused', { exact: true }).waitFor();

  // The paused campaign is gone from the creator's feed (same search and chip, reloaded).
  await creatorPage.reload();
  await creatorPage.getByRole('heading', { name: 'No campaigns found' }).waitFor();
  await chips.getByText('Type: Content', { exact: true }).waitFor();
  expect(await feedCard.count()).toBe(0);

  // A paused campaign offers Reactivate and Close, not Pause.
  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  const menu = page.getByRole('menu');
  await menu.getByRole('menuitem', { name: 'Delete' }).waitFor();
  expect((await menu.getByRole('menuitem').allTextContents()).map((text) => text.trim())).toEqual([
    'Edit',
    'View Applications',
    'View Submissions',
    'View Report',
    'Affiliate Codes',
    'Reactivate Campaign',
    'Close',
    'Delete',
  ]);
  await screenshot(page, 'brand-campaign-menu-desktop');
  await menu.getByRole('menuitem', { name: 'Close' }).click();
  await expectToast(page, 'Campaign closed - no longer accepting applications');
  await card.getByText('Campaign closed - not accepting applications').waitFor();

  await card.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Reactivate Campaign' }).click();
  await expectToast(page, 'Campaign is now active and visible to all users');
  await card.getByText('Active', { exact: true }).waitFor();
  expect(await card.getByText(/not accepting applications/).count()).toBe(0);

  // Reactivated, it is back in the creator's feed.
  await creatorPage.reload();
  await feedCard.waitFor();
});

test('the list follows changes made elsewhere, the tab event opens the form, Delete asks first', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  const user = newUser('Yousef', 'Karam');
  await createBrandWithPlan(page, user, 'Karam Eyewear');
  const request = page.context().request;
  const campaignId = await publishCampaign(page, {
    title: 'Desert Shades',
    description: 'Show our new sunglasses on a desert drive.',
    niche: 'Fashion & Style',
    compensationType: 'monetary',
    budgetMin: 200,
    budgetMax: 400,
    applicationDeadline: isoDayFromToday(14),
  });

  // ?tab= picks the first tab.
  await openLive(page, '/dashboard?tab=campaigns');
  const card = campaignCard(page, 'Desert Shades');
  await card.getByText('Active', { exact: true }).waitFor();
  await screenshot(page, 'brand-campaigns-list-mobile');
  // The new account's welcome toast would take the first Escape below (a toast is the top
  // layer once shown): close it first, unless its 5 s are over already.
  await expectToast(page, 'Welcome to Partnerly!');
  await dismissToasts(page);

  // A change made in another tab (here: the API) reaches the open list over the event stream.
  const paused = await request.patch(`/api/campaigns/${campaignId}/status`, { data: { status: 'paused' } });
  expect(paused.status()).toBe(200);
  await card.getByText('Campaign paused - not accepting applications').waitFor();

  // The window event switches tabs; campaigns with action create opens the form.
  await page.getByRole('tab', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Welcome, Yousef!' }).waitFor();
  await page.evaluate(() =>
    window.dispatchEvent(
      new CustomEvent('partnerly:dashboard-tab', { detail: { tab: 'campaigns', action: 'create' } }),
    ),
  );
  const form = page.getByRole('dialog', { name: 'Create Campaign' });
  await form.waitFor();
  await page.waitForURL((url) => url.searchParams.get('tab') === 'campaigns');

  // Submitted with the title missing: the toast, each field's message, and the focus moves
  // to the first field in error.
  const fields = form.getByRole('form', { name: 'Create Campaign' });
  await fields.getByLabel('Description', { exact: true }).fill('Show our new frames at sunset.');
  await fields.getByRole('button', { name: 'Create Campaign' }).click();
  await expectToast(page, 'Please fix the errors in the form');
  const titleField = fields.getByLabel('Campaign Title', { exact: true });
  await fields.getByText('Campaign title is required').waitFor();
  expect(await fields.getByText('Campaign description is required').count()).toBe(0);
  expect(await titleField.getAttribute('aria-invalid')).toBe('true');
  await expect.poll(() => titleField.evaluate((field) => field === document.activeElement)).toBe(true);
  await screenshot(page, 'brand-campaign-form-errors-mobile');
  // Back on a form with typed text asks first; Discard closes it.
  await form.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('alertdialog', { name: 'Discard changes?' })
    .getByRole('button', { name: 'Discard' })
    .click();
  await form.waitFor({ state: 'detached' });

  // Edit opens the form on this campaign.
  await card.getByRole('button', { name: 'Actions for Desert Shades' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Campaign' });
  await expect
    .poll(() => editForm.getByLabel('Campaign Title', { exact: true }).inputValue())
    .toBe('Desert Shades');
  await page.keyboard.press('Escape');
  await editForm.waitFor({ state: 'detached' });

  // Delete asks first; Cancel keeps the campaign.
  await card.getByRole('button', { name: 'Actions for Desert Shades' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Campaign' });
  await confirm.getByText(/Delete “Desert Shades”\?/).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await card.waitFor();

  await card.getByRole('button', { name: 'Actions for Desert Shades' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete Campaign' }).click();
  await expectToast(page, 'Campaign deleted');
  await page.getByRole('heading', { name: 'No Campaigns Yet' }).waitFor();
  const mine = await request.get('/api/campaigns/mine');
  expect(await mine.json()).toEqual({ campaigns: [] });
});
