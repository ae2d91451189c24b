import type { Me, OutboxEmail, OutboxList, Payment } from '@partnerly/contracts';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { test as base, expect, inject, vi, type TestContext } from 'vitest';
import { launchBrowser, openBrowserContexts } from './browser';
import { expectToast, recordToasts } from './toasts';

export { expect };
export { dismissToasts, expectToast, toastsShown } from './toasts';

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;
export const SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
/** Where a failed test leaves a screenshot of each page it had open. */
const FAILURE_SCREENSHOT_DIR = fileURLToPath(new URL('../test-results/failures/', import.meta.url));

export interface NewPageOptions {
  viewport?: { width: number; height: number };
  colorScheme?: BrowserContextOptions['colorScheme'];
  /** The browser's language ('ar-AE'): navigator.languages and Accept-Language. */
  locale?: string;
}

interface Fixtures {
  baseURL: string;
  browser: Browser;
  /** A page in a fresh browser context (own cookies and storage), closed after the test. */
  newPage: (options?: NewPageOptions) => Promise<Page>;
  /** Automatic: when the test fails, every page still open is saved under FAILURE_SCREENSHOT_DIR. */
  failureScreenshots: void;
}

type TestTask = TestContext['task'];

/** test-results/failures/<file>-<test>.png, then -2, -3... for a failed test's further pages. */
function failureScreenshotPath(
  task: Pick<TestTask, 'name' | 'fullTestName' | 'file'>,
  index: number,
): string {
  const file = path.basename(task.file.name).replace(/\.test\.ts$/, '');
  const slug = `${file}-${task.fullTestName || task.name}`
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 150);
  return path.join(FAILURE_SCREENSHOT_DIR, index === 0 ? `${slug}.png` : `${slug}-${index + 1}.png`);
}

// Pages already saved for a failed test (the newPage teardown and the automatic fixture both look).
const savedFailurePages = new WeakMap<TestTask, Set<Page>>();

/** Saves a full-page screenshot of every open page of these contexts for a failed test. */
async function saveFailureScreenshots(task: TestTask, contexts: BrowserContext[]): Promise<void> {
  const saved = savedFailurePages.get(task) ?? new Set<Page>();
  savedFailurePages.set(task, saved);
  const pages = contexts
    .flatMap((context) => context.pages())
    .filter((page) => !page.isClosed() && !saved.has(page));
  if (pages.length === 0) return;
  await mkdir(FAILURE_SCREENSHOT_DIR, { recursive: true });
  for (const page of pages) {
    const file = failureScreenshotPath(task, saved.size);
    saved.add(page);
    try {
      await page.screenshot({ path: file, fullPage: true, animations: 'disabled', timeout: 10_000 });
      console.warn(`Failure screenshot: ${path.relative(process.cwd(), file)}`);
    } catch (error) {
      // A crashed or hung page cannot be photographed; the test's own error says why it failed.
      console.warn(`No failure screenshot of ${page.url()}: ${(error as Error).message}`);
    }
  }
}

const isFailing = (task: TestTask) => task.result?.state === 'fail';

/**
 * `E2E_CPU_THROTTLE=4` runs every page on a CPU that many times slower (Chromium's DevTools
 * throttling): what a busy CI machine or a cheap phone does to timing, on demand.
 */
const CPU_THROTTLE_RATE = Number(process.env.E2E_CPU_THROTTLE ?? 1);

/**
 * Ends the routes of a context's pages (tests route pages only) without waiting for handlers
 * still running: a handler answering a request of a page being closed would fail, and its
 * rejection would surface as an unhandled error after the test.
 */
async function stopRouting(context: BrowserContext): Promise<void> {
  const open = context.pages().filter((page) => !page.isClosed());
  await Promise.all(open.map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })));
}

/**
 * Removes the page's routes once the handlers still running have answered. A plain
 * `page.unroute` lets the browser continue a request whose handler is still running (it
 * loaded the page again meanwhile, e.g. the refetch on the event stream's `ready`); that
 * handler's `route.fulfill` then fails with 'Route is already handled!'.
 */
