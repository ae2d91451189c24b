import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import {
  acceptTermsIn,
  confirmEmail,
  createAccount,
  expect,
  expectSignInRefused,
  expectToast,
  getMe,
  horizontalOverflow,
  MOBILE,
  newUser,
  screenshot,
  SCREENSHOT_DIR,
  signIn,
  signUpThroughApi,
  test,
  waitForEmail,
} from './fixtures';
import { waitForCreatorDashboard } from './journeys';

// Sign-up through the onboarding wizard, e-mail code sign-in through the top bar's dialog and
// password reset through the e-mailed link (spec 01 sections 2, 4, 5 and 8).

/** A screenshot of what is on screen (the dialogs; the page behind them is not the subject). */
async function dialogScreenshot(page: Page, name: string) {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

test('a creator signs up through the onboarding wizard and lands on the dashboard', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Mia', 'Chen');

  await page.goto('/get-started');
  await page.getByRole('button', { name: /Content Creator/ }).click();
  await page.waitForURL('**/auth?userType=creator');
  await page.getByRole('link', { name: 'Set up your profile step by step' }).click();
  await page.waitForURL('**/onboarding?userType=creator');

  // The type is preset: the wizard starts at the account step, 3 steps in all.
  await page.getByText('Step 1 of 3').waitFor();
  const account = page.getByRole('form', { name: 'Create your account' });
  await account.getByRole('button', { name: 'Continue' }).click();
  await account.getByText('Email is required').waitFor();
  await account.getByText('Password is required').waitFor();
  await account.getByText('You must accept the Terms of Service and Privacy Policy').waitFor();

  await account.getByLabel('First name').fill(user.firstName);
  await account.getByLabel('Last name').fill(user.lastName);
  await account.getByLabel('Email').fill('mia-at-example');
  await account.getByLabel('Password', { exact: true }).fill('abc');
  await account.getByText('Password strength: Weak').waitFor();
  await account.getByRole('button', { name: 'Continue' }).click();
  await account.getByText('Email is invalid').waitFor();
  await account.getByText('Password must be at least 6 characters').waitFor();

  await account.getByLabel('Email').fill(user.email);
  await account.getByLabel('Password', { exact: true }).fill('secret1');
  await account.getByText('Password strength: Medium').waitFor();
  await account.getByLabel('Password', { exact: true }).fill('Secret123');
  await account.getByText('Password strength: Strong').waitFor();
  await account.getByLabel('Confirm password').fill('Secret12');
  await account.getByText('Passwords do not match').waitFor();
  await account.getByLabel('Confirm password').fill('Secret123');
  await acceptTermsIn(account);
  // News and offers by e-mail: an explicit opt-in, unticked until ticked.
  const news = account.getByRole('checkbox', { name: 'Send me news and offers from Partnerly by e-mail' });
  expect(await news.isChecked()).toBe(false);
  await news.check();
  await screenshot(page, 'onboarding-account-desktop');
  await account.getByRole('button', { name: 'Continue' }).click();

  // Continue signs up; the code from the welcome e-mail confirms the address and signs in.
  await expectToast(page, 'Account Created!');
  // Confirm with no code says what is missing; typing clears it.
  const confirmation = page.getByRole('form', { name: 'Confirm your email' });
  await confirmation.getByRole('button', { name: 'Confirm Email' }).click();
  await confirmation.getByText('Please enter the OTP code').waitFor();
  await confirmation.getByLabel('Confirmation code').fill('1');
  await confirmation.getByText('Please enter the OTP code').waitFor({ state: 'detached' });
  await confirmation.getByLabel('Confirmation code').fill('');
  await confirmEmail(page, user.email);

  const profile = page.getByRole('form', { name: 'Set up your creator profile' });
  await page.getByText('Step 2 of 3').waitFor();
  await profile.getByRole('button', { name: 'Complete Setup' }).click();
  await profile.getByText('Please select at least one category').waitFor();

  await profile.getByLabel('Location').fill('Dubai, UAE');
  await profile.getByLabel('Gender').selectOption('female');
  await profile.getByLabel('Bio').fill('x'.repeat(451));
  await profile.getByText('451/500').waitFor();
  expect(await profile.getByText('451/500').getAttribute('class')).toContain('text-amber');
  await profile.getByLabel('Bio').fill('Food and travel stories from the Gulf.');
  await profile.getByLabel('Search categories').fill('meme');
  await profile.getByRole('button', { name: 'Memes & Comedy' }).click();
  await profile.getByLabel('Search categories').fill('');
  await profile.getByRole('button', { name: 'Food', exact: true }).click();
  await profile.getByText('2 of 8 selected').waitFor();
  await screenshot(page, 'onboarding-creator-profile-desktop');
  await profile.getByRole('button', { name: 'Complete Setup' }).click();
  await page.getByRole('heading', { name: "You're all set, Mia!" }).waitFor();
  await page.getByText('Step 3 of 3').waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await waitForCreatorDashboard(page, 'Mia');

  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    userType: 'creator',
    firstName: 'Mia',
    onboardingCompleted: true,
    location: 'Dubai, UAE',
    gender: 'female',
    contentCategories: ['comedy', 'food'],
  });

  // The sign-up recorded what was agreed to: Profile Settings, Privacy tab, 'Your consents'.
  await page.goto('/profile?tab=privacy');
  const consents = page.getByRole('list', { name: 'Consent history' });
  await consents.getByText('Terms of Service: Accepted').waitFor();
  await consents.getByText('Privacy Policy: Accepted').waitFor();
  await consents.getByText('News and offers by e-mail: Opted in').waitFor();
  expect(await consents.getByText('Version of 27 November 2026 · When you signed up').count()).toBe(2);

  // A new version of a document: every signed-in page asks before going on, and the dialog
  // cannot be dismissed. (The server's version has not changed here, so its answer is
  // stood in for until the member accepts.)
  const askedAgain = {
    toAccept: [{ document: 'terms', version: '2026-11-27' }],
    history: [
      {
        subject: 'terms',
        version: '2025-01-01',
        granted: true,
        source: 'sign_up',
        recordedAt: new Date().toISOString(),
      },
    ],
  };
  await page.route('**/api/me/consents', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: askedAgain }) : route.fallback(),
  );
  await page.goto('/dashboard');
  const prompt = page.getByRole('dialog', { name: 'We have updated our terms' });
  await prompt.waitFor();
  await prompt.getByText('Our Terms of Service has changed on 27 November 2026.', { exact: false }).waitFor();
  expect(await prompt.getByRole('link', { name: /Read the Terms of Service/ }).getAttribute('target')).toBe(
    '_blank',
  );
  await page.keyboard.press('Escape');
  await prompt.waitFor();
  const accept = prompt.getByRole('button', { name: 'Accept' });
  expect(await accept.isDisabled()).toBe(true);
  await prompt
    .getByRole('checkbox', { name: 'I have read and agree to the Terms of Service and Privacy Policy' })
    .check();
  await screenshot(page, 'consent-prompt-desktop');
  await page.unroute('**/api/me/consents');
  await accept.click();
  await prompt.waitFor({ state: 'detached' });
  await waitForCreatorDashboard(page, 'Mia');
});

