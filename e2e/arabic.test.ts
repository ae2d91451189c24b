import type { CampaignApplications } from '@partnerly/contracts';
import { ar } from '@partnerly/contracts/i18n/ar';
import type { Page } from 'playwright-core';
import { violationsOfOpenPage } from './axe';
import { englishLeftIn, visibleTexts } from './latin-text';
import {
  createAccount,
  createBrandAccount,
  createBrandWithPlan,
  DESKTOP,
  expect,
  expectToast,
  horizontalOverflow,
  MOBILE,
  newUser,
  screenshot,
  test,
  type TestUser,
  waitForEmail,
} from './fixtures';
import { approveThroughApi, DEMO_PASSWORD, publishCampaign, signInThroughApi } from './journeys';

// Issue 25: every screen in Arabic. A browser whose language is Arabic walks the routes of a
// visitor, a creator and a brand, at desktop width and at 375 px, and on each one checks:
// right to left, no sideways scroll, axe's WCAG 2.1 AA rules, and no text left in English. A text
// is 'left in English' when it has Latin words and no Arabic letter, once the allowed Latin is
// taken out: e-mail addresses, URLs, @handles, codes, brand and product names, and the data the
// test itself typed (names, company). Members' own words (names, titles, messages) count only
// when the page does not isolate them (<bdi>, dir="auto"). A screenshot of each route is kept.
// Admins and agents cannot sign up, and the English demo accounts are shared with journeys that
// run beside this file's, so the admin console and the agent's screens are walked, read-only, by
// the Arabic demo accounts (decision 0086): their stored language is Arabic, so their walks run
// in an English browser and the account alone turns the app to Arabic.

test('the English check tells English left in Arabic text from names, codes and addresses', () => {
  const texts = [
    'حملاتك',
    'Save Changes',
    'Partnerly',
    'nour@example.com',
    '@nour.eats',
    'SUMMER25',
    'https://partnerly.ae/r/abc',
    'Nour Saleh',
    'Loading...',
  ];
  expect(englishLeftIn(texts, ['Nour', 'Saleh'])).toEqual(['Save Changes', 'Loading...']);
});

const PUBLIC_ROUTES = [
  '/',
  '/get-started',
  '/auth?type=creator',
  '/auth?type=brand',
  '/terms',
  '/privacy',
  '/contact',
  '/pricing',
];
const CREATOR_ROUTES = [
  '/creator-dashboard',
  '/creator-dashboard?tab=campaigns',
  '/creator-dashboard?tab=affiliate&view=analytics',
  '/campaigns',
  '/my-applications',
  '/creator-work',
  '/creator-work?tab=payouts',
  '/affiliate-hub',
  '/affiliate-hub?tab=share-links',
  '/affiliate-hub?tab=public-profile',
  '/affiliate-hub?tab=analytics',
  '/points',
  '/calendar',
  '/messages',
  '/notifications',
  '/profile',
  '/settings',
];
const BRAND_ROUTES = [
  '/dashboard',
  '/dashboard?tab=payouts',
  '/dashboard?tab=affiliate-analytics',
  '/dashboard?tab=private-referrals',
  '/analytics',
  '/brand-network',
  '/campaigns',
  '/team',
  '/subscription',
  '/profile',
  '/settings',
];

interface RouteCheck {
  english: string[];
  findings: string[];
  overflow: number;
  dir: string;
}

async function checkRoute(page: Page, path: string, allowed: string[], shot: string): Promise<RouteCheck> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const dir = await page.evaluate(() => document.documentElement.dir);
  const english = englishLeftIn(await visibleTexts(page), allowed).map((text) => `${path}: ${text}`);
  const findings = await violationsOfOpenPage(page, path);
  const overflow = await horizontalOverflow(page);
  await screenshot(page, shot);
  return { english, findings, overflow, dir };
}

