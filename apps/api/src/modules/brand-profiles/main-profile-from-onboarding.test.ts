import type { BrandProfileList } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { TRUSTED_PROXY_ENV, signUpAndConfirm } from '../auth/auth.fixtures';
import { call } from './brand-profiles.fixtures';

// Issue 13: what a brand types on onboarding's profile step (website, location, categories)
// becomes its main brand profile, so Brand Profiles never meets a paid brand with
// 'No profile found. Please create a profile first.'

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const STEP_2 = {
  companyName: 'Aziz Dates',
  websiteUrl: 'https://aziz-dates.example',
  instagramBusinessProfile: 'azizdates',
  location: 'Sharjah, UAE',
  // 'home' is an onboarding category the brand profile's own list does not have.
  contentCategories: ['food', 'lifestyle', 'home'],
};

async function profilesOf(user: Pick<TestUser, 'cookie'>): Promise<BrandProfileList['profiles']> {
  const response = await call(t, user as TestUser, 'GET', '/api/brand-profiles');
  expect(response.status).toBe(200);
  return ((await response.json()) as BrandProfileList).profiles;
}

function completeOnboarding(user: TestUser, body: unknown) {
  return call(t, user, 'POST', '/api/me/onboarding', body);
}

describe('the main brand profile from onboarding', () => {
  it("is created from the profile step's data when a brand that signed up first completes it", async () => {
    // The wizard signs up at its account step (no company yet), then saves the profile step.
    const browser = await signUpAndConfirm(t, {
      email: 'layla@aziz-dates.example',
      password: 'secret123',
      userType: 'brand',
      firstName: 'Layla',
      lastName: 'Aziz',
      onboardingCompleted: false,
    });
    const brand = { id: '', email: '', password: '', cookie: browser.session! } satisfies TestUser;
    expect(await profilesOf(brand)).toEqual([]);

    expect((await completeOnboarding(brand, STEP_2)).status).toBe(200);
    const [main, ...others] = await profilesOf(brand);
    expect(others).toEqual([]);
    expect(main).toMatchObject({
      profileName: 'Aziz Dates',
      companyName: 'Aziz Dates',
      websiteUrl: 'https://aziz-dates.example',
      instagramHandle: 'azizdates',
      location: 'Sharjah, UAE',
      contentCategories: ['food', 'lifestyle'],
      isMainProfile: true,
      isDefault: true,
      isActive: true,
    });
  });

  it('is updated, not duplicated, when the profile step is saved again', async () => {
    const brand = await createTestUser(t, { userType: 'brand', companyName: 'Nimbus Labs' });
    expect((await completeOnboarding(brand, { ...STEP_2, companyName: 'Nimbus Labs' })).status).toBe(200);
    const [first] = await profilesOf(brand);
    const again = await completeOnboarding(brand, {
      companyName: 'Nimbus Labs',
      location: 'Dubai, UAE',
      contentCategories: ['tech'],
    });
    expect(again.status).toBe(200);
    const profiles = await profilesOf(brand);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      id: first!.id,
      profileName: 'Nimbus Labs',
      location: 'Dubai, UAE',
      websiteUrl: null,
      contentCategories: ['tech'],
      isMainProfile: true,
    });
  });

  it('keeps the name the brand gave its main profile and never touches its team members', async () => {
    const brand = await createTestUser(t, { userType: 'brand', companyName: 'Cedar Co' });
    const created = await call(t, brand, 'POST', '/api/brand-profiles', { profileName: 'Cedar HQ' });
    expect(created.status).toBe(201);
    expect((await completeOnboarding(brand, { ...STEP_2, companyName: 'Cedar Co' })).status).toBe(200);
    const profiles = await profilesOf(brand);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      profileName: 'Cedar HQ',
      companyName: 'Cedar Co',
      location: 'Sharjah, UAE',
      isMainProfile: true,
    });
  });

  it('lets a brand sign up without a company only when it finishes its profile in onboarding', async () => {
    const refused = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify({
        email: 'nocompany2@example.com',
        password: 'secret123',
        userType: 'brand',
        acceptedTerms: true,
      }),
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ companyName: ['Company name is required'] });
  });
});
