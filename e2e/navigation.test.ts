import type { Page } from 'playwright-core';
import {
  DESKTOP,
  MOBILE,
  createAccount,
  createBrandWithPlan,
  expect,
  getMe,
  horizontalOverflow,
  newUser,
  screenshot,
  test,
} from './fixtures';
import { DEMO_PASSWORD, signInAsDemoAgent, signInAsDemoSuperAdmin } from './journeys';

// Issue 13 item 5: each role reaches every page of its navigation by clicking (the address is
// typed once, for the role home), on desktop (the bar under the top bar) and at 375 px (the
// menu). One journey per role walks both widths in one browser context.

interface Stop {
  /** The navigation link's name. */
  link: string;
  /** The page's heading once there. */
  heading: string | RegExp;
  /** The desktop bar's menu holding the link (the 375 px menu lists every link). */
  menu?: string;
}

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Only `link` is marked as the current page in the navigation on screen. */
async function expectCurrent(page: Page, link: string): Promise<void> {
  const navigation = mainNavigation(page);
  await expect
    .poll(() => navigation.getByRole('link', { name: link, exact: true }).getAttribute('aria-current'))
    .toBe('page');
  expect(await navigation.locator('[aria-current="page"]').count()).toBe(1);
}

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mainNavigation(page).waitFor();
}

const barMenuButton = (page: Page, menu: string) =>
  mainNavigation(page).getByRole('button', { name: menu, exact: true });

/** Opens a menu of the desktop bar; its first link takes the focus. */
async function openBarMenu(page: Page, menu: string): Promise<void> {
  await barMenuButton(page, menu).click();
  await expect.poll(() => barMenuButton(page, menu).getAttribute('aria-expanded')).toBe('true');
}

/**
 * From the role home, clicks through every stop at desktop width, then again at 375 px; the
 * second stop is saved as navigation-{role}-desktop.png and -mobile.png (menu open).
 */