export async function unrouteWhenAnswered(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: 'wait' });
}

// The browser logs every 4xx/5xx response (e.g. 401 from /api/me when signed out) as an
// error; those are expected answers, not page faults.
const isNetworkNoise = (text: string) => text.startsWith('Failed to load resource');

// The fixture's own init script (the toast record) runs in every frame; in a sandboxed one,
// such as the dev mailbox's e-mail preview, the browser blocks it and says so, at times.
// That is the sandbox doing its job, not a fault of the page.
const isSandboxNotice = (text: string) =>
  text.startsWith('Blocked script execution in ') && text.includes("'allow-scripts' permission is not set");

// Each browser context stands for a different visitor: the app runs with TRUSTED_PROXY, so
// its per-IP rate limits apply per context, as they would per person.
// The addresses are loopback ones (127.0.0.0/8), as the browser really is on this computer:
// the dev outbox answers loopback clients only.
let visitorCount = 0;
const nextVisitorIp = () => {
  visitorCount += 1;
  return `127.${process.pid % 250}.${Math.floor(visitorCount / 250)}.${(visitorCount % 250) + 1}`;
};

/**
 * The user agent of a person's Chromium: headless Chromium calls itself HeadlessChrome, which
 * bot filters rightly skip (the affiliate tracking counts no crawler), and every context here
 * stands for a person.
 */
const visitorUserAgent = (browser: Browser) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern
  baseURL: [async ({}, use) => use(inject('baseURL')), { scope: 'file' }],
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const browser = await launchBrowser();
      await use(browser);
      await browser.close();
    },
    { scope: 'file' },
  ],
  newPage: async ({ browser, baseURL, task }, use) => {
    const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
    const pageErrors: string[] = [];
    await use(async ({ viewport = DESKTOP, colorScheme = 'light', locale } = {}) => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        colorScheme,
        locale,
        userAgent: visitorUserAgent(browser),
        extraHTTPHeaders: { 'x-forwarded-for': nextVisitorIp() },
      });
      contexts.push(context);
      await recordToasts(context);
      const page = await context.newPage();
      if (CPU_THROTTLE_RATE > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE_RATE });
      }
      page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (
          message.type() === 'error' &&
          !isNetworkNoise(message.text()) &&
          !isSandboxNotice(message.text())
        ) {
          pageErrors.push(`console.error: ${message.text()}`);
        }
      });
      return page;
    });
    // A failed test (or one about to fail for its page errors) leaves its pages on disk first.
    if (isFailing(task) || pageErrors.length > 0) await saveFailureScreenshots(task, contexts);
    await Promise.all(contexts.map(stopRouting));
    await Promise.all(contexts.map((context) => context.close()));
    // An uncaught error or console.error in the page fails the test.
    expect(pageErrors).toEqual([]);
  },
  // Pages of contexts a test opened itself (on the `browser` fixture or launchBrowser()) and left open.
  failureScreenshots: [
    async ({ task }, use) => {
      await use();
      if (isFailing(task)) await saveFailureScreenshots(task, openBrowserContexts());
    },
    { auto: true },
  ],
});

export interface TestUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

let userCount = 0;

/** A new user with a unique e-mail address. */
export function newUser(firstName = 'Ada', lastName = 'Lovelace'): TestUser {
  userCount += 1;
  const unique = `${Date.now().toString(36)}${userCount}`;
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    password: 'secret123',
  };
}

/**
 * Waits for the newest e-mail to `to` whose subject matches, from the app's local outbox.
 * (`vi.waitFor`, not `expect.poll`: set-up in a `beforeAll` hook waits for mail too.)
 */
