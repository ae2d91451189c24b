import {
  WORKSPACE_MESSAGES,
  type BrandProfileList,
  type MySubscription,
  type Payment,
} from '@partnerly/contracts';
import {
  acceptTermsIn,
  confirmEmail,
  createBrandAccount,
  createBrandWithPlan,
  expect,
  expectToast,
  getMe,
  joinWorkspaceThroughApi,
  newUser,
  payPlanInSandbox,
  screenshot,
  signIn,
  signUpThroughApi,
  test,
  toastsShown,
} from './fixtures';
import { sendEnterpriseInquiry } from './journeys';

// The onboarding wizard's brand path: type, account, profile, plan (step 4) and payment
// (step 5, with the order summary), paid in the sandbox (spec 01 sections 2 and 4); then
// the payment result screens' other states and the subscription panel's plan changes.

const SANDBOX_CHECKOUT = /\/api\/payments\/sandbox\/checkout\//;

test('a new brand signs up through onboarding, picks a plan, pays in the sandbox and lands active', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Layla', 'Aziz');
  await page.goto('/onboarding?userType=brand');

  // The type is preset: 4 steps in all.
  await page.getByText('Step 1 of 4').waitFor();
  const account = page.getByRole('form', { name: 'Create your account' });
  await account.getByLabel('First name').fill(user.firstName);
  await account.getByLabel('Last name').fill(user.lastName);
  await account.getByLabel('Email').fill(user.email);
  await account.getByLabel('Password', { exact: true }).fill(user.password);
  await account.getByLabel('Confirm password').fill(user.password);
  await acceptTermsIn(account);
  await account.getByRole('button', { name: 'Continue' }).click();
  // Continue signs up: the e-mailed code confirms the address and signs in.
  await confirmEmail(page, user.email);

  await page.getByText('Step 2 of 4').waitFor();
  const profile = page.getByRole('form', { name: 'Tell us about your brand' });
  await profile.getByLabel('Company name').fill('Aziz Dates');
  await profile.getByLabel('Website URL').fill('aziz-dates.example');
  await profile.getByLabel('Location').fill('Sharjah');
  await profile.getByRole('button', { name: 'Food', exact: true }).click();
  await profile.getByRole('button', { name: 'Continue' }).click();

  // Step 4 of the spec: the plan choice. The account exists now, on no paid plan yet.
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  const before = await page.context().request.get('/api/subscriptions/me');
  expect(await before.json()).toMatchObject({ subscription: null });
  await screenshot(page, 'onboarding-brand-plan-desktop');

  // Back from the plan step: the profile step now only saves changes to the new account.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByText('Step 2 of 4').waitFor();
  await profile.getByLabel('Location').fill('Sharjah, UAE');
  await profile.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  const saved = await getMe(page);
  expect(saved.profile).toMatchObject({ location: 'Sharjah, UAE', companyName: 'Aziz Dates' });

  // Enterprise cannot be paid: contacting sales sends the inquiry, then premium is chosen.
  await page.getByRole('button', { name: 'Contact Sales' }).click();
  const inquiry = page.getByRole('form', { name: 'Enterprise inquiry' });
  await sendEnterpriseInquiry(
    inquiry,
    { companyName: 'Aziz Dates', contactName: 'Layla Aziz', email: user.email },
    'Campaigns for 20 stores',
  );
  await expectToast(page, 'Inquiry Sent');
  await page.getByText('Enterprise inquiry sent').waitFor();

  // Step 5: the payment, with its order summary.
  await page.getByText('Step 4 of 4').waitFor();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByText('Premium plan · monthly').waitFor();
  await summary.getByText('Subtotal').waitFor();
  await summary.getByText('Included', { exact: true }).waitFor();
  await summary.getByText('Total', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Pay AED 530' }).waitFor();
  await page.getByText(/Cancel anytime/).waitFor();
  await screenshot(page, 'onboarding-brand-payment-desktop');

  // Back to Plans, and another plan this time.
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await page.getByText('Step 3 of 4').waitFor();
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await summary.getByText('Basic plan · monthly').waitFor();
  await page.getByRole('button', { name: 'Pay AED 320' }).click();

  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('Sandbox payment: no card is charged').waitFor();
  await page.getByText('AED 320').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL((url) => url.pathname === '/payment-callback');
  await expectToast(page, 'Payment Successful!');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const mine = await page.context().request.get('/api/subscriptions/me');
  expect(await mine.json()).toMatchObject({
    subscription: { planId: 'basic', status: 'active' },
    limits: { hasActiveSubscription: true, planName: 'Basic' },
  });
  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    userType: 'brand',
    companyName: 'Aziz Dates',
    onboardingCompleted: true,
  });

  // The profile step is the paid brand's main brand profile (not 'No profile found').
  await page.goto('/profile?tab=profile');
  await page.getByRole('heading', { name: 'Brand Profiles' }).waitFor();
  await page.getByRole('heading', { name: 'Aziz Dates', level: 2 }).waitFor();
  expect(await page.getByText('No profile found. Please create a profile first.').count()).toBe(0);
  const { profiles } = (await (
    await page.context().request.get('/api/brand-profiles')
  ).json()) as BrandProfileList;
  expect(profiles).toEqual([
    expect.objectContaining({
      profileName: 'Aziz Dates',
      websiteUrl: 'https://aziz-dates.example',
      location: 'Sharjah, UAE',
      contentCategories: ['food'],
      isMainProfile: true,
    }),
  ]);
});