async function walkNavigation(page: Page, role: string, stops: Stop[]): Promise<void> {
  await page.goto('/dashboard');
  for (const viewport of [DESKTOP, MOBILE]) {
    await page.setViewportSize(viewport);
    const isMobile = viewport === MOBILE;
    for (const [index, { link, heading, menu }] of stops.entries()) {
      const shot = index === 1 ? `navigation-${role}-${isMobile ? 'mobile' : 'desktop'}` : null;
      if (isMobile) await openMenu(page);
      else if (menu) await openBarMenu(page, menu);
      await mainNavigation(page).getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      if (isMobile) {
        // Navigating closes the menu; opened again, it marks the page reached.
        await page.getByRole('button', { name: 'Open menu' }).waitFor();
        await openMenu(page);
        await expectCurrent(page, link);
        if (shot) await screenshot(page, shot);
        // Escape closes it and gives the focus back to the menu button.
        await page.keyboard.press('Escape');
        const toggle = page.getByRole('button', { name: 'Open menu' });
        await expect.poll(() => toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      } else {
        // A link in a menu of the bar: the menu closed on the way; opened again, it marks the page.
        if (menu) {
          await expect.poll(() => barMenuButton(page, menu).getAttribute('aria-expanded')).toBe('false');
          await openBarMenu(page, menu);
        }
        await expectCurrent(page, link);
        if (shot) await screenshot(page, shot);
        if (menu) {
          // Escape closes it and gives the focus back to its button.
          await page.keyboard.press('Escape');
          const button = barMenuButton(page, menu);
          await expect
            .poll(() => button.evaluate((element) => element === document.activeElement))
            .toBe(true);
        }
        // Every link fits the bar at 1280 px: none hides behind a sideways scroll.
        const bar = mainNavigation(page).getByRole('list');
        expect(await bar.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeLessThanOrEqual(0);
      }
    }
  }
}

const COMMON: Stop[] = [
  { link: 'Notifications', heading: 'Notifications' },
  { link: 'Profile', heading: 'Profile Settings' },
];

test('a brand with a plan reaches every page of its navigation, on desktop and at 375 px', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Nadia', 'Brandt');
  await createBrandWithPlan(page, user, 'Navigation Co');
  await walkNavigation(page, 'brand', [
    { link: 'Dashboard', heading: 'Welcome, Nadia!' },
    { link: 'Campaigns', heading: 'My Campaigns' },
    { link: 'Submissions', heading: 'Submissions' },
    { link: 'Analytics', heading: 'Analytics' },
    { link: 'My Network', heading: 'My Network' },
    // The Team page is headed by the workspace's name (the company the owner signed up with).
    { link: 'Team', heading: 'Navigation Co' },
    // Affiliates and QR Codes share the bar's Codes menu (so the bar fits 1280 px).
    { link: 'Affiliates', heading: 'Affiliate Analytics', menu: 'Codes' },
    { link: 'QR Codes', heading: 'QR Codes', menu: 'Codes' },
    { link: 'Messages', heading: 'Messages' },
    ...COMMON,
  ]);
});

test('a creator reaches every page of its navigation, on desktop and at 375 px', async ({ newPage }) => {
  const page = await newPage();
  await createAccount(page, newUser('Cleo', 'Navigator'));
  await walkNavigation(page, 'creator', [
    { link: 'Dashboard', heading: 'Creator Dashboard' },
    { link: 'Browse Campaigns', heading: 'Browse Campaigns' },
    { link: 'My Applications', heading: 'My Applications' },
    { link: 'My Work', heading: 'My Work' },
    { link: 'Points', heading: 'Points Tracker' },
    { link: 'Messages', heading: 'Messages' },
    ...COMMON,
  ]);
});

test('an agent reaches every page of its navigation, on desktop and at 375 px', async ({ newPage }) => {
  const page = await newPage();
  await signInAsDemoAgent(page);
  await walkNavigation(page, 'agent', [
    { link: 'Dashboard', heading: /^Welcome, / },
    { link: 'Agent Hub', heading: 'Agent Hub' },
    { link: 'Campaign Discovery', heading: 'Campaign Discovery' },
    { link: 'My Applications', heading: 'My Applications' },
    { link: 'My Work', heading: 'My Work' },
    { link: 'Messages', heading: 'Messages' },
    ...COMMON,
  ]);
});

test('a super admin reaches every page of its navigation, on desktop and at 375 px', async ({ newPage }) => {
  const page = await newPage();
  await signInAsDemoSuperAdmin(page);
  await page.goto('/admin');
  // The console first asks the admin to confirm who they are (decision 0059).
  await page.getByRole('heading', { level: 1, name: 'Admin Access' }).waitFor();
  await page.getByLabel('Your password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Unlock Admin Console' }).click();
  await page.getByRole('heading', { level: 1, name: 'Admin Console' }).waitFor();
  await walkNavigation(page, 'super-admin', [
    { link: 'Dashboard', heading: 'Welcome, Sam!' },
    { link: 'Admin Console', heading: 'Admin Console' },
    { link: 'Users', heading: 'Admin Console' },
    ...COMMON,
  ]);
});

test('a signed-out visitor finds the plans from the top bar and a plan leads to registration', async ({
  newPage,
}) => {
  const page = await newPage();
  await page.goto('/');
  await mainNavigation(page).getByRole('link', { name: 'Pricing' }).click();
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  await expectCurrent(page, 'Pricing');
  await screenshot(page, 'navigation-pricing-signed-out');
  await page.getByRole('link', { name: 'Choose Basic' }).click();
  await page.waitForURL((url) => url.pathname === '/brand-registration' && url.search === '?plan=basic');
  await page.getByRole('heading', { level: 1, name: 'Choose Your Brand Plan' }).waitFor();

  await page.setViewportSize(MOBILE);
  await openMenu(page);
  await mainNavigation(page).getByRole('link', { name: 'Pricing' }).click();
  await page.getByRole('heading', { level: 1, name: 'Choose Your Plan' }).waitFor();
  await expect.poll(() => page.getByRole('link', { name: /^Choose / }).count()).toBeGreaterThan(1);
});

