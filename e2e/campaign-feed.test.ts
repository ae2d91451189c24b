import type { Page } from 'playwright-core';
import {
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  newUser,
  screenshot,
  test,
  unrouteWhenAnswered,
} from './fixtures';
import { publishCampaign, waitForCreatorDashboard } from './journeys';

// The creator campaign feed /campaigns (issue 6 item 6): search, a filter chip, the detail
// dialog, and a paused campaign leaving the feed.

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search campaigns' });
const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test('a creator finds a campaign by search and by a filter chip, views it, and loses it once paused', async ({
  newPage,
}) => {
  // A word no other journey uses: other files publish campaigns on the same server.
  const tag = `zq${Date.now().toString(36)}`;
  const brandPage = await newPage();
  await createBrandWithPlan(brandPage, newUser('Layla', 'Nasser'), 'Saffron Roasters');
  const latteId = await publishCampaign(brandPage, {
    title: 'Saffron Latte Launch',
    description: `Film our saffron latte ${tag} in your morning routine.`,
    brief: 'One reel and three stories in the first week.',
    requirements: 'Based in the UAE, 5k+ followers.',
    contentCategories: ['food'],
    platforms: ['instagram', 'tiktok', 'youtube'],
    targetCountries: ['AE'],
    budgetMin: 500,
    budgetMax: 1500,
  });
  await publishCampaign(brandPage, {
    title: 'Linen Summer Lookbook',
    description: `Style our linen range ${tag} for the summer.`,
    niche: 'Fashion & Style',
    contentCategories: ['fashion'],
    compensationType: 'barter',
  });

  // The creator reaches the feed from the navigation of her home.
  const page = await newPage();
  await createAccount(page, newUser('Mira', 'Haddad'));
  await page.goto('/dashboard');
  await waitForCreatorDashboard(page, 'Mira');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Browse Campaigns' })
    .click();
  await page.waitForURL((url) => url.pathname === '/campaigns');
  await page.getByRole('heading', { name: 'Browse Campaigns', level: 1 }).waitFor();

  // Search on the description, debounced into the URL.
  await searchBox(page).fill(tag);
  await page.waitForURL((url) => url.searchParams.get('q') === tag);
  await card(page, 'Saffron Latte Launch').waitFor();
  await card(page, 'Linen Summer Lookbook').waitFor();
  await page.getByText('Showing 2 campaigns').waitFor();

  // The card: two platforms then '+1', compensation and the budget rules.
  const latte = card(page, 'Saffron Latte Launch');
  await latte.getByText('Saffron Roasters').waitFor();
  const platforms = latte.getByRole('list', { name: 'Platforms' }).getByRole('listitem');
  expect(await platforms.count()).toBe(3);
  expect((await platforms.allInnerTexts()).slice(0, 2)).toEqual(['Instagram', 'TikTok']);
  await platforms.nth(2).getByText('+1', { exact: true }).waitFor();
  // Screen readers hear which platforms '+1' stands for.
  await platforms.nth(2).getByText('1 more platform: YouTube').waitFor();
  await latte.getByText('Paid', { exact: true }).waitFor();
  await latte.getByText('AED 500 - 1,500').waitFor();
  const linen = card(page, 'Linen Summer Lookbook');
  await linen.getByText('Product', { exact: true }).waitFor();
  await linen.getByText('Budget not specified').waitFor();

  // A filter from the collapsible panel shows as a chip and narrows the feed.
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Food' });
  await page.waitForURL((url) => url.searchParams.get('category') === 'food');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await chips.getByText('Category: Food').waitFor();
  await linen.waitFor({ state: 'detached' });
  await page.getByText('Showing 1 campaign', { exact: true }).waitFor();
  await screenshot(page, 'campaign-feed-filtered-desktop');

  // The URL holds the search: a reload (or a shared link) opens the same feed.
  await page.reload();
  await card(page, 'Saffron Latte Launch').waitFor();
  expect(await searchBox(page).inputValue()).toBe(tag);
  await chips.getByText('Category: Food').waitFor();
  expect(await card(page, 'Linen Summer Lookbook').count()).toBe(0);

  // Removing the chip brings the other campaign back.
  await page.getByRole('button', { name: 'Remove Category: Food' }).click();
  await card(page, 'Linen Summer Lookbook').waitFor();
  await page.getByText('Showing 2 campaigns').waitFor();
  await page.waitForURL((url) => !url.searchParams.has('category'));

  // View opens the detail dialog with everything the brand published.
  await latte.getByRole('button', { name: 'View Saffron Latte Launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Saffron Latte Launch' });
  await dialog.waitFor();
  await page.waitForURL((url) => url.searchParams.get('campaign') === latteId);
  await dialog.getByText('One reel and three stories in the first week.').waitFor();
  await dialog.getByText('Based in the UAE, 5k+ followers.').waitFor();
  await dialog.getByText('YouTube').waitFor();
  await dialog.getByText('Target countries: United Arab Emirates').waitFor();
  // The deadline in the browser's own date format (issue 13), e.g. 'Dec 31, 2999' in en-US.
  const deadline = await page.evaluate(() =>
    new Intl.DateTimeFormat(navigator.language, { dateStyle: 'medium' }).format(new Date(2999, 11, 31)),
  );
  await dialog.getByText(deadline, { exact: true }).waitFor();
  await screenshot(page, 'campaign-feed-detail-desktop');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await page.waitForURL((url) => !url.searchParams.has('campaign'));

  // A search that matches nothing: the empty state offers Clear all.
  await searchBox(page).fill(`${tag}-nothing`);
  await page.getByRole('heading', { name: 'No campaigns found' }).waitFor();

  // The brand pauses the campaign: after a reload the creator no longer sees it.
  const paused = await brandPage.context().request.patch(`/api/campaigns/${latteId}/status`, {
    data: { status: 'paused' },
  });
  expect(paused.status()).toBe(200);
  await searchBox(page).fill(tag);
  await page.waitForURL((url) => url.searchParams.get('q') === tag);
  await page.reload();
  await card(page, 'Linen Summer Lookbook').waitFor();
  expect(await card(page, 'Saffron Latte Launch').count()).toBe(0);
  await page.getByText('Showing 1 campaign', { exact: true }).waitFor();

  // Brands do not browse the feed.
  await brandPage.goto('/campaigns');
  await brandPage.getByRole('heading', { name: 'Access Restricted' }).waitFor();
});

