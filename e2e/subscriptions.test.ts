import type { Payment } from '@partnerly/contracts';
import type { Page } from 'playwright-core';
import {
  acceptTermsIn,
  confirmEmail,
  createAccount,
  createBrandAccount,
  expect,
  expectToast,
  getMe,
  MOBILE,
  newUser,
  screenshot,
  test,
  toastsShown,
  unrouteWhenAnswered,
} from './fixtures';
import { sendEnterpriseInquiry, waitForCreatorDashboard } from './journeys';

// Brand subscriptions in the browser: registration with the sandbox checkout, a cancelled
// checkout, and cancelling an active plan (issue 4).

const SANDBOX_CHECKOUT = /\/api\/payments\/sandbox\/checkout\//;

/** Chooses a plan on /pricing and waits for the sandbox checkout page. */
async function openCheckout(page: Page, planName: 'Basic' | 'Premium'): Promise<void> {
  await page.goto('/pricing');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('Sandbox payment: no card is charged').waitFor();
}

async function subscriptionPanel(page: Page) {
  await page.goto('/profile?tab=account');
  const panel = page.getByRole('region', { name: 'Subscription' });
  await panel.getByRole('heading', { name: 'Subscription' }).waitFor();
  return panel;
}

test('a brand registers, pays in the sandbox and reaches the dashboard with the plan active', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Nadia', 'Haddad');
  // Brand on the account-type chooser leads to the plans and registration (spec 01 section 2).
  await page.goto('/get-started');
  await page.getByRole('button', { name: /Brand/ }).click();
  await page.waitForURL((url) => url.pathname === '/brand-registration');
  await page.getByRole('heading', { name: 'Choose Your Brand Plan' }).waitFor();
  const form = page.getByRole('form', { name: 'Brand registration' });

  // The spec's checks: missing fields, then a password mismatch (inline while typing).
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Missing Information');
  await form.getByLabel('First name', { exact: true }).fill(user.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await form.getByLabel('Company name', { exact: true }).fill('Cedar Coffee');
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password', { exact: true }).fill('secret12');
  await form.getByText('Passwords do not match').waitFor();
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Password Mismatch');
  await form.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await form.getByText('Passwords do not match').waitFor({ state: 'detached' });
  // The Terms of Service and Privacy Policy box is required; the news box is not.
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await form.getByText('You must accept the Terms of Service and Privacy Policy').waitFor();
  await acceptTermsIn(form);
  await form
    .getByText('You must accept the Terms of Service and Privacy Policy')
    .waitFor({ state: 'detached' });

  // Premium is recommended and chosen by default; pick it explicitly all the same.
  await page.getByRole('radio', { name: /^Premium plan/ }).check();
  await form.getByText('Premium plan', { exact: true }).waitFor();
  await screenshot(page, 'brand-registration-desktop');

  // A refusal shows the server's own words (here its rate limit, simulated), not a generic text.
  const TOO_MANY = 'Too many requests. Please try again later.';
  await page.route('**/api/auth/sign-up/email', (route) =>
    route.fulfill({ status: 429, json: { error: { code: 'TOO_MANY_REQUESTS', message: TOO_MANY } } }),
  );
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Registration Error', { description: TOO_MANY });
  await unrouteWhenAnswered(page);

  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  // The e-mailed code confirms the address and signs in; then the checkout opens.
  await expectToast(page, 'Account Created!');
  await confirmEmail(page, user.email);

  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('AED 530').waitFor();
  await screenshot(page, 'sandbox-checkout-desktop');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/payment-callback');
  const paymentId = new URL(page.url()).searchParams.get('payment_id');
  await page.getByRole('heading', { name: 'Processing Payment' }).waitFor();
  await expectToast(page, 'Payment Successful!');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The dashboard notifier has run (it records the new brand as greeted) and left the
  // payment's toast alone: no new-user welcome replaces it.
  const me = await getMe(page);
  await page.waitForFunction(
    (id) => (localStorage.getItem('partnerly-welcomed-users') ?? '').includes(id),
    me.user.id,
  );
  expect(toastsShown(page).map((toast) => toast.title)).not.toContain('Welcome to Partnerly!');

  const mine = await page.context().request.get('/api/subscriptions/me');
  expect(await mine.json()).toMatchObject({
    subscription: { planId: 'premium', status: 'active' },
    limits: { hasActiveSubscription: true, planName: 'Premium' },
  });
  const panel = await subscriptionPanel(page);
  await panel.getByText('Active', { exact: true }).waitFor();
  await panel.getByText('Premium', { exact: true }).waitFor();
  await panel.getByRole('progressbar', { name: 'Campaign posts this cycle' }).waitFor();
  await screenshot(page, 'subscription-panel-active-desktop');

  // The result screens read the same verified payment.
  await page.goto(`/payment-success?payment_id=${paymentId}`);
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByText('Subscription activated').waitFor();
  await page.getByRole('link', { name: 'Continue to Dashboard' }).waitFor();
  await page.goto(`/brand-registration/complete?payment_id=${paymentId}&plan_id=premium`);
  await page.getByRole('heading', { name: 'Account Created!' }).waitFor();
  await page.getByText('Payment confirmed').waitFor();
  // Then on through /auth, which sends a brand with onboarding to finish there.
  await page.waitForURL((url) => url.pathname === '/onboarding');

  // An active brand has no business on /pricing.
  await page.goto('/pricing');
  await page.waitForURL((url) => url.pathname === '/dashboard');
});