// Issue 25: the language of the app shell, chosen in the top bar (or the 375 px menu), kept for
// a visitor in this browser and for a member on the account.

const documentLanguage = (page: Page) =>
  page.evaluate(() => `${document.documentElement.lang} ${document.documentElement.dir}`);

async function chooseInTopBar(page: Page, from: string, to: string): Promise<void> {
  await page
    .getByRole('button', { name: `Language: ${from}` })
    .or(page.getByRole('button', { name: `اللغة: ${from}` }))
    .click();
  await page.getByRole('menuitemradio', { name: to }).click();
}

test('a visitor switches to Arabic in the top bar: right to left, Arabic navigation, kept on reload', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: DESKTOP });
  await page.goto('/');
  expect(await documentLanguage(page)).toBe('en ltr');
  await chooseInTopBar(page, 'English', 'العربية');
  await page.getByRole('button', { name: 'اللغة: العربية' }).waitFor();
  expect(await documentLanguage(page)).toBe('ar rtl');
  const arabicNavigation = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
  await arabicNavigation.getByRole('link', { name: 'الأسعار' }).waitFor();
  await page.getByRole('button', { name: 'تسجيل الدخول' }).waitFor();
  await page
    .getByRole('navigation', { name: 'الشروط والتواصل' })
    .getByRole('link', { name: 'شروط الخدمة' })
    .waitFor();

  await page.reload();
  await arabicNavigation.getByRole('link', { name: 'الأسعار' }).waitFor();
  expect(await documentLanguage(page)).toBe('ar rtl');

  // The sign-in card in Arabic, its missing-fields message too.
  await page.goto('/auth?tab=signin');
  const form = page.getByRole('form', { name: 'تسجيل الدخول' });
  await form.getByLabel('البريد الإلكتروني', { exact: true }).waitFor();
  await form.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.getByText('يرجى إدخال البريد الإلكتروني وكلمة المرور كليهما').first().waitFor();
  await screenshot(page, 'navigation-arabic-sign-in');

  // 375 px: no sideways scroll in Arabic; the menu switches back to English.
  await page.setViewportSize(MOBILE);
  await page.goto('/');
  await arabicNavigation.waitFor({ state: 'detached' });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'فتح القائمة' }).click();
  await arabicNavigation.getByRole('link', { name: 'الأسعار' }).waitFor();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, 'navigation-arabic-mobile-menu');
  await page.getByRole('group', { name: 'اللغة' }).getByRole('button', { name: 'English' }).click();
  await mainNavigation(page).getByRole('link', { name: 'Pricing' }).waitFor();
  expect(await documentLanguage(page)).toBe('en ltr');
});

test("a member's language is kept on the account and follows them to a fresh browser", async ({
  newPage,
}) => {
  const user = newUser('Rania', 'Lingua');
  const page = await newPage({ viewport: DESKTOP });
  await createAccount(page, user);
  await page.goto('/dashboard');
  await chooseInTopBar(page, 'English', 'العربية');
  await page.getByRole('button', { name: 'اللغة: العربية' }).waitFor();
  expect(await documentLanguage(page)).toBe('ar rtl');
  await expect.poll(async () => (await getMe(page)).profile?.language, { timeout: 10_000 }).toBe('ar');
  await page
    .getByRole('navigation', { name: 'التنقل الرئيسي' })
    .getByRole('link', { name: 'لوحة التحكم' })
    .waitFor();

  // Another browser: English until the member signs in, then their Arabic.
  const elsewhere = await newPage({ viewport: DESKTOP });
  await elsewhere.goto('/auth?tab=signin');
  expect(await documentLanguage(elsewhere)).toBe('en ltr');
  const form = elsewhere.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  // Signing in, then the Arabic catalog and font, take a moment.
  await elsewhere.getByRole('button', { name: 'اللغة: العربية' }).waitFor();
  expect(await documentLanguage(elsewhere)).toBe('ar rtl');
  expect(await horizontalOverflow(elsewhere)).toBeLessThanOrEqual(0);
});