export async function waitForEmail(to: string, subject: RegExp): Promise<OutboxEmail> {
  // The job worker delivers queued mail within seconds (later on a busy machine).
  return vi.waitFor(
    async () => {
      const response = await fetch(`${inject('baseURL')}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as OutboxList;
      const email = items.find((item) => subject.test(item.subject));
      if (!email) throw new Error(`No e-mail to ${to} matching ${subject}`);
      return email;
    },
    { timeout: 30_000, interval: 250 },
  );
}

/** The code of the sign-up confirmation e-mail to `email` (the newest one). */
export async function confirmationCode(email: string): Promise<string> {
  const mail = await waitForEmail(email.toLowerCase(), /^Your Partnerly confirmation code: \d{6}$/);
  return /(\d{6})$/.exec(mail.subject)![1]!;
}

/** Types the e-mailed code into a sign-up's last step, 'Confirm your email', which signs in. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Confirm your email' });
  await form.waitFor();
  await form.getByLabel('Confirmation code').fill(await confirmationCode(email));
  await form.getByRole('button', { name: 'Confirm Email' }).click();
}

/**
 * Opens the dev mailbox once the outbox holds the e-mail to `to` whose subject matches (one
 * look, no refreshing), and opens that e-mail; answers its HTML preview (an iframe).
 */
export async function openInMailbox(page: Page, to: string, subject: RegExp): Promise<Locator> {
  const email = await waitForEmail(to, subject);
  await page.goto('/dev/mailbox');
  await page
    .getByRole('list', { name: 'E-mails' })
    .getByRole('button', { name: `To: ${email.to}` })
    .filter({ hasText: email.subject })
    .first()
    .click();
  return page.getByTitle(`HTML of "${email.subject}"`, { exact: true });
}

/** Ticks a sign-up form's Terms of Service and Privacy Policy box (the news box stays unticked). */
export async function acceptTermsIn(form: Locator): Promise<void> {
  await form.getByRole('checkbox', { name: /^I agree to the Partnerly Terms of Service/ }).check();
}

/** Signs a creator up through /auth?userType=creator, confirms the e-mail and waits for the dashboard. */
export async function signUp(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth?userType=creator');
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First name', { exact: true }).fill(user.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await acceptTermsIn(form);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await confirmEmail(page, user.email);
  await page.waitForURL('**/dashboard');
}

/** Fills in and sends the sign-in form (on /auth?tab=signin, opened unless on /auth already). */
async function sendSignIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/auth')) await page.goto('/auth?tab=signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Signs in on /auth?tab=signin and waits for the given path (the dashboard by default). */
export async function signIn(page: Page, user: TestUser, landOn = '/dashboard'): Promise<void> {
  await sendSignIn(page, user);
  await page.waitForURL((url) => url.pathname === landOn);
}

/** Tries to sign in on /auth?tab=signin with `user`'s e-mail and password; waits for the 'Error' toast. */
export async function expectSignInRefused(
  page: Page,
  user: Pick<TestUser, 'email' | 'password'>,
): Promise<void> {
  await sendSignIn(page, user);
  await expectToast(page, 'Error');
}

/** What a fast API sign-up sets besides the user's name, e-mail and password. */
export interface ApiAccount {
  userType: 'creator' | 'brand';
  companyName?: string;
  /** true (the default) skips the onboarding wizard. */
  onboardingCompleted?: boolean;
  /** Further sign-up metadata, e.g. a creator's profile fields. */
  [field: string]: unknown;
}

/**
 * Signs `user` up through the API (fast set-up) and confirms the address with the e-mailed
 * code from the same context, which signs it in (as the sign-up forms do).
 */
export async function signUpThroughApi(page: Page, user: TestUser, account: ApiAccount): Promise<void> {
  const origin = new URL(page.url() === 'about:blank' ? inject('baseURL') : page.url()).origin;
  const request = page.context().request;
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email: user.email,
      password: user.password,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      onboardingCompleted: true,
      // The Terms of Service and Privacy Policy box the sign-up forms require.
      acceptedTerms: true,
      ...account,
    },
  });
  if (!response.ok()) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  const confirmed = await request.post('/api/auth/email-otp/verify-email', {
    headers: { origin },
    data: { email: user.email, otp: await confirmationCode(user.email) },
  });
  if (!confirmed.ok())
    throw new Error(`confirmation failed: ${confirmed.status()} ${await confirmed.text()}`);
}

/** Creates a creator account through the API (fast set-up); the page's context is signed in. */
export async function createAccount(page: Page, user: TestUser): Promise<void> {
  await signUpThroughApi(page, user, { userType: 'creator' });
}

/** The signed-in account as GET /api/me answers it. */
export async function getMe(page: Page): Promise<Me> {
  const response = await page.context().request.get('/api/me');
  if (!response.ok()) throw new Error(`/api/me answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Me;
}

/** How far the page is wider than the window (0 or less: no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A small PNG drawn by the browser itself (no file on disk): a blue field with an amber square. */
export async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w!;
      canvas.height = h!;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#2563eb';
      context.fillRect(0, 0, w!, h!);
      context.fillStyle = '#f59e0b';
      context.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL('image/png');
    },
    [width, height],
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Saves a full-page screenshot to test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** The on-screen toast with this title (inside the F8 notifications region). */
export function toastTitled(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });
}

