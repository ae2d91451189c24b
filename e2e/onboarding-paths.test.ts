import type { Me } from '@partnerly/contracts';
import {
  acceptTermsIn,
  confirmEmail,
  expect,
  expectToast,
  getMe,
  newUser,
  signUpThroughApi,
  test,
  toastsShown,
  unrouteWhenAnswered,
  waitForEmail,
} from './fixtures';
import { signInAsDemoAgent, waitForCreatorDashboard } from './journeys';

// The onboarding paths auth-flows.test.ts does not walk (spec 01 sections 2, 5 and 6): the
// agent's profile step, the category picker's cap of 8, the bio's 500 limit, and the two
// role profile setup pages with their role guards; a reload mid-way and a taken address.

test('an agent with unfinished onboarding chooses a specialization, experience and focus categories', async ({
  newPage,
}) => {
  // Agents cannot sign up publicly (Agency is 'Coming Soon'), so no public path creates an
  // agent with unfinished onboarding. The wizard's agent step is reached the way support would
  // leave such an account: the demo agent, with /api/me reporting onboarding as unfinished.
  const page = await newPage();
  await signInAsDemoAgent(page);
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Me;
    await route.fulfill({
      response,
      json: { ...body, profile: { ...body.profile, onboardingCompleted: false } },
    });
  });

  await page.goto('/onboarding');
  const profile = page.getByRole('form', { name: 'Set up your agent profile' });
  await profile.waitFor();
  await profile.getByLabel('Specialization').selectOption({ label: 'Select specialization' });
  await profile.getByLabel('Experience level').selectOption({ label: 'Select experience' });
  await profile.getByRole('button', { name: 'Lifestyle', exact: true }).click();
  await profile.getByText('0 of 8 selected').waitFor();
  await profile.getByRole('button', { name: 'Complete Setup' }).click();
  await profile.getByText('Please select a specialization').waitFor();
  await profile.getByText('Please select at least one category').waitFor();

  // The demo agent's own values, so the shared demo account stays as seeded.
  expect(await profile.getByLabel('Specialization').locator('option').allTextContents()).toEqual([
    'Select specialization',
    'Influencer Management',
    'Brand Partnerships',
    'Content Strategy',
    'Social Media Marketing',
    'Campaign Management',
    'Talent Scouting',
  ]);
  await profile.getByLabel('Specialization').selectOption({ label: 'Influencer Management' });
  await profile.getByLabel('Experience level').selectOption({ label: 'Mid (2-5 yrs)' });
  await profile.getByRole('button', { name: 'Lifestyle', exact: true }).click();
  await profile.getByText('1 of 8 selected').waitFor();
  await profile.getByRole('button', { name: 'Complete Setup' }).click();

  await expectToast(page, 'Profile Completed');
  await page.getByRole('heading', { name: "You're all set, Avery!" }).waitFor();
  // (Completing the profile reads /api/me again: that read may still be in the handler.)
  await unrouteWhenAnswered(page);
  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    userType: 'agent',
    agentSpecialization: 'influencer-management',
    agentExperience: 'mid',
    contentCategories: ['lifestyle'],
    onboardingCompleted: true,
  });
});