test('the wizard without a type starts at step 1; Agency is Coming Soon', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  await page.goto('/onboarding');
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByRole('button', { name: /Agency/ }).click({ force: true });
  await expectToast(page, 'Coming Soon');
  await screenshot(page, 'onboarding-type-mobile');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: /Brand/ }).click();
  await page.getByText('Step 2 of 5').waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByText('Step 1 of 4').waitFor();
  await page.getByRole('button', { name: /Content Creator/ }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await page.getByRole('form', { name: 'Create your account' }).waitFor();
  await screenshot(page, 'onboarding-account-mobile');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('a brand with unfinished onboarding is sent to it after sign-in, then to the plans', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Bea', 'Stone');
  await page.goto('/');
  await signUpThroughApi(page, user, {
    userType: 'brand',
    companyName: 'Stone Goods',
    onboardingCompleted: false,
  });
  await page.context().clearCookies();

  await page.goto('/auth?tab=signin');
  await signIn(page, user, '/onboarding');
  expect(new URL(page.url()).searchParams.get('userType')).toBe('brand');
  await page.getByText('Step 2 of 4').waitFor();
  const profile = page.getByRole('form', { name: 'Tell us about your brand' });
  await expect.poll(() => profile.getByLabel('Company name').inputValue()).toBe('Stone Goods');
  await profile.getByLabel('Website URL').fill('stonegoods.example');
  await profile.getByLabel('Instagram business profile').fill('@stonegoods');
  await expect.poll(() => profile.getByLabel('Instagram business profile').inputValue()).toBe('stonegoods');
  await profile.getByLabel('Location').fill('Abu Dhabi');
  await profile.getByRole('button', { name: 'Home', exact: true }).click();
  await screenshot(page, 'onboarding-brand-profile-desktop');
  await profile.getByRole('button', { name: 'Continue' }).click();
  // Then the wizard's plan step (payment follows in onboarding-payment.test.ts).
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();

  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    companyName: 'Stone Goods',
    websiteUrl: 'https://stonegoods.example',
    instagramBusinessProfile: 'stonegoods',
    onboardingCompleted: true,
  });
});

