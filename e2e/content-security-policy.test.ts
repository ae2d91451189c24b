import type { Page } from 'playwright-core';
import {
  createAccount,
  createBrandAccount,
  expect,
  expectToast,
  newUser,
  openInMailbox,
  test,
} from './fixtures';
import { openLive, uploadCreatorPhoto, waitForCreatorDashboard } from './journeys';

// Issue: a strict Content-Security-Policy on every response (scripts from this origin only,
// no inline script; decision 0027). The built app must run under it without a single
// violation: each screen below is visited while the page reports every
// `securitypolicyviolation` event and every console message about the policy. (The newPage
// fixture also fails a test on any console error.)

/** Records the page's CSP violations from now on, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      void report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

test('the policy is enforced: an injected inline script is blocked and reported', async ({
  browser,
  baseURL,
}) => {
  // Its own context: the blocked script logs a console error, which newPage pages may not.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const violations = await recordViolations(page);
  await page.goto('/');
  await page.getByRole('heading', { name: /Where brands and creators/ }).waitFor();
  expect(violations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.head.append(script);
  });
  await expect
    .poll(() => violations.some((text) => text.includes('script-src-elem blocked inline')))
    .toBe(true);
  expect(await page.evaluate(() => 'inlineScriptRan' in window)).toBe(false);
  await context.close();
});

test('a visitor and a creator see the landing page, the auth card, the dashboard, the photo crop and the mailbox with no CSP violation', async ({
  newPage,
}) => {
  const page = await newPage();
  const violations = await recordViolations(page);

  await page.goto('/');
  await page.getByRole('heading', { name: /Where brands and creators/ }).waitFor();
  await page.goto('/auth?userType=creator');
  await page.getByRole('form', { name: 'Sign up' }).getByLabel('Email', { exact: true }).waitFor();
  await page.goto('/auth?tab=signin');
  await page.getByRole('form', { name: 'Sign in' }).getByLabel('Password', { exact: true }).waitFor();

  const user = newUser('Salma', 'Haddad');
  await createAccount(page, user);
  await openLive(page, '/creator-dashboard');
  await waitForCreatorDashboard(page, 'Salma');

  // A dialog (its scroll lock adds a <style> element), the cropper and a blob: preview, then
  // the saved photo from /api/uploads.
  await page.goto('/profile?tab=profile');
  await uploadCreatorPhoto(page, 300);
  const photo = page.getByRole('img', { name: 'Profile photo of Salma Haddad' });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // The dev mailbox and the welcome e-mail (its confirmation code) in its preview frame,
  // with its inline styles.
  const preview = await openInMailbox(page, user.email, /^Your Partnerly confirmation code/);
  await preview.contentFrame().getByText('Confirm my e-mail address').waitFor();

  expect(violations).toEqual([]);
});

test('a brand pays on the sandbox checkout page and opens the campaign form with no CSP violation', async ({
  newPage,
}) => {
  const page = await newPage();
  const violations = await recordViolations(page);
  await createBrandAccount(page, newUser('Karim', 'Nasser'), 'Nasser Dates');

  // The checkout page is HTML written by the API itself, with a nonce-carrying <style>.
  const checkout = await page.context().request.post('/api/payments/checkout', { data: { planId: 'basic' } });
  expect(checkout.status()).toBe(201);
  await page.goto((await checkout.json()).url as string);
  await page.getByText('Sandbox payment: no card is charged').waitFor();
  expect(
    await page
      .getByRole('button', { name: 'Pay', exact: true })
      .evaluate((button) => getComputedStyle(button).backgroundColor),
  ).toBe('rgb(24, 24, 27)');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectToast(page, 'Payment Successful!');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await page.getByRole('heading', { name: 'Welcome, Karim!' }).waitFor();

  await page.goto('/dashboard?tab=campaigns');
  await page.getByRole('button', { name: 'Create Campaign' }).click();
  await page.getByRole('dialog', { name: 'Create Campaign' }).waitFor();

  expect(violations).toEqual([]);
});
