import {
  createAccount,
  dismissToasts,
  expect,
  expectToast,
  newUser,
  payPlanInSandbox,
  signUpThroughApi,
  test,
  toastsShown,
} from './fixtures';
import { applyThroughApi, publishCampaign } from './journeys';

// Issue 13 item 7, truthful screens on the brand dashboard: the Active Campaigns card's value
// and hint count by one definition, and a brand whose profile is complete (its main brand
// profile has every required field, though onboarding was never finished) is not asked to
// 'Complete Your Profile'.

test('Active Campaigns agrees with its hint, and a complete profile gets no Complete Your Profile toast', async ({
  newPage,
}) => {
  const page = await newPage();
  await signUpThroughApi(page, newUser('Rana', 'Aziz'), {
    userType: 'brand',
    companyName: 'Aziz Dates',
    onboardingCompleted: false,
  });
  await payPlanInSandbox(page, 'basic');
  const request = page.context().request;
  const main = await request.post('/api/brand-profiles', {
    data: {
      profileName: 'Aziz Dates',
      companyName: 'Aziz Dates LLC',
      bio: 'Dates from Al Ain farms.',
      websiteUrl: 'https://aziz-dates.example',
      industry: 'retail',
      companySize: 'small',
      city: 'Dubai',
      country: 'AE',
    },
  });
  expect(main.status()).toBe(201);
  const me = await (await request.get('/api/me')).json();
  expect(me).toMatchObject({ profile: { onboardingCompleted: false }, isProfileComplete: true });
  const campaignId = await publishCampaign(page, {
    title: 'Date Harvest',
    description: 'Film the harvest at our farm.',
    budgetMin: 300,
    budgetMax: 600,
  });

  // The first visit greets the new account; the next one would remind an incomplete profile.
  await page.goto('/dashboard');
  await expectToast(page, 'Welcome to Partnerly!');
  await dismissToasts(page);
  await page.reload();
  const card = page.locator('dl > div').filter({ has: page.getByText('Active Campaigns', { exact: true }) });
  await card.getByText('0 of 1 with creators at work').waitFor();
  expect(await card.locator('dd').first().textContent()).toBe('0');
  expect(toastsShown(page).map((toast) => toast.title)).not.toContain('Complete Your Profile');

  // An approved creator makes the campaign active, in the value and in the hint alike.
  const creatorPage = await newPage();
  await createAccount(creatorPage, newUser('Salma', 'Nour'));
  const applicationId = await applyThroughApi(creatorPage, { type: 'direct', campaignId });
  expect((await request.post(`/api/applications/${applicationId}/approve`)).status()).toBe(200);
  await page.reload();
  await card.getByText('1 of 1 with creators at work').waitFor();
  expect(await card.locator('dd').first().textContent()).toBe('1');
  expect(toastsShown(page).map((toast) => toast.title)).not.toContain('Complete Your Profile');
});
