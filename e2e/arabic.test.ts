import type { Page } from 'playwright-core';
import { violationsOfOpenPage } from './axe';
import { englishLeftIn, visibleTexts } from './latin-text';
import {
  createAccount,
  createBrandAccount,
  DESKTOP,
  expect,
  horizontalOverflow,
  MOBILE,
  newUser,
  screenshot,
  test,
  type TestUser,
} from './fixtures';

// Issue 25: every screen in Arabic. A browser whose language is Arabic walks the routes of a
// visitor, a creator and a brand, at desktop width and at 375 px, and on each one checks:
// right to left, no sideways scroll, axe's WCAG 2.1 AA rules, and no text left in English. A text
// is 'left in English' when it has Latin words and no Arabic letter, once the allowed Latin is
// taken out: e-mail addresses, URLs, @handles, codes, brand and product names, and the data the
// test itself typed (names, company). A screenshot of each route is kept.

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

const PUBLIC_ROUTES = ['/', '/get-started', '/auth?type=creator', '/auth?type=brand'];
const CREATOR_ROUTES = ['/settings'];
const BRAND_ROUTES = ['/settings'];

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

test.for([
  ['desktop', DESKTOP],
  ['phone', MOBILE],
] as const)('every route reads in Arabic, right to left (%s)', async ([layout, viewport], { newPage }) => {
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
  problems.push(...(await walk(brand, BRAND_ROUTES, dataOf(brandUser, 'Cedar Roasters'), `${layout}-brand`)));

  expect(problems).toEqual([]);
});