/** Every route of `routes` on `page`: what is wrong, as one list (empty when all is well). */
async function walk(page: Page, routes: string[], allowed: string[], layout: string): Promise<string[]> {
  const problems: string[] = [];
  for (const path of routes) {
    const slug = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
    const check = await checkRoute(page, path, allowed, `arabic-${layout}-${slug}`);
    if (check.dir !== 'rtl') problems.push(`${path}: dir is ${check.dir}`);
    if (check.overflow > 0) problems.push(`${path}: ${check.overflow} px wider than the window`);
    problems.push(...check.english, ...check.findings);
  }
  return problems;
}

/** The account's language set to Arabic (as the settings or the top bar would). */
async function chooseArabic(page: Page): Promise<void> {
  const response = await page.context().request.put('/api/me/language', { data: { language: 'ar' } });
  expect(response.status()).toBe(200);
}

const dataOf = (user: TestUser, ...more: string[]) => [
  user.firstName,
  user.lastName,
  user.email,
  `${user.firstName[0]}${user.lastName[0]}`.toUpperCase(),
  ...more,
];

// 36 routes with axe on each took over 120 s on a 2-core machine under a load of 10 (other
// builds beside it); the time limit is a hang detector.
test.for([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const)(
  'every route reads in Arabic, right to left (%s)',
  { timeout: 300_000 },
  async ([layout, viewport], { newPage }) => {
    const problems: string[] = [];

    const visitor = await newPage({ viewport, locale: 'ar-AE' });
    problems.push(...(await walk(visitor, PUBLIC_ROUTES, [], `${layout}-visitor`)));

    const creatorUser = newUser('Nour', 'Saleh');
    const creator = await newPage({ viewport, locale: 'ar-AE' });
    await createAccount(creator, creatorUser);
    await chooseArabic(creator);
    problems.push(...(await walk(creator, CREATOR_ROUTES, dataOf(creatorUser), `${layout}-creator`)));

    const brandUser = newUser('Omar', 'Farouk');
    const brand = await newPage({ viewport, locale: 'ar-AE' });
    await createBrandAccount(brand, brandUser, 'Cedar Roasters');
    await chooseArabic(brand);
    problems.push(
      ...(await walk(brand, BRAND_ROUTES, dataOf(brandUser, 'Cedar Roasters'), `${layout}-brand`)),
    );

    expect(problems).toEqual([]);
  },
);

// The Arabic demo accounts' routes (demo-arabic.ts): every tab of the admin console and every
// page of the navigation, as the super admin (who sees every control) and the agent (who
// represents the Arabic creator).
const ADMIN_ROUTES = [
  '/dashboard',
  '/admin',
  '/admin/users',
  '/admin/campaigns',
  '/admin/reports',
  '/admin/verifications',
  '/admin/disputes',
  '/admin/analytics',
  '/admin/support',
  '/admin/announcements',
  '/admin/enterprise',
  '/notifications',
  '/profile?tab=profile',
  '/profile?tab=account',
  '/profile?tab=privacy',
];
const AGENT_ROUTES = [
  '/dashboard',
  '/agent-dashboard',
  '/campaigns',
  '/my-applications',
  '/creator-work',
  '/creator-work?tab=payouts',
  '/calendar',
  '/messages',
  '/notifications',
  '/profile?tab=profile',
  '/profile?tab=account',
  '/profile?tab=privacy',
];

/**
 * A page of an English browser signed in as an Arabic demo account, through the API; an admin
 * past the console's step-up check with their password, as the console's form would.
 */
async function arabicDemoPage(
  newPage: (options: { viewport: { width: number; height: number }; locale: string }) => Promise<Page>,
  viewport: { width: number; height: number },
  email: string,
): Promise<Page> {
  const page = await newPage({ viewport, locale: 'en-US' });
  await signInThroughApi(page, { email, password: DEMO_PASSWORD });
  if (email.includes('admin')) {
    const elevated = await page.context().request.post('/api/admin/elevation', {
      data: { method: 'password', password: DEMO_PASSWORD },
    });
    expect(elevated.status()).toBe(200);
  }
  // The account's language reaches the app with the member (GET /api/me): the first page turns to
  // Arabic once it is known, later ones open in it.
  await page.goto('/dashboard');
  await page.waitForFunction(() => document.documentElement.dir === 'rtl');
  return page;
}

/** Where an admin reads what a super admin changes: the console's scope and the read-only notes. */
const ADMIN_READ_ONLY_ROUTES = ['/admin', '/admin/announcements', '/admin/enterprise'];

const ARABIC_DEMO_WALKS = [
  ['super admin', 'desktop', DESKTOP, 'superadmin.ar@demo.partnerly.local', ADMIN_ROUTES],
  ['super admin', 'phone', MOBILE, 'superadmin.ar@demo.partnerly.local', ADMIN_ROUTES],
  ['agent', 'desktop', DESKTOP, 'agent.ar@demo.partnerly.local', AGENT_ROUTES],
  ['agent', 'phone', MOBILE, 'agent.ar@demo.partnerly.local', AGENT_ROUTES],
  ['admin', 'phone', MOBILE, 'admin.ar@demo.partnerly.local', ADMIN_READ_ONLY_ROUTES],
] as const;

// One page per account and layout, all at once (each in its own browser context): the walks
// only read, and side by side they take less time than one after another. The time limit is a
// hang detector that allows for the CPU they share: on a 2-core machine under a load of 10-16
// (other builds beside it) the five took 330 s together.
test.concurrent.for(ARABIC_DEMO_WALKS)(
  'the %s’s screens read in Arabic, right to left (%s)',
  { timeout: 600_000 },
  async ([who, layout, viewport, email, routes], { newPage }) => {
    const page = await arabicDemoPage(newPage, viewport, email);
    expect(await walk(page, [...routes], [], `${layout}-${who.replace(' ', '-')}`)).toEqual([]);
  },
);

/** An Arabic catalog message with its {arguments} filled in (simple arguments only). */
const arabic = (key: keyof typeof ar, values: Record<string, string> = {}) =>
  ar[key].replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);

