import {
  DESKTOP,
  MOBILE,
  createAccount,
  expect,
  expectToast,
  newUser,
  openInMailbox,
  signUp,
  test,
  toastTitled,
  unrouteWhenAnswered,
} from './fixtures';
import { waitForCreatorDashboard } from './journeys';

test('every SPA path is answered with the app, API paths are not', async ({ baseURL }) => {
  for (const pathname of [
    '/',
    '/campaigns',
    '/dashboard',
    '/auth?userType=creator',
    // (/r/{code} has its own entry and answers 404 for a malformed code: e2e/redemption.test.ts.)
    '/a/deep/link',
  ]) {
    const response = await fetch(`${baseURL}${pathname}`);
    expect(response.status, pathname).toBe(200);
    expect(response.headers.get('content-type'), pathname).toContain('text/html');
    expect(await response.text(), pathname).toContain('<div id="root"></div>');
  }
  const api = await fetch(`${baseURL}/api/no-such-route`);
  expect(api.status).toBe(404);
  expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
});

test('an unknown path shows Not found with a way home', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/no-such-page');
  await page.getByRole('heading', { name: 'Not found' }).waitFor();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await page.getByRole('heading', { name: /Where brands and creators/ }).waitFor();
});

test('the theme toggle is remembered across a reload', async ({ newPage }) => {
  const page = await newPage({ colorScheme: 'light' });
  await page.goto('/');
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(await isDark()).toBe(false);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(isDark).toBe(true);
  await page.reload();
  await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
  expect(await isDark()).toBe(true);
});

test('/r/ pages show the reduced top bar (logo only)', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/r/ABC123');
  await page.getByRole('link', { name: 'Partnerly home' }).waitFor();
  expect(await page.getByRole('banner').getByRole('link').count()).toBe(1);
  expect(await page.getByRole('button', { name: /theme/ }).count()).toBe(0);
});

test('below 768 px the top bar collapses into a menu', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('link', { name: 'Get Started' }).click();
  await page.waitForURL((url) => url.pathname === '/get-started');
  // Navigating closes the menu (the address changes first, then the page renders).
  await menu.waitFor({ state: 'detached' });

  const desktop = await newPage({ viewport: DESKTOP });
  await desktop.goto('/');
  await desktop.getByRole('banner').getByRole('link', { name: 'Get Started' }).waitFor();
  expect(await desktop.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
});

test('the dev mailbox shows the welcome e-mail with its confirmation code, its HTML sandboxed', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Omar', 'Saleh');
  await signUp(page, user);

  // The welcome e-mail is queued at sign-up and written by the job worker (it polls every
  // 2 s, later on a busy machine): the mailbox is opened once the outbox holds it.
  const preview = await openInMailbox(page, user.email, /^Your Partnerly confirmation code/);
  expect(await preview.getAttribute('sandbox')).toBe('');
  await preview.contentFrame().getByText('Confirm my e-mail address').waitFor();
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByText(/Welcome to Partnerly\. To finish creating your account, enter this code/).waitFor();
});

test('the dev mailbox explains why the outbox is off', async ({ newPage }) => {
  const page = await newPage();
  // The test server runs with the outbox; SMTP mode answers 404 with its reason, as simulated here.
  const reason = 'The outbox is off: e-mail is delivered over SMTP';
  await page.route('**/api/dev/outbox', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: reason } } }),
  );
  await page.goto('/dev/mailbox');
  await page.getByRole('alert').filter({ hasText: 'No local outbox' }).getByText(reason).waitFor();
});

test('the dev mailbox refuses a browser on another computer, saying why', async ({ newPage }) => {
  const page = await newPage();
  // The test server trusts X-Forwarded-For (TRUSTED_PROXY): this visitor is not on this computer.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.7' });
  await page.goto('/dev/mailbox');
  const alert = page.getByRole('alert').filter({ hasText: 'Not available from this computer' });
  await alert.getByText(/only served to the computer running Partnerly/).waitFor();
  expect(await page.getByRole('list', { name: 'E-mails' }).count()).toBe(0);
});

test('choosing Agency explains it is coming soon', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/get-started');
  // Agency is shown disabled (aria-disabled) but still answers, from the keyboard too.
  await page.getByRole('button', { name: /Agency/ }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Coming Soon');
  expect(new URL(page.url()).pathname).toBe('/get-started');
});

test('toasts: one at a time, F8 moves focus to them, they close by themselves', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Partnerly' });
  const signIn = dialog.getByRole('form', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  // The open dialog hides the page (and its toast region) from assistive tech: find toasts by class.
  const toasts = page.locator('.toast-root');
  await toasts.getByText('Please enter email and password', { exact: true }).waitFor();
  await signIn.getByLabel('Email', { exact: true }).fill('not-an-address');
  await signIn.getByLabel('Password', { exact: true }).fill('secret123');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await toasts.getByText('Invalid Email', { exact: true }).waitFor();
  // The new toast replaced the previous one.
  await expect.poll(() => toasts.count()).toBe(1);
  expect(await toasts.getByText('Please enter email and password', { exact: true }).count()).toBe(0);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await page.getByRole('button', { name: /Agency/ }).focus();
  await page.keyboard.press('Enter');
  await toastTitled(page, 'Coming Soon').waitFor();
  await page.keyboard.press('F8');
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest('[role="region"]')?.getAttribute('aria-label') ?? '',
      ),
    )
    .toBe('Notifications (F8)');
  // Default duration 5 s: the toast goes away without being touched (focus pauses it, so move on).
  await page.getByRole('heading', { level: 1, name: 'Choose your account type' }).click();
  await toastTitled(page, 'Coming Soon').waitFor({ state: 'detached', timeout: 15_000 });
});

test("a failure of the page frame itself shows 'Unexpected Application Error!'", async ({
  browser,
  baseURL,
}) => {
  // This test breaks the page on purpose: its own context, whose console errors are checked here.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      pageErrors.push(message.text());
    }
  });
  await createAccount(page, newUser('Huda', 'Nasser'));
  // The frame loads live notifications for signed-in visitors; make that module break.
  const chunk = '**/assets/live-notifications-*.js';
  await page.route(chunk, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("Broken frame");' }),
  );
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Unexpected Application Error!' }).waitFor();
  await page.getByText('The application could not show this page.', { exact: true }).waitFor();
  // The whole page is the error screen: no top bar.
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');

  await unrouteWhenAnswered(page);
  await page.getByRole('button', { name: 'Reload Page' }).click();
  await waitForCreatorDashboard(page, 'Huda');
  // The only errors logged were the broken module's.
  expect(pageErrors.length).toBeGreaterThan(0);
  expect(pageErrors.filter((text) => !text.includes('Broken frame'))).toEqual([]);
  await context.close();
});