test('creator profile setup: 1 to 8 categories, a 500-character bio, then the dashboard', async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Lena', 'Ortiz');
  await signUpThroughApi(page, user, { userType: 'creator', onboardingCompleted: false });

  await page.goto('/onboarding/creator-profile-setup');
  const profile = page.getByRole('form', { name: 'Set up your creator profile' });
  await profile.getByRole('button', { name: 'Complete Setup' }).click();
  await profile.getByText('Please select at least one category').waitFor();

  // The bio: at most 500 characters, the counter in the warning style after 450.
  const bio = profile.getByLabel('Bio');
  expect(await bio.getAttribute('maxlength')).toBe('500');
  await bio.fill('x'.repeat(450));
  await profile.getByText('450/500').waitFor();
  expect(await profile.getByText('450/500').getAttribute('class')).not.toContain('text-amber');
  await bio.fill('x'.repeat(451));
  expect(await profile.getByText('451/500').getAttribute('class')).toContain('text-amber');
  await bio.fill('x'.repeat(500));
  await profile.getByText('500/500').waitFor();
  await bio.pressSequentially('yz');
  expect((await bio.inputValue()).length).toBe(500);
  await bio.fill('Street food and city walks.');

  // Categories: up to 8; the others are disabled until one is removed.
  const eight = ['Beauty', 'Fashion', 'Fitness', 'Food', 'Travel', 'Lifestyle', 'Tech', 'Home'];
  for (const label of eight) await profile.getByRole('button', { name: label, exact: true }).click();
  await profile.getByText('8 of 8 selected (maximum reached)').waitFor();
  const pets = profile.getByRole('button', { name: 'Pets', exact: true });
  expect(await pets.isDisabled()).toBe(true);
  await profile.getByLabel('Search categories').fill('music');
  expect(await profile.getByRole('button', { name: 'Music', exact: true }).isDisabled()).toBe(true);
  await profile.getByLabel('Search categories').fill('');
  await profile.getByRole('button', { name: 'Home', exact: true }).click();
  await profile.getByText('7 of 8 selected').waitFor();
  expect(await pets.isDisabled()).toBe(false);
  await pets.click();
  await profile.getByText('8 of 8 selected (maximum reached)').waitFor();

  await profile.getByRole('button', { name: 'Complete Setup' }).click();
  await expectToast(page, 'Profile Completed');
  await waitForCreatorDashboard(page, 'Lena');
  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    onboardingCompleted: true,
    bio: 'Street food and city walks.',
    contentCategories: ['beauty', 'fashion', 'fitness', 'food', 'travel', 'lifestyle', 'tech', 'pets'],
  });

  // The brand's setup page is not for creators.
  await page.goto('/onboarding/brand-profile-setup');
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await page.getByText('This page is only available to Brand accounts.', { exact: false }).waitFor();
});

test('brand profile setup saves the company details, then shows the plans', async ({ newPage }) => {
  const page = await newPage();
  const user = newUser('Omar', 'Haddad');
  await signUpThroughApi(page, user, {
    userType: 'brand',
    companyName: 'Haddad Dates',
    onboardingCompleted: false,
  });

  await page.goto('/onboarding/brand-profile-setup');
  const profile = page.getByRole('form', { name: 'Tell us about your brand' });
  await expect.poll(() => profile.getByLabel('Company name').inputValue()).toBe('Haddad Dates');
  await profile.getByLabel('Company name').fill(' ');
  await profile.getByRole('button', { name: 'Continue' }).click();
  await profile.getByText('Company name is required').waitFor();
  await profile.getByText('Please select at least one category').waitFor();

  await profile.getByLabel('Company name').fill('Haddad Dates Co.');
  await profile.getByLabel('Website URL').fill('haddad.example');
  await profile.getByLabel('Search categories').fill('foo');
  await profile.getByRole('button', { name: 'Food', exact: true }).click();
  await profile.getByText('1 of 8 selected').waitFor();
  await profile.getByRole('button', { name: 'Continue' }).click();

  await expectToast(page, 'Profile Completed');
  await page.waitForURL((url) => url.pathname === '/pricing');
  const me = await getMe(page);
  expect(me.profile).toMatchObject({
    userType: 'brand',
    companyName: 'Haddad Dates Co.',
    websiteUrl: 'https://haddad.example',
    contentCategories: ['food'],
    onboardingCompleted: true,
  });

  // The creator's setup page is not for brands.
  await page.goto('/onboarding/creator-profile-setup');
  await page.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await page.getByText('This page is only available to Creator accounts.', { exact: false }).waitFor();
});

test("an enterprise registration's 'Inquiry Sent' stays on the dashboard instead of the welcome", async ({
  newPage,
}) => {
  const page = await newPage();
  const user = newUser('Huda', 'Karim');
  await page.goto('/brand-registration');
  await page.getByRole('heading', { name: 'Choose Your Brand Plan' }).waitFor();
  const enterprise = page.getByRole('radio', { name: /^Enterprise plan/ });
  await page.locator('label', { has: enterprise }).click();
  const form = page.getByRole('form', { name: 'Brand registration' });
  await form.getByLabel('First name', { exact: true }).fill(user.firstName);
  await form.getByLabel('Last name', { exact: true }).fill(user.lastName);
  await form.getByLabel('Company name', { exact: true }).fill('Karim Foods');
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await form.getByLabel('Requirements').fill('Menus with QR codes for 12 branches');
  await acceptTermsIn(form);
  await form.getByRole('button', { name: 'Create Account & Send Inquiry' }).click();
  await confirmEmail(page, user.email);

  await page.waitForURL((url) => url.pathname === '/dashboard');
  // The dashboard notifier has run (it counts the new brand as greeted) and kept the toast.
  const me = await getMe(page);
  await page.waitForFunction(
    (id) => (localStorage.getItem('partnerly-welcomed-users') ?? '').includes(id),
    me.user.id,
  );
  await expectToast(page, 'Inquiry Sent');
  expect(toastsShown(page).map((toast) => toast.title)).not.toContain('Welcome to Partnerly!');
});