test('e-mail code sign-in through the top bar dialog', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Omar', 'Haddad');
  await createAccount(page, user);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Partnerly' });
  await dialog.getByText('Connect. Collaborate. Create amazing campaigns.').waitFor();
  await dialog.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Error', { description: 'Please enter email and password' });
  await dialog.getByLabel('Email', { exact: true }).fill('omar@nowhere');
  await dialog.getByLabel('Password', { exact: true }).fill('whatever');
  await dialog.getByRole('form', { name: 'Sign in' }).getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Invalid Email');

  // Google and e-mail codes are for creators: the brand view hides the code button.
  await dialog.getByRole('button', { name: 'Brand' }).click();
  await dialog.getByRole('button', { name: 'Sign In with Email Code' }).waitFor({ state: 'detached' });
  await dialog.getByRole('button', { name: 'Creator' }).click();
  await dialogScreenshot(page, 'sign-in-dialog-desktop');
  await dialog.getByRole('button', { name: 'Sign In with Email Code' }).click();

  const otpDialog = page.getByRole('dialog', { name: 'Sign In with Email Code' });
  await otpDialog.getByRole('button', { name: 'Send Code' }).click();
  await expectToast(page, 'Error');
  await otpDialog.getByLabel('Email', { exact: true }).fill(user.email);
  await otpDialog.getByRole('button', { name: 'Send Code' }).click();
  await expectToast(page, 'OTP Sent!', { description: 'Check your email for the login code.' });

  const email = await waitForEmail(user.email, /sign-in code/);
  const code = /\b(\d{6})\b/.exec(email.subject)?.[1];
  expect(code).toMatch(/^\d{6}$/);

  const codeField = otpDialog.getByLabel('Verification code');
  const verify = otpDialog.getByRole('button', { name: 'Verify & Sign In' });
  // Verify waits for 6 digits; Enter on the empty field says what is missing.
  expect(await verify.isDisabled()).toBe(true);
  await codeField.press('Enter');
  await otpDialog.getByText('Please enter the OTP code').waitFor();
  await codeField.fill('12ab3');
  await expect.poll(() => codeField.inputValue()).toBe('123');
  await expect.poll(() => verify.isDisabled()).toBe(true);
  // A wrong code is refused in plain words.
  await codeField.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await verify.click();
  await expectToast(page, 'Error', { description: 'That code is not valid' });
  await codeField.fill(`${code}99`);
  await expect.poll(() => codeField.inputValue()).toBe(code);
  await expect.poll(() => verify.isEnabled()).toBe(true);
  await dialogScreenshot(page, 'sign-in-dialog-code-desktop');
  await verify.click();
  await otpDialog.waitFor({ state: 'detached' });
  await waitForCreatorDashboard(page, 'Omar');
  // (The dashboard's own toast may replace it at once: one toast at a time.)
  await expectToast(page, 'Success!', { description: "You've been signed in successfully." });
});

test("the sign-up e-mail's link confirms the address and the page says so", async ({ newPage, baseURL }) => {
  const page = await newPage();
  const user = newUser('Lina', 'Saleh');
  const signedUp = await page.context().request.post('/api/auth/sign-up/email', {
    headers: { origin: new URL(baseURL).origin },
    data: {
      email: user.email,
      password: user.password,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      userType: 'creator',
      onboardingCompleted: true,
      acceptedTerms: true,
    },
  });
  expect(signedUp.ok()).toBe(true);
  const mail = await waitForEmail(user.email, /^Your Partnerly confirmation code/);
  const link = new URL(/(https?:\/\/\S+\/api\/auth\/verify-email\?\S+)/.exec(mail.text)![1]!);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL((url) => url.pathname === '/dashboard');
  await expectToast(page, 'Email confirmed', { description: 'Your e-mail address is confirmed.' });

  // A link that does not confirm (here tampered with): the page says so and offers signing in.
  await page.context().clearCookies();
  link.searchParams.set('token', `${link.searchParams.get('token')}x`);
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL((url) => url.pathname === '/auth');
  await expectToast(page, 'Link not valid');
});