test('Cancel on the sandbox checkout lands on /subscription-failed with reason cancelled', async ({
  newPage,
}) => {
  const page = await newPage({ viewport: MOBILE });
  // The completion screen needs a payment id.
  await page.goto('/brand-registration-success');
  await expectToast(page, 'Invalid Access');
  await page.waitForURL((url) => url.pathname === '/brand-registration');
  await page.getByRole('heading', { name: 'Choose Your Brand Plan' }).waitFor();
  await screenshot(page, 'brand-registration-mobile');

  const user = newUser('Omar', 'Saleh');
  await createBrandAccount(page, user, 'Saleh Studio');
  await page.goto('/pricing');
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await screenshot(page, 'pricing-mobile');

  // Enterprise is arranged by sales: 'Contact Sales' opens the inquiry, prefilled from the account.
  await page.getByRole('button', { name: 'Contact Sales' }).click();
  const inquiry = page.getByRole('form', { name: 'Enterprise inquiry' });
  await sendEnterpriseInquiry(
    inquiry,
    { companyName: 'Saleh Studio', contactName: 'Omar Saleh', email: user.email },
    'QR codes for 12 branches',
  );
  await expectToast(page, 'Inquiry Sent');
  await inquiry.waitFor({ state: 'detached' });

  await openCheckout(page, 'Basic');
  await page.getByText('AED 320').waitFor();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/payment-callback');
  await expectToast(page, 'Payment Cancelled');
  await page.waitForURL((url) => url.pathname === '/subscription-failed');
  await page.getByRole('heading', { name: 'Payment Cancelled' }).waitFor();
  await page.getByText('No charges were made to your card.').waitFor();
  const support = await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
  expect(support).toMatch(/^mailto:support@/);
  expect(decodeURIComponent(support ?? '')).toContain('Plan: Basic\nReason: cancelled\nTime: ');
  await page.getByRole('link', { name: 'Back to Pricing' }).waitFor();
  await screenshot(page, 'subscription-failed-mobile');

  // Nothing was activated, and the cancelled checkout does not block a new one.
  const mine = await page.context().request.get('/api/subscriptions/me');
  expect(await mine.json()).toMatchObject({ subscription: null, limits: { hasActiveSubscription: false } });
  // Keep the new checkout's payment id (the page leaves for the sandbox right away).
  let unpaidId = '';
  await page.route('**/api/payments/checkout', async (route) => {
    const response = await route.fetch();
    unpaidId = ((await response.json()) as Payment).id;
    await route.fulfill({ response });
  });
  // (Its toast shows only until the page leaves for the checkout.)
  await page.getByRole('button', { name: 'Try Payment Again' }).click();
  await expectToast(page, 'Retrying Payment');
  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('AED 320').waitFor();

  // A forged success return for the unpaid payment activates nothing.
  await page.goto(`/payment-callback?payment_id=${unpaidId}&status=success&plan_id=basic`);
  await expectToast(page, 'Payment Verification Failed');
  await page.waitForURL((url) => url.pathname === '/subscription-failed');
  await page.getByRole('heading', { name: 'Payment Verification Failed' }).waitFor();
  const after = await page.context().request.get('/api/subscriptions/me');
  expect(await after.json()).toMatchObject({ subscription: null, limits: { hasActiveSubscription: false } });
});

test('a brand with an active plan cancels it and sees Ending Soon', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Lina', 'Khoury');
  await createBrandAccount(page, user, 'Khoury Goods');
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Premium' }).waitFor();
  await screenshot(page, 'pricing-desktop');
  await openCheckout(page, 'Premium');
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');

  const panel = await subscriptionPanel(page);
  await panel.getByText('Active', { exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel Subscription' });
  // Billing dates read like the server's billing messages ('26 Dec 2026'), not the en-US locale.
  await dialog.getByText(/You keep every Premium feature until \d{1,2} \w{3} \d{4}/).waitFor();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expectToast(page, 'Subscription Cancelled');
  await dialog.waitFor({ state: 'detached' });

  await panel.getByText('Ending Soon', { exact: true }).waitFor();
  await panel.getByRole('heading', { name: /^Your subscription ends on \d{1,2} \w{3} \d{4}$/ }).waitFor();
  await panel.getByText('All Premium features remain available until then.', { exact: false }).waitFor();
  await panel.getByRole('button', { name: 'Resubscribe to Premium' }).waitFor();
  expect(await panel.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
  await screenshot(page, 'subscription-panel-ending-soon-desktop');

  await page.setViewportSize(MOBILE);
  await screenshot(page, 'subscription-panel-ending-soon-mobile');
});

test('/pricing is for brands: a creator is sent to the creator dashboard', async ({ newPage }) => {
  const page = await newPage();
  await createAccount(page, newUser('Sara', 'Nasser'));
  await page.goto('/pricing');
  await waitForCreatorDashboard(page, 'Sara');
});
