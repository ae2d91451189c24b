import { expect, expectToast, newUser, signIn, signUp, test } from './fixtures';
import { waitForCreatorDashboard } from './journeys';

test('a creator signs up, signs out from the avatar menu and signs in again', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Ada', 'Lovelace');

  // From the account-type chooser to the creator sign-up form.
  await page.goto('/get-started');
  await page.getByRole('button', { name: /Content Creator/ }).click();
  await page.waitForURL('**/auth?userType=creator');
  await signUp(page, user);
  // A creator's home is the creator dashboard: the greeting and the four stat cards, all at zero.
  await waitForCreatorDashboard(page, 'Ada');
  await expect.poll(() => page.title()).toBe('Creator Dashboard · Partnerly');
  const figures = page.getByRole('region', { name: 'Your figures' });
  await figures.getByText('AED 0', { exact: true }).waitFor();
  expect(await figures.locator('dt').allTextContents()).toEqual([
    'Applications',
    'Approved',
    'Active Codes',
    'Earnings this month',
  ]);
  const tabs = page.getByRole('tablist', { name: 'Creator dashboard' }).getByRole('tab');
  expect(await tabs.allTextContents()).toEqual([
    'Dashboard',
    'Campaigns',
    'Workspace',
    'Calendar',
    'Affiliate Hub',
  ]);

  // Sign-out forgets the account's local keys (spec 01 section 3).
  const keys = ['selectedBrandProfile', 'pendingOAuthUserType', 'postOAuthUserType'];
  await page.evaluate((names) => names.forEach((name) => localStorage.setItem(name, 'x')), keys);
  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed Out', { description: 'Signed out successfully' });
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate((names) => names.map((name) => localStorage.getItem(name)), keys)).toEqual([
    null,
    null,
    null,
  ]);
  // The top bar's Sign In opens the sign-in dialog.
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Partnerly' });
  await dialog.getByLabel('Email', { exact: true }).fill(user.email);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await dialog.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await waitForCreatorDashboard(page, 'Ada');
  await expectToast(page, 'Welcome back!');
  // Avatar initials: first + last name.
  expect(await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).textContent()).toBe('AL');
});

test('a signed-out deep link to /dashboard goes to sign-in and back after it', async ({ newPage }) => {
  const setup = await newPage();
  const user = newUser('Grace', 'Hopper');
  await signUp(setup, user);

  const page = await newPage();
  await page.goto('/dashboard');
  await page.waitForURL(
    (url) => url.pathname === '/auth' && url.searchParams.get('redirectTo') === '/dashboard',
  );
  await signIn(page, user);
  await waitForCreatorDashboard(page, 'Grace');
});

test('the auth card checks its fields with the spec messages', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/auth?tab=signin');
  const signInForm = page.getByRole('form', { name: 'Sign in' });
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Missing Information');

  await signInForm.getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await signInForm.getByLabel('Password', { exact: true }).fill('wrong-password');
  await signInForm.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Error');

  await page.goto('/auth?userType=brand');
  const signUpForm = page.getByRole('form', { name: 'Sign up' });
  await signUpForm.getByLabel('Password', { exact: true }).fill('secret123');
  await signUpForm.getByLabel('Confirm password', { exact: true }).fill('secret12');
  await signUpForm.getByText('Passwords do not match').waitFor();
  await signUpForm.getByLabel('Confirm password', { exact: true }).fill('secret123');
  await signUpForm.getByText('Passwords do not match').waitFor({ state: 'detached' });
});

test('/auth without an account type or session starts at the chooser', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/auth');
  await page.waitForURL((url) => url.pathname === '/get-started');
  await page.getByRole('heading', { name: 'Choose your account type' }).waitFor();
});