test('password reset through the e-mailed link, then sign-in with the new password', async ({ newPage }) => {
  const page = await newPage({ viewport: MOBILE });
  const user = newUser('Lena', 'Fischer');
  await createAccount(page, user);
  await page.context().clearCookies();

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome to Partnerly' });
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset Password' });
  await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await page.getByText('Please enter your email address', { exact: true }).first().waitFor();
  await resetDialog.getByLabel('Email', { exact: true }).fill(user.email);
  await resetDialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password Reset Sent!');
  await resetDialog.getByRole('heading', { name: 'Check Your Email' }).waitFor();
  await dialogScreenshot(page, 'sign-in-dialog-reset-sent-mobile');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await resetDialog.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.getByRole('dialog', { name: 'Welcome to Partnerly' }).waitFor();
  await page.keyboard.press('Escape');

  const email = await waitForEmail(user.email, /Reset your Partnerly password/);
  const link = /(https?:\/\/\S+\/auth\?type=recovery&token=\S+)/.exec(email.text)?.[1];
  expect(link).toBeDefined();
  await page.goto(link!);

  const form = page.getByRole('form', { name: 'Set a new password' });
  await form.getByLabel('New password', { exact: true }).fill('fresh-pass-1');
  await form.getByLabel('Confirm new password').fill('fresh-pass-2');
  await form.getByText('Passwords do not match').waitFor();
  await form.getByLabel('Confirm new password').fill('fresh-pass-1');
  await screenshot(page, 'auth-recovery-mobile');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password Updated');
  await page.waitForURL((url) => url.searchParams.get('tab') === 'signin' && !url.searchParams.has('token'));

  // The old password no longer works; the new one does.
  await expectSignInRefused(page, user);
  await signIn(page, { ...user, password: 'fresh-pass-1' });
  await waitForCreatorDashboard(page, 'Lena');

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link!);
  await form.getByLabel('New password', { exact: true }).fill('another-pass');
  await form.getByLabel('Confirm new password').fill('another-pass');
  await form.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Error');
});

test('the auth card opens the working reset and e-mail code flows', async ({ newPage }) => {
  const page = await newPage();
  await page.goto('/auth?userType=creator&tab=signin');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
  await page.getByRole('button', { name: 'Back to Sign In' }).click();
  await page.getByRole('button', { name: 'Sign In with Email Code' }).click();
  await page.getByRole('form', { name: 'Email code' }).waitFor();
  await screenshot(page, 'auth-card-email-code-desktop');

  await page.goto('/auth?userType=brand&tab=signin');
  await page.getByRole('button', { name: 'Forgot your password?' }).waitFor();
  expect(await page.getByRole('button', { name: 'Sign In with Email Code' }).count()).toBe(0);

  await page.goto('/auth?userType=creator&error=account_not_linked');
  await page.getByText('An account with this e-mail already exists.', { exact: false }).waitFor();
});

// Issue 25: a visitor who chose Arabic before signing up gets an account in Arabic.
test('a visitor signs up on the Arabic auth card and the new account is in Arabic', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Salma', 'Aziz');
  await page.goto('/auth?userType=creator');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();

  const form = page.getByRole('form', { name: 'إنشاء حساب' });
  await form.getByText('إنشاء حساب صانع محتوى').waitFor();
  // Names and password by their autocomplete: their labels belong to shared fields.
  await form.locator('input[autocomplete="given-name"]').fill(user.firstName);
  await form.locator('input[autocomplete="family-name"]').fill(user.lastName);
  await form.getByLabel('البريد الإلكتروني', { exact: true }).fill(user.email);
  await form.locator('input[autocomplete="new-password"]').first().fill(user.password);
  await form.getByRole('checkbox', { name: /^أوافق على شروط الخدمة/ }).check();
  // (The toast helper listens to the English 'Notifications' region: the answer is checked instead.)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-up/email'));
  await form.getByRole('button', { name: 'إنشاء الحساب' }).click();
  const answer = await answered;
  expect(answer.request().postDataJSON()).toMatchObject({ email: user.email, language: 'ar' });
  expect(answer.ok()).toBe(true);

  // The confirmation e-mail is in Arabic already. Confirmed (and signed in) through the API: the
  // account keeps the Arabic it was made in.
  const mail = await waitForEmail(user.email.toLowerCase(), /^رمز التأكيد من Partnerly: \d{6}$/);
  const confirmed = await page.context().request.post('/api/auth/email-otp/verify-email', {
    headers: { origin: new URL(page.url()).origin },
    data: { email: user.email, otp: /(\d{6})$/.exec(mail.subject)![1] },
  });
  expect(confirmed.ok()).toBe(true);
  expect((await getMe(page)).profile?.language).toBe('ar');
});