test('payment result screens: failed, unknown, received-pending then activated, and declined', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Karim', 'Nassar');
  await createBrandAccount(page, user, 'Nassar Tea');

  // No reason at all: 'Payment Issue'.
  await page.goto('/subscription-failed');
  await page.getByRole('heading', { name: 'Payment Issue' }).waitFor();
  await page.getByRole('link', { name: 'Back to Pricing' }).waitFor();

  // Decline on the sandbox: reason failed.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByRole('button', { name: 'Decline', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/payment-callback');
  const declinedId = new URL(page.url()).searchParams.get('payment_id');
  // The toast and the screen it leads to both say 'Payment Failed'.
  await expectToast(page, 'Payment Failed', {
    description: 'Payment failed. Please try again or contact support if the issue persists.',
  });
  await page.waitForURL((url) => url.pathname === '/subscription-failed');
  await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
  const support = await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
  expect(decodeURIComponent(support ?? '')).toContain('Plan: Basic\nReason: failed\nTime: ');

  // The declined payment on /payment-success is an error card.
  await page.goto(`/payment-success?payment_id=${declinedId}`);
  await page.getByRole('heading', { name: 'Payment Failed' }).waitFor();
  await page.getByText('This payment was declined. No charges were made.').waitFor();
  await page.getByRole('link', { name: 'Try Again' }).waitFor();

  // The dashboard says the plan is not active and offers to pay; it does not greet the new
  // account as ready.
  await page.goto('/dashboard');
  const notActive = page.getByRole('region', { name: 'Your plan is not active' });
  await notActive.waitFor();
  await expectToast(page, 'Plan Not Active', {
    description: 'Your plan is not active yet: choose a plan and pay to start campaigns.',
  });
  expect(toastsShown(page).filter((shown) => shown.description.includes('account is ready'))).toEqual([]);
  await notActive.getByRole('link', { name: 'Choose a plan and pay' }).click();
  await page.waitForURL((url) => url.pathname === '/pricing');
  await page.getByRole('button', { name: 'Choose Basic' }).waitFor();

  // A payment not confirmed yet is 'Payment Received', then activated when it completes.
  const request = page.context().request;
  const checkout = await request.post('/api/payments/checkout', { data: { planId: 'premium' } });
  expect(checkout.status()).toBe(201);
  const { id, url } = (await checkout.json()) as Payment;
  await page.goto(`/payment-success?payment_id=${id}`);
  await page.getByRole('heading', { name: 'Payment Received' }).waitFor();
  await page.getByText('Subscription pending').waitFor();
  await screenshot(page, 'payment-received-pending-desktop');
  const paid = await request.post(`${new URL(url!).pathname}/pay`, { maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await page.getByText('Subscription activated').waitFor();
});

test('the subscription panel upgrades at the prorated price and downgrades at the period end', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Rana', 'Farah');
  await createBrandAccount(page, user, 'Farah Bakes');
  const request = page.context().request;
  const checkout = await request.post('/api/payments/checkout', { data: { planId: 'basic' } });
  const { url } = (await checkout.json()) as Payment;
  expect((await request.post(`${new URL(url!).pathname}/pay`, { maxRedirects: 0 })).status()).toBe(303);

  await page.goto('/profile?tab=account');
  const panel = page.getByRole('region', { name: 'Subscription' });
  await panel.getByText('Basic', { exact: true }).waitFor();
  // The confirmation states the prorated price: the difference for the 30 days left.
  await panel.getByRole('button', { name: 'Upgrade to Premium' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Upgrade to Premium?' });
  await upgrade.getByText(/^You pay AED 210 now for Premium until \d{1,2} \w{3} \d{4}\.$/).waitFor();
  await upgrade.getByText(/Your usage this cycle carries over/).waitFor();
  await upgrade.getByRole('button', { name: 'Pay AED 210' }).click();
  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('AED 210').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expectToast(page, 'Payment Successful!');
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const upgraded = (await (await request.get('/api/subscriptions/me')).json()) as MySubscription;
  expect(upgraded.subscription).toMatchObject({ planId: 'premium', status: 'active' });

  // A downgrade waits for the end of the paid period; it can be undone until then.
  await page.goto('/profile?tab=account');
  await panel.getByText('Premium', { exact: true }).waitFor();
  const scheduledTitle = /^Your plan changes to Basic on \d{1,2} \w{3} \d{4}\.$/;
  const downgrade = async () => {
    await panel.getByRole('button', { name: 'Downgrade to Basic' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch to Basic?' });
    await dialog.getByText(/at the end of the period\s+you paid for/).waitFor();
    await dialog.getByRole('button', { name: 'Switch to Basic' }).click();
    await expectToast(page, 'Plan Change Scheduled');
    await panel.getByText(scheduledTitle).waitFor();
  };
  await downgrade();
  await panel.getByText('Premium', { exact: true }).waitFor();
  await panel.getByRole('button', { name: 'Keep Premium' }).click();
  await expectToast(page, 'Plan Change Cancelled', {
    description: 'Your scheduled plan change was cancelled. You stay on Premium.',
  });
  await panel.getByText(scheduledTitle).waitFor({ state: 'detached' });
  await downgrade();
  expect((await (await request.get('/api/subscriptions/me')).json()).subscription).toMatchObject({
    planId: 'premium',
    scheduledPlanId: 'basic',
    scheduledChangeAt: upgraded.subscription!.nextRenewalDate,
  });

  // The renewal reminder's link (?renew=) pays the next 30 days, on Basic.
  await page.goto('/profile?tab=account&renew=basic');
  await panel.getByRole('button', { name: 'Renew Basic for 30 days' }).click();
  await page.waitForURL(SANDBOX_CHECKOUT);
  await page.getByText('AED 320').waitFor();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const renewed = (await (await request.get('/api/subscriptions/me')).json()) as typeof upgraded;
  expect(renewed.subscription).toMatchObject({ planId: 'premium', scheduledPlanId: 'basic' });
  expect(
    new Date(renewed.subscription!.nextRenewalDate).getTime() -
      new Date(upgraded.subscription!.nextRenewalDate).getTime(),
  ).toBe(30 * 24 * 60 * 60 * 1000);
  await page.goto('/profile?tab=account');
  await panel.getByText('The next period is paid on Basic.', { exact: false }).waitFor();
  expect(await panel.getByRole('button', { name: 'Keep Premium' }).count()).toBe(0);
});

test('enterprise at registration sends the inquiry instead of a payment and lands on the dashboard', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Yousef', 'Amin');
  await page.goto('/brand-registration');
  await page.getByRole('heading', { name: 'Choose Your Brand Plan' }).waitFor();
  // The radio is visually hidden inside its plan card: choose the card.
  const enterprise = page.getByRole('radio', { name: /^Enterprise plan/ });
  await page.locator('label', { has: enterprise }).click();
  await expect.poll(() => enterprise.isChecked()).toBe(true);
  const form = page.getByRole('form', { name: 'Brand registration' });
  await form.getByText('No payment now: we contact you within 24 hours').waitFor();
  await form.getByLabel('First name', { exact: true }).fill(user.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await form.getByLabel('Company name', { exact: true }).fill('Amin Retail Group');
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await form.getByLabel('Requirements').fill('QR codes for 40 branches');
  await acceptTermsIn(form);
  const inquiry = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/subscriptions/enterprise-inquiries' &&
      response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Create Account & Send Inquiry' }).click();
  await confirmEmail(page, user.email);

  // The inquiry reached sales with the registration's details (the toast itself is checked in
  // e2e/onboarding-paths.test.ts).
  const sent = await inquiry;
  expect(sent.status()).toBe(201);
  expect(sent.request().postDataJSON()).toMatchObject({
    companyName: 'Amin Retail Group',
    contactName: 'Yousef Amin',
    email: user.email,
    requirements: 'QR codes for 40 branches',
  });
  await page.waitForURL((url) => url.pathname === '/dashboard');
  const me = await getMe(page);
  expect(me.profile).toMatchObject({ userType: 'brand', companyName: 'Amin Retail Group' });
  expect(await (await page.context().request.get('/api/subscriptions/me')).json()).toMatchObject({
    subscription: null,
    limits: { hasActiveSubscription: false },
  });
});

test('a brand that already pays skips the plan steps: onboarding ends on the dashboard', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Hala', 'Saeed');
  await signUpThroughApi(page, user, {
    userType: 'brand',
    companyName: 'Saeed Oud',
    onboardingCompleted: false,
  });
  await payPlanInSandbox(page, 'premium');
  await page.context().clearCookies();

  await page.goto('/auth?tab=signin');
  await signIn(page, user, '/onboarding');
  const profile = page.getByRole('form', { name: 'Tell us about your brand' });
  await profile.getByLabel('Location').fill('Dubai');
  await profile.getByRole('button', { name: 'Home', exact: true }).click();
  await profile.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
  expect(await (await page.context().request.get('/api/subscriptions/me')).json()).toMatchObject({
    subscription: { planId: 'premium', status: 'active' },
  });
});

test("a manager of the brand's workspace sees the plan but only owners may change it", async ({
  newPage,
}) => {
  const page = await newPage();
  await createBrandWithPlan(page, newUser('Mona', 'Haddad'), 'Haddad Foods', 'premium');
  await page.goto('/profile?tab=account');
  const ownerPanel = page.getByRole('region', { name: 'Subscription' });
  await ownerPanel.getByRole('button', { name: 'Cancel Subscription' }).waitFor();

  // A colleague joins as a manager and opens the same tab.
  const colleague = await newPage();
  await joinWorkspaceThroughApi(page, colleague, newUser('Rami', 'Haddad'), 'manager');
  await colleague.goto('/profile?tab=account');
  const panel = colleague.getByRole('region', { name: 'Subscription' });
  await panel.getByText('Premium', { exact: true }).waitFor();
  await panel.getByText(WORKSPACE_MESSAGES.billingOwnersOnly).waitFor();
  expect(await panel.getByRole('button', { name: 'Cancel Subscription' }).count()).toBe(0);
  expect(await panel.getByRole('button', { name: /^Downgrade to/ }).count()).toBe(0);
});