/** Creates a brand account through the API (fast set-up); the page's context is signed in. */
export async function createBrandAccount(page: Page, user: TestUser, companyName: string): Promise<void> {
  await signUpThroughApi(page, user, { userType: 'brand', companyName });
}

/** A brand account (fast set-up) with a plan paid in the sandbox; the page's context is signed in. */
export async function createBrandWithPlan(
  page: Page,
  user: TestUser,
  companyName: string,
  planId: 'basic' | 'premium' = 'basic',
): Promise<void> {
  await createBrandAccount(page, user, companyName);
  await payPlanInSandbox(page, planId);
}

/** Pays a plan in the sandbox checkout as the page's signed-in brand (what its Pay button posts). */
export async function payPlanInSandbox(page: Page, planId: 'basic' | 'premium'): Promise<void> {
  const request = page.context().request;
  const checkout = await request.post('/api/payments/checkout', { data: { planId } });
  if (!checkout.ok()) throw new Error(`checkout failed: ${checkout.status()} ${await checkout.text()}`);
  const { url } = (await checkout.json()) as Payment;
  const paid = await request.post(`${new URL(url!).pathname}/pay`, { maxRedirects: 0 });
  if (paid.status() !== 303) throw new Error(`sandbox payment answered ${paid.status()}`);
}

/** The invitation link e-mailed to `email` (the newest invitation to it). */
export async function invitationLink(email: string): Promise<string> {
  const mail = await waitForEmail(email.toLowerCase(), / invited you to .* on Partnerly$/);
  const link = /https?:\/\/\S+\/invitations\/[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No invitation link in the e-mail to ${email}`);
  return new URL(link).pathname;
}

/**
 * Brings `user` into the workspace of the brand signed in on `ownerPage` with `role`, through
 * the API (fast set-up): the owner invites, `user` signs up as a brand on `page` and accepts
 * the e-mailed link.
 */
export async function joinWorkspaceThroughApi(
  ownerPage: Page,
  page: Page,
  user: TestUser,
  role: 'owner' | 'manager' | 'member',
): Promise<void> {
  const invited = await ownerPage.context().request.post('/api/workspace/invitations', {
    data: { email: user.email, role },
  });
  if (!invited.ok()) throw new Error(`invitation failed: ${invited.status()} ${await invited.text()}`);
  const link = await invitationLink(user.email);
  // A brand sign-up asks for a company name (the workspace's main profile keeps its own).
  await signUpThroughApi(page, user, { userType: 'brand', companyName: 'Colleague' });
  const accepted = await page.context().request.post(`/api${link}/accept`);
  if (!accepted.ok()) throw new Error(`accept failed: ${accepted.status()} ${await accepted.text()}`);
}
