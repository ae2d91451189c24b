import type { Page } from 'playwright-core';
import { MOBILE, expect, horizontalOverflow, test, unrouteWhenAnswered } from './fixtures';

const AUTH_CHUNK = '**/assets/auth-route-*.js';

test("/get-started at 375 px: 'What happens next?', the set-up overlay, Back to Home", async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/get-started');
  await page.getByRole('heading', { level: 1, name: 'Choose your account type' }).waitFor();
  const next = page.getByRole('region', { name: 'What happens next?' });
  for (const text of ['Account setup', '2 minutes', 'Profile details', '3-4 minutes', 'Ready to go']) {
    await next.getByText(text, { exact: true }).waitFor();
  }
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  // While the creator sign-up page downloads, the overlay explains the wait.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(AUTH_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: /Content Creator/ }).click();
  const overlay = page.getByRole('status').filter({ hasText: 'Setting up your creator account...' });
  await overlay.waitFor();
  await overlay.getByText('This will just take a moment', { exact: true }).waitFor();
  release();
  await page.waitForURL('**/auth?userType=creator');
  await page.getByRole('form', { name: 'Sign up' }).waitFor();
  expect(await overlay.count()).toBe(0);
  await unrouteWhenAnswered(page);

  await page.goBack();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.getByRole('heading', { level: 1, name: /Where brands and creators/ }).waitFor();
});

test('/auth at 375 px fits the screen on both tabs, for creators and brands', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  for (const path of ['/auth?userType=creator', '/auth?userType=brand', '/auth?tab=signin']) {
    await page.goto(path);
    await page.getByRole('tab', { name: 'Sign Up' }).waitFor();
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: 'Sign In' }).click();
    await page.getByRole('form', { name: 'Sign in' }).waitFor();
    expect(await horizontalOverflow(page), `${path} sign-in`).toBeLessThanOrEqual(0);
  }
});

/** A page whose /api/config says whether Google sign-in is configured. */
async function pageWithGoogle(newPage: () => Promise<Page>, isGoogleEnabled: boolean) {
  const page = await newPage();
  let configReads = 0;
  await page.route('**/api/config', async (route) => {
    configReads += 1;
    await route.fulfill({
      json: {
        isGoogleEnabled,
        isOutboxMail: true,
        supportEmail: 'support@partnerly.local',
        fileStorage: { kind: 'server' },
      },
    });
  });
  return { page, configReads: () => configReads };
}

test('the Google button is for creators only, and only when Google is configured', async ({ newPage }) => {
  const { page, configReads } = await pageWithGoogle(newPage, true);

  // Creator sign-up and sign-in on the auth card.
  await page.goto('/auth?userType=creator');
  await page.getByRole('button', { name: 'Sign up with Google' }).waitFor();
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: 'Sign in with Google' }).waitFor();

  // Brand: neither tab offers it.
  await page.goto('/auth?userType=brand');
  await page.getByRole('form', { name: 'Sign up' }).getByLabel('Company name').waitFor();
  expect(await page.getByRole('button', { name: /with Google/ }).count()).toBe(0);
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByRole('form', { name: 'Sign in' }).waitFor();
  expect(await page.getByRole('button', { name: /with Google/ }).count()).toBe(0);

  // The top bar's dialog: shown in the Creator view, hidden in the Brand view.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Partnerly' });
  await dialog.getByRole('button', { name: 'Sign in with Google' }).waitFor();
  await dialog.getByRole('button', { name: 'Brand', exact: true }).click();
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  expect(await dialog.getByRole('button', { name: /with Google/ }).count()).toBe(0);
  expect(configReads()).toBeGreaterThan(0);

  // Without Google configured, creators do not see it either. The reset card's mailbox hint
  // comes from the same answer: once it shows, the answer is in, and the forms that follow
  // render with it (no button can still be on its way).
  const plain = await pageWithGoogle(newPage, false);
  await plain.page.goto('/auth?userType=creator&tab=signin');
  await plain.page.getByRole('button', { name: 'Forgot your password?' }).click();
  const reset = plain.page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await reset.getByRole('button', { name: 'Send Reset Link' }).click();
  await plain.page.getByRole('link', { name: 'local mailbox' }).waitFor();
  await plain.page.getByRole('button', { name: 'Back to Sign In' }).click();
  await plain.page.getByRole('form', { name: 'Sign in' }).waitFor();
  expect(await plain.page.getByRole('button', { name: /with Google/ }).count()).toBe(0);
  await plain.page.getByRole('tab', { name: 'Sign Up' }).click();
  await plain.page.getByRole('form', { name: 'Sign up' }).waitFor();
  expect(await plain.page.getByRole('button', { name: /with Google/ }).count()).toBe(0);
});
