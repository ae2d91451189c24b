import {
  AGENT_ONLY_PROFILE_FIELDS,
  BRAND_ONLY_PROFILE_FIELDS,
  CREATOR_ONLY_PROFILE_FIELDS,
  meProfileSchema,
  meUserSchema,
} from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (cookie?: string) => t.request('/api/me', { headers: cookie ? { cookie } : {} });

const BRAND_FIELDS = ['industry', 'companySize', 'websiteUrl', 'instagramBusinessProfile', 'budgetRangeMin'];
const CREATOR_FIELDS = ['gender', 'creatorType', 'socialPlatforms', 'followerCounts'];
const AGENT_FIELDS = ['agentSpecialization', 'agentExperience'];
const TYPE_FIELDS: readonly string[] = [
  ...CREATOR_ONLY_PROFILE_FIELDS,
  ...BRAND_ONLY_PROFILE_FIELDS,
  ...AGENT_ONLY_PROFILE_FIELDS,
];
const SHARED_FIELDS = Object.keys(meProfileSchema.shape).filter((field) => !TYPE_FIELDS.includes(field));

describe('GET /api/me', () => {
  it('answers 401 when signed out', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
    });
  });

  it('shows a creator their user and profile without brand or agent fields', async () => {
    const creator = await createTestUser(t, {
      email: 'view-creator@example.com',
      firstName: 'Cleo',
      lastName: 'Vance',
      gender: 'non-binary',
      followerCounts: { instagram: 1200 },
    });
    const response = await me(creator.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ id: creator.id, email: creator.email, name: 'Cleo Vance' });
    expect(body.user).not.toHaveProperty('password');
    expect(body.profile).toMatchObject({
      id: creator.id,
      userType: 'creator',
      gender: 'non-binary',
      followerCounts: { instagram: 1200 },
    });
    for (const field of [...BRAND_FIELDS, ...AGENT_FIELDS]) expect(body.profile).not.toHaveProperty(field);
  });

  it('shows a brand its brand fields and none of the creator fields', async () => {
    const brand = await createTestUser(t, {
      userType: 'brand',
      companyName: 'Nimbus Labs',
      websiteUrl: 'https://nimbus.example',
    });
    const { profile } = await (await me(brand.cookie)).json();
    expect(profile).toMatchObject({
      userType: 'brand',
      companyName: 'Nimbus Labs',
      websiteUrl: 'https://nimbus.example',
    });
    for (const field of [...CREATOR_FIELDS, ...AGENT_FIELDS]) expect(profile).not.toHaveProperty(field);
  });

  it('shows an agent its agent fields only', async () => {
    const agent = await createTestUser(t, {
      userType: 'agent',
      agentSpecialization: 'talent-scouting',
      agentExperience: 'senior',
    });
    const { profile } = await (await me(agent.cookie)).json();
    expect(profile).toMatchObject({ agentSpecialization: 'talent-scouting', agentExperience: 'senior' });
    for (const field of [...CREATOR_FIELDS, ...BRAND_FIELDS]) expect(profile).not.toHaveProperty(field);
  });

  it('shows an admin the shared fields only', async () => {
    const admin = await createTestUser(t, { userType: 'admin' });
    const { profile } = await (await me(admin.cookie)).json();
    expect(profile.userType).toBe('admin');
    for (const field of [...CREATOR_FIELDS, ...BRAND_FIELDS, ...AGENT_FIELDS]) {
      expect(profile).not.toHaveProperty(field);
    }
  });
});

describe('GET /api/me is a projection, not the stored row', () => {
  it("shows exactly the contract's fields: the shared ones and the user type's own", async () => {
    const creator = await createTestUser(t, { email: 'projection-creator@example.com' });
    const { user, profile } = await (await me(creator.cookie)).json();
    expect(Object.keys(user).sort()).toEqual(Object.keys(meUserSchema.shape).sort());
    // Columns outside the contract (deletedAt) never reach the answer.
    expect(profile).not.toHaveProperty('deletedAt');
    expect(Object.keys(profile).sort()).toEqual([...SHARED_FIELDS, ...CREATOR_ONLY_PROFILE_FIELDS].sort());
  });
});