test('on a phone: a shared filter link, the error state with Try Again, and Clear all', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Rania', 'Aziz'));
  // The feed cannot be read at first: the error state offers Try Again.
  // While the first answer is held back, the feed shows its 6 skeleton cards.
  const feedRequests = '**/api/campaigns/feed?**';
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(feedRequests, async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'Try later' } } });
  });
  await page.goto('/campaigns?platform=tiktok&compensation=monetary');
  await page.getByRole('heading', { name: 'Browse Campaigns', level: 1 }).waitFor();
  const skeletons = page.getByTestId('feed-skeletons');
  await skeletons.waitFor();
  expect(await skeletons.locator(':scope > *').count()).toBe(6);
  answer();
  await page.getByRole('heading', { name: 'Unable to Load Campaigns' }).waitFor();
  // (Its one retry, or the event stream's refetch, may still be in the handler.)
  await unrouteWhenAnswered(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('heading', { name: 'Unable to Load Campaigns' }).waitFor({ state: 'detached' });
  const chips = page.getByRole('list', { name: 'Active filters' });
  await chips.getByText('Platform: TikTok').waitFor();
  await chips.getByText('Compensation: Paid').waitFor();
  // With filters in the link, the panel opens with them selected.
  expect(await page.getByLabel('Platform', { exact: true }).inputValue()).toBe('tiktok');
  await page
    .getByText(/^Showing \d+ campaigns?$|^No campaigns found$/)
    .first()
    .waitFor();
  await screenshot(page, 'campaign-feed-mobile');

  await page.getByRole('button', { name: 'Clear all' }).first().click();
  await chips.waitFor({ state: 'detached' });
  await page.waitForURL((url) => url.search === '');
});

test('on a slow phone, removing a chip and choosing another filter right after keeps both', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await createAccount(page, newUser('Lina', 'Saad'));
  await page.goto('/campaigns?compensation=barter');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await chips.getByText('Compensation: Product').waitFor();
  // A 30-times slower CPU: the removal is still being drawn when the next choice comes; a
  // choice made from the address as last drawn would bring the removed filter back.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
  await page.getByRole('button', { name: 'Remove Compensation: Product' }).click();
  await page.getByLabel('Type', { exact: true }).selectOption({ label: 'Content' });
  await page.waitForURL((url) => url.searchParams.get('type') === 'content');
  expect(new URL(page.url()).searchParams.has('compensation')).toBe(false);
  await chips.getByText('Type: Content', { exact: true }).waitFor();
  expect(await chips.getByText('Compensation: Product').count()).toBe(0);
});