test('a reload mid-onboarding keeps the steps done, and a taken e-mail is met at the account step', async ({
  newPage,
}) => {
  const page = await newPage();
  const owner = newUser('Rami', 'Saleh');
  await signUpThroughApi(page, owner, { userType: 'creator' });
  await page.context().clearCookies();

  // Step 1 with an address that already has an account: the wizard answers as the sign-up
  // does for any address (decision 0026), and the owner's mailbox says to sign in instead.
  await page.goto('/onboarding');
  await page.getByRole('button', { name: /Brand/ }).click();
  const account = page.getByRole('form', { name: 'Create your account' });
  const fillAccount = async (user: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
  }) => {
    await account.getByLabel('First name').fill(user.firstName);
    await account.getByLabel('Last name').fill(user.lastName);
    await account.getByLabel('Email').fill(user.email);
    await account.getByLabel('Password', { exact: true }).fill(user.password);
    await account.getByLabel('Confirm password').fill(user.password);
    await acceptTermsIn(account);
    await account.getByRole('button', { name: 'Continue' }).click();
  };
  await fillAccount(owner);
  const confirm = page.getByRole('form', { name: 'Confirm your email' });
  await confirm
    .getByText(/If this address already has a Partnerly account, we e-mailed it instead/)
    .waitFor();
  await waitForEmail(owner.email, /^Someone tried to sign up with your e-mail$/);
  // No code reached the taken address: the wizard cannot go on to the profile step with it.
  expect(await page.getByRole('form', { name: 'Tell us about your brand' }).count()).toBe(0);

  // A reload while the code is awaited keeps the type, the account step and the code step.
  await page.reload();
  await page.getByText('Step 2 of 5').waitFor();
  await confirm.getByText(owner.email).waitFor();

  // Another address then: the change keeps the names typed (never the password).
  await confirm.getByRole('button', { name: 'Use a different email' }).click();
  await expect.poll(() => account.getByLabel('First name').inputValue()).toBe('Rami');
  expect(await account.getByLabel('Password', { exact: true }).inputValue()).toBe('');
  const user = newUser('Rami', 'Saleh');
  await fillAccount(user);
  await confirmEmail(page, user.email);

  // Step 3, the brand profile: saved, then a reload lands on the plan step it led to.
  await page.getByText('Step 3 of 5').waitFor();
  const profile = page.getByRole('form', { name: 'Tell us about your brand' });
  await profile.getByLabel('Company name').fill('Saleh Spices');
  await profile.getByLabel('Website URL').fill('saleh-spices.example');
  await profile.getByLabel('Location').fill('Ajman, UAE');
  await profile.getByRole('button', { name: 'Food', exact: true }).click();
  await profile.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();
  await page.reload();
  await page.getByText('Step 4 of 5').waitFor();
  await page.getByRole('heading', { name: 'Choose Your Plan' }).waitFor();

  // The payment step with the chosen plan survives a reload too.
  await page.getByRole('button', { name: 'Choose Basic' }).click();
  await page.getByRole('button', { name: 'Pay AED 320' }).waitFor();
  await page.reload();
  await page.getByText('Step 5 of 5').waitFor();
  await page.getByRole('button', { name: 'Pay AED 320' }).waitFor();

  // Back on the profile step, what was saved is there.
  await page.getByRole('button', { name: 'Back to Plans' }).click();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect
    .poll(() => profile.getByLabel('Website URL').inputValue())
    .toBe('https://saleh-spices.example');
  const stored = await page.evaluate(() => sessionStorage.getItem('partnerly-onboarding-progress') ?? '');
  expect(stored).not.toContain(user.password);
});
