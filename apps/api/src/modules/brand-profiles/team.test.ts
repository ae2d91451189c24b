import { BRAND_PROFILE_MESSAGES, type BrandProfileList } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { call, createProfile } from './brand-profiles.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (user: TestUser): Promise<BrandProfileList> =>
  (await call(t, user, 'GET', '/api/brand-profiles')).json();
const addMember = (user: TestUser, name: string) =>
  call(t, user, 'POST', '/api/brand-profiles', { profileName: name });

describe('team member limit', () => {
  it('allows one brand profile besides the main one without a paid plan, then answers the limit message', async () => {
    const brand = await createBrand(t);
    await createProfile(t, brand, { profileName: 'Main' });
    expect((await addMember(brand, 'First member')).status).toBe(201);

    const refused = await addMember(brand, 'Second member');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'Brand Profile Limit Reached: You can only add 1 brand profile(s) besides the main one with your current plan.',
      },
    });
    expect(await list(brand)).toMatchObject({
      teamMemberCount: 1,
      teamMemberLimit: 1,
      canAddTeamMember: false,
    });
  });

  it('follows the plan: premium allows exactly 5 team members', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    await createProfile(t, brand, { profileName: 'Main' });
    for (let index = 1; index <= 5; index += 1) {
      expect((await addMember(brand, `Member ${index}`)).status).toBe(201);
    }
    const refused = await addMember(brand, 'Member 6');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(BRAND_PROFILE_MESSAGES.profileLimitReached(5));
    expect(await list(brand)).toMatchObject({
      teamMemberCount: 5,
      teamMemberLimit: 5,
      canAddTeamMember: false,
    });
  });

  it('holds under concurrency: 8 simultaneous adds on premium, exactly 5 succeed', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    await createProfile(t, brand, { profileName: 'Main' });
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => addMember(brand, `Racer ${index}`).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 403)).toHaveLength(3);
    expect((await list(brand)).profiles).toHaveLength(6);
  });

  it('two simultaneous first profiles give one main profile', async () => {
    const brand = await createBrand(t);
    const statuses = await Promise.all(
      [addMember(brand, 'One'), addMember(brand, 'Two')].map((p) => p.then((r) => r.status)),
    );
    expect(statuses).toEqual([201, 201]);
    const { profiles } = await list(brand);
    expect(profiles.filter((profile) => profile.isMainProfile)).toHaveLength(1);
    expect(profiles.filter((profile) => profile.isDefault)).toHaveLength(1);
  });
});

describe('removing team members', () => {
  it('never deletes the main profile ("Cannot Delete")', async () => {
    const brand = await createBrand(t);
    const main = await createProfile(t, brand, { profileName: 'Main' });
    await createProfile(t, brand, { profileName: 'Member' });
    const response = await call(t, brand, 'DELETE', `/api/brand-profiles/${main.id}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message:
          'Cannot Delete: Cannot delete the main profile. This profile has subscription management permissions.',
      },
    });
    expect((await list(brand)).profiles.map((profile) => profile.id)).toContain(main.id);
  });

  it('removes a team member for good and frees the place', async () => {
    const brand = await createBrand(t);
    await createProfile(t, brand, { profileName: 'Main' });
    const member = await createProfile(t, brand, { profileName: 'Member' });
    const response = await call(t, brand, 'DELETE', `/api/brand-profiles/${member.id}`);
    expect(response.status).toBe(204);
    expect((await call(t, brand, 'GET', `/api/brand-profiles/${member.id}`)).status).toBe(404);
    expect((await call(t, brand, 'DELETE', `/api/brand-profiles/${member.id}`)).status).toBe(404);
    expect(await list(brand)).toMatchObject({ teamMemberCount: 0, canAddTeamMember: true });
    expect((await addMember(brand, 'Replacement')).status).toBe(201);
  });
});

describe('account manager', () => {
  it('moves the default to the chosen profile, one at a time', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const main = await createProfile(t, brand, { profileName: 'Main' });
    const member = await createProfile(t, brand, { profileName: 'Member' });

    const response = await call(t, brand, 'POST', `/api/brand-profiles/${member.id}/account-manager`);
    expect(response.status).toBe(200);
    const { profiles } = (await response.json()) as BrandProfileList;
    expect(
      profiles.map((profile) => [profile.profileName, profile.isDefault, profile.isMainProfile]),
    ).toEqual([
      ['Main', false, true],
      ['Member', true, false],
    ]);
    // Making it the account manager again changes nothing.
    expect((await call(t, brand, 'POST', `/api/brand-profiles/${member.id}/account-manager`)).status).toBe(
      200,
    );
    expect((await list(brand)).profiles.filter((profile) => profile.isDefault)).toHaveLength(1);

    // The main profile keeps the subscription rights and the first place in the list.
    expect((await list(brand)).profiles[0]!.id).toBe(main.id);
  });

  it('hands the role back to the main profile when the account manager is removed', async () => {
    const brand = await createBrand(t);
    const main = await createProfile(t, brand, { profileName: 'Main' });
    const member = await createProfile(t, brand, { profileName: 'Member' });
    await call(t, brand, 'POST', `/api/brand-profiles/${member.id}/account-manager`);
    expect((await call(t, brand, 'DELETE', `/api/brand-profiles/${member.id}`)).status).toBe(204);
    const { profiles } = await list(brand);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ id: main.id, isDefault: true });
  });
});
