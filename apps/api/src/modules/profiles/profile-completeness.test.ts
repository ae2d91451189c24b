import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { createProfile } from '../brand-profiles/brand-profiles.fixtures';

// Issue 13 item 7: GET /api/me says whether the profile is complete, so the dashboard never
// asks to 'Complete Your Profile' a profile that is.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const completeness = async (user: TestUser) => {
  const response = await t.request('/api/me', { headers: { cookie: user.cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { isProfileComplete: boolean }).isProfileComplete;
};

const REQUIRED_FIELDS = {
  profileName: 'Acme Main',
  companyName: 'Acme Trading LLC',
  bio: 'Sunglasses for the desert.',
  websiteUrl: 'https://acme.example',
  industry: 'retail',
  companySize: 'small',
  city: 'Dubai',
  country: 'AE',
};

describe('GET /api/me isProfileComplete', () => {
  it('is true once onboarding is done, false before', async () => {
    const creator = await createTestUser(t, { userType: 'creator' });
    expect(await completeness(creator)).toBe(true);
    await t.deps.database.db
      .update(profiles)
      .set({ onboardingCompleted: false })
      .where(eq(profiles.id, creator.id));
    expect(await completeness(creator)).toBe(false);
  });

  it('is true for a brand whose main brand profile has every required field, onboarding or not', async () => {
    const brand = await createBrand(t);
    expect(await completeness(brand)).toBe(false);
    const { bio: _bio, ...withoutBio } = REQUIRED_FIELDS;
    const main = await createProfile(t, brand, withoutBio);
    expect(main.isMainProfile).toBe(true);
    expect(await completeness(brand)).toBe(false);

    const response = await t.request(`/api/brand-profiles/${main.id}`, {
      method: 'PATCH',
      headers: { cookie: brand.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ bio: REQUIRED_FIELDS.bio }),
    });
    expect(response.status).toBe(200);
    expect(await completeness(brand)).toBe(true);
  });
});
