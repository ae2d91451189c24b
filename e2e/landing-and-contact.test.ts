import type { OutboxList } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import {
  createAccount,
  DESKTOP,
  expect,
  expectToast,
  horizontalOverflow,
  MOBILE,
  newUser,
  screenshot,
  signUpThroughApi,
  test,
  unrouteWhenAnswered,
} from './fixtures';

const TEAM = 'team@partnerly.local';
const CONTACT_CHUNK = '**/assets/contact-route-*.js';

const SECTIONS = [
  'One marketplace, three ways to win',
  'From first hello to agreed deal in three steps',
  'Everything a partnership needs',
  'Made for the way you work',
  'What we stand for',
  'Ready to create amazing campaigns?',
  'Where Partnerly is going',
];

const CORE_FEATURES = [
  'Campaign feed',
  'Clear expectations',
  'Affiliate codes',
  'QR discount codes',
  'Live updates',
  'Brand dashboard',
  'Agent representation',
  'Secure payments',
  'Notifications your way',
  'Privacy and your data',
];

const hrefOf = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true }).first().getAttribute('href');

async function outboxSubjects(baseURL: string, to: string): Promise<string[]> {
  const response = await fetch(`${baseURL}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const { items } = (await response.json()) as OutboxList;
  return items.map((item) => `${item.subject}\n${item.text}`);
}

test('the landing page has every section, in heading order, with working calls to action', async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: /Where brands and creators/ }).waitFor();

  for (const name of SECTIONS) {
    expect(await page.getByRole('region', { name }).count(), name).toBe(1);
  }
  const tools = page.getByRole('region', { name: 'Everything a partnership needs' });
  for (const name of CORE_FEATURES) {
    expect(await tools.getByRole('heading', { level: 3, name }).count(), name).toBe(1);
  }
  // One h1, and no heading level skipped.
  const levels = await page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4')].map((h) => Number(h.tagName[1])),
  );
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });

  expect(await hrefOf(page, 'Join Partnerly')).toBe('/auth');
  expect(await hrefOf(page, 'Suggest a Feature')).toBe('/contact?type=feature');
  expect(await hrefOf(page, 'Investment Inquiry')).toBe('/contact?type=investment');

  // 'Our Tools' scrolls to the tools and moves keyboard focus there.
  await page.getByRole('button', { name: 'Our Tools' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('our-tools');
  await expect
    .poll(() => tools.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeLessThan(100);

  // Role tabs: arrow keys move between Creator, Brand and Agent; each has its call to action.
  const roles = page.getByRole('tablist', { name: 'Roles' });
  await roles.getByRole('tab', { name: 'Creator' }).click();
  expect(await hrefOf(page, 'Join as a Creator')).toBe('/auth?userType=creator');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('tab', { name: 'Brand', selected: true }).waitFor();
  expect(await hrefOf(page, 'Join as a Brand')).toBe('/auth?userType=brand');
  await page.keyboard.press('ArrowRight');
  await page.getByRole('tab', { name: 'Agent', selected: true }).waitFor();
  const agentPanel = page.getByRole('tabpanel', { name: 'Agent' });
  expect(await agentPanel.getByRole('link', { name: 'Join Partnerly' }).getAttribute('href')).toBe('/auth');

  await page.getByRole('link', { name: 'Join Partnerly' }).first().click();
  // A visitor without an account type is sent on to the chooser (spec 01 section 2).
  await page.waitForURL((url) => url.pathname === '/get-started');
});

test('the landing page claims only what works today (issue 13 item 7)', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/');
  const roadmap = page.getByRole('region', { name: 'Where Partnerly is going' });
  const availableNow = roadmap
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Available now' }) });
  // The landing page loads on demand: wait for the roadmap before reading it.
  await availableNow.getByRole('listitem').first().waitFor();
  expect(await availableNow.getByRole('listitem').allInnerTexts()).toEqual([
    'Campaigns, applications and negotiation',
    'Brand profiles, teams and subscription plans paid in AED',
    'Agents who represent creators',
    'Content submission and approval',
    'Final results, engagement analytics and payout tracking',
    'A brand network of favourite creators',
    'Affiliate codes with tracked analytics and a public page for each creator',
    'QR discount codes for customers in person, with redemptions shown live',
    'Event check-ins with a personal QR pass for each creator, and points from verified brands',
    'A creator dashboard, and a calendar of deadlines and events that syncs with your calendar app',
    'Messaging between brands, creators and agents, live, with chat requests and blocking',
    'VAT tax invoices for every plan payment, and UAE Advertiser Permits shown when approving creators',
    'Notifications, privacy settings and data export',
    "The app in English and Arabic, right to left in Arabic, with e-mails in each member's language",
    'Tax invoices and credit notes in Arabic as well as English',
  ]);
  // Arabic tax invoices came last (issue 25): nothing is left 'Coming next', only what is planned.
  expect(await roadmap.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
    'Available now',
    'Planned',
  ]);
  // No metric the product does not compute, and no tool it does not have yet, outside the roadmap:
  // QR discount codes (issue 18), event check-ins with QR passes (issue 20) and the calendar
  // (issue 21), messaging (issue 22) and Arabic, tax invoices included (issue 25), exist.
  const claims = await page.evaluate(() => {
    const main = document.querySelector('main')!.cloneNode(true) as HTMLElement;
    main.querySelector('#roadmap')?.remove();
    return main.textContent ?? '';
  });
  for (const unbuilt of [/commission/i, /get paid/i]) {
    expect(claims, String(unbuilt)).not.toMatch(unbuilt);
  }
});

test('the landing page at desktop and 375 px width', async ({ newPage }) => {
  for (const [name, viewport] of Object.entries({ desktop: DESKTOP, mobile: MOBILE })) {
    const page = await newPage({ viewport });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Nothing wider than the screen.
    expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    await screenshot(page, `landing-full-${name}`);
  }
});

test('signed-in visitors go from / to their dashboard, or to onboarding while it is unfinished', async ({
  newPage,
}) => {
  const creator = await newPage();
  await createAccount(creator, newUser('Nadia', 'Karim'));
  await creator.goto('/');
  await creator.waitForURL((url) => url.pathname === '/dashboard');

  const brand = await newPage();
  await signUpThroughApi(brand, newUser('Rami', 'Aziz'), {
    userType: 'brand',
    companyName: 'Aziz Foods',
    onboardingCompleted: false,
  });
  await brand.goto('/');
  await brand.waitForURL((url) => url.pathname === '/onboarding' && url.search === '?userType=brand');
});

test('how it works expands its details by keyboard', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('button', { name: 'How It Works' }).click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('how-it-works');

  // The next Tab reaches the first step's disclosure button.
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Show details for Create your profile' });
  expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  const details = page.getByText('Creators add their location, bio and up to 8 content categories.');
  expect(await details.isVisible()).toBe(false);

  await page.keyboard.press('Enter');
  const expanded = page.getByRole('button', { name: 'Hide details for Create your profile' });
  expect(await expanded.getAttribute('aria-expanded')).toBe('true');
  await details.waitFor({ state: 'visible' });

  await page.keyboard.press('Space');
  await details.waitFor({ state: 'hidden' });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
});

test('Suggest a Feature: the contact form validates, sends and e-mails the team', async ({
  newPage,
  baseURL,
}) => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Suggest a Feature' }).click();
  await page.waitForURL((url) => url.pathname === '/contact' && url.search === '?type=feature');
  await page.getByRole('heading', { level: 1, name: 'Suggest a Feature' }).waitFor();
  expect(await page.getByRole('radio', { name: 'Suggest a Feature' }).isChecked()).toBe(true);

  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await form.getByText('Name is required').waitFor();
  await form.getByText('Email is required').waitFor();
  await form.getByText('Message is required').waitFor();

  const name = `Layla ${Date.now().toString(36)}`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Email', { exact: true }).fill('layla@example.com');
  await form.getByLabel('Company (optional)').fill('Noor Studio');
  await form.getByLabel('Your suggestion').fill('Please add a calendar export for campaign deadlines.');
  await screenshot(page, 'contact-feature-desktop');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await page.getByRole('heading', { name: 'Message Sent' }).waitFor();
  await expectToast(page, 'Message Sent');
  await screenshot(page, 'contact-sent-desktop');

  const subject = `Feature suggestion from ${name}`;
  await expect
    .poll(async () => (await outboxSubjects(baseURL, TEAM)).find((mail) => mail.startsWith(subject)), {
      timeout: 20_000,
    })
    .toContain('Please add a calendar export for campaign deadlines.');

  // The investment variant asks for the organisation and ticket size.
  await page.goto('/contact?type=investment');
  await page.getByRole('heading', { level: 1, name: 'Investment Inquiry' }).waitFor();
  await page.getByLabel('Organisation (optional)').waitFor();
  await page.getByLabel('Ticket size (optional)').waitFor();
  // Choosing another topic updates the address.
  await page.getByRole('radio', { name: 'General question' }).check();
  await page.waitForURL((url) => url.search === '?type=general');
  await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
  expect(await page.getByLabel('Ticket size (optional)').count()).toBe(0);
});

test('the contact form on a 375 px screen', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/contact?type=investment');
  await page.getByRole('heading', { level: 1, name: 'Investment Inquiry' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'contact-investment-mobile');
});

test("going offline shows 'You're Offline'; the page comes back as it was", async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/contact?type=feature');
  const form = page.getByRole('form', { name: 'Contact' });
  await form.getByLabel('Name', { exact: true }).fill('Half-written');

  await page.context().setOffline(true);
  await page.getByRole('heading', { name: "You're Offline" }).waitFor();
  await page.getByRole('button', { name: 'Reload Page' }).waitFor();
  await page.getByText(/Trying again in \d s|Checking connection/).waitFor();
  expect(await form.isVisible()).toBe(false);
  await screenshot(page, 'offline-desktop');

  await page.context().setOffline(false);
  await page.getByRole('heading', { name: "You're Offline" }).waitFor({ state: 'detached' });
  expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Half-written');
});

test("a page that fails to download shows 'Connection Problem' and recovers by itself", async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/');
  await page.route(CONTACT_CHUNK, (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Suggest a Feature' }).click();
  await page.getByRole('heading', { name: 'Connection Problem' }).waitFor();
  await page.getByRole('button', { name: 'Reload Page' }).waitFor();
  await screenshot(page, 'connection-problem-desktop');

  await unrouteWhenAnswered(page);
  // The retry (1 s, then doubling) reloads the page once the server answers.
  await page.getByRole('heading', { level: 1, name: 'Suggest a Feature' }).waitFor({ timeout: 15_000 });
});

test("'Connection Problem' backs off across reloads while the page keeps failing", async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/');
  await page.route(CONTACT_CHUNK, (route) => route.abort('connectionrefused'));
  await page.getByRole('link', { name: 'Suggest a Feature' }).click();
  await page.getByRole('heading', { name: 'Connection Problem' }).waitFor();
  // The server answers, so each retry reloads the page; the chunk still fails, so the
  // reloaded screen waits longer: 1 s, then 2 s, then 4 s.
  await page.getByText('Trying again in 2 s', { exact: true }).waitFor({ timeout: 15_000 });
  await page.getByText('Trying again in 4 s', { exact: true }).waitFor({ timeout: 15_000 });
  await unrouteWhenAnswered(page);
  await page.getByRole('heading', { level: 1, name: 'Suggest a Feature' }).waitFor({ timeout: 15_000 });
});

test("a page that breaks shows 'Something Went Wrong' with Try Again, Contact Support, Go to Home", async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/');
  await page.route(CONTACT_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Broken page");' }),
  );
  await page.getByRole('link', { name: 'Suggest a Feature' }).click();
  await page.getByRole('heading', { name: 'Something Went Wrong' }).waitFor();
  expect(await page.getByRole('banner').count()).toBe(1);
  const support = await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
  expect(support).toMatch(
    /^mailto:support@partnerly\.local\?subject=Partnerly%3A%20Something%20Went%20Wrong/,
  );
  expect(decodeURIComponent(support!)).toContain('Error: Broken page');
  expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  await screenshot(page, 'something-went-wrong-desktop');

  await unrouteWhenAnswered(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await page.getByRole('heading', { level: 1, name: 'Suggest a Feature' }).waitFor();
  await page.getByRole('link', { name: 'Partnerly home' }).click();
  await page.getByRole('heading', { level: 1, name: /Where brands and creators/ }).waitFor();
});

test('on a slow phone the chosen contact topic shows at once', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/contact?type=investment');
  await page.getByLabel('Ticket size (optional)').waitFor();
  // A 30-times slower CPU: a deferred update of the address would leave the old topic
  // checked after the tap, and check() would see it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 30 });
  await page.getByRole('radio', { name: 'General question' }).check();
  await page.waitForURL((url) => url.search === '?type=general');
  expect(await page.getByRole('radio', { name: 'Investment Inquiry' }).isChecked()).toBe(false);
});