test('a creator switches to Arabic, applies to a campaign and receives the approval e-mail in Arabic', async ({
  newPage,
}) => {
  const tag = `ar${Date.now().toString(36)}`;
  const title = `Saffron Latte ${tag}`;
  const brand = await newPage();
  await createBrandWithPlan(brand, newUser('Huda', 'Karim'), 'Saffron House');
  const campaignId = await publishCampaign(brand, {
    title,
    description: 'Film our saffron latte in the morning light.',
    contentCategories: ['food'],
    targetCountries: ['AE'],
    budgetMin: 500,
    budgetMax: 1500,
  });

  // The creator's browser is in English; they choose Arabic in the top bar.
  const creatorUser = newUser('Layla', 'Nasser');
  const creator = await newPage();
  await createAccount(creator, creatorUser);
  await creator.goto('/dashboard');
  await creator.getByRole('button', { name: 'Language: English' }).click();
  await creator.getByRole('menuitemradio', { name: 'العربية' }).click();
  await creator.getByRole('button', { name: arabic('language.menu', { language: 'العربية' }) }).waitFor();

  // They find the campaign and apply, all in Arabic.
  await creator.goto(`/campaigns?q=${tag}`);
  await creator
    .getByRole('article', { name: title })
    .getByRole('button', { name: arabic('campaignFeed.applyTo', { title }) })
    .click();
  const dialog = creator.getByRole('dialog', { name: arabic('apply.title', { title }) });
  await dialog.getByRole('button', { name: arabic('apply.submit') }).click();
  await expectToast(creator, arabic('apply.directApplied'));
  await screenshot(creator, 'arabic-journey-applied');

  // The brand approves; the e-mail reaches the creator in Arabic, right to left.
  const listed = await brand.context().request.get(`/api/applications/campaigns/${campaignId}`);
  const [application] = ((await listed.json()) as CampaignApplications).applications;
  await approveThroughApi(brand, application!.id, { confirmPermitMissing: true });
  const email = await waitForEmail(creatorUser.email, new RegExp(arabic('applications.approvedTitle')));
  expect(email.html).toContain('dir="rtl"');
  expect(email.html).toContain(`«${title}»`);
});
