import { randomUUID } from 'node:crypto';
import type { BrandProfile, BrandProfileList } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { call, createProfile } from './brand-profiles.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FULL_PROFILE = {
  profileName: 'Acme Main',
  companyName: 'Acme Trading LLC',
  bio: 'Sunglasses for the desert.',
  phone: '+971 50 123 4567',
  location: 'Dubai Design District',
  websiteUrl: 'https://acme.example',
  instagramHandle: '@acme.shades',
  industry: 'retail',
  companySize: 'small',
  city: 'Dubai',
  country: 'AE',
  budgetRangeMin: '500',
  budgetRangeMax: 2500,
  preferredCollaborationTypes: ['unboxing', 'product_reviews'],
  contentCategories: ['fashion', 'lifestyle'],
  targetCreatorAudienceSizeMin: 10000,
  targetCreatorAudienceSizeMax: 250000,
  targetDemographics: { ageMin: 18, ageMax: 34 },
  languagesSpoken: ['english', 'arabic'],
};

const list = async (user: TestUser): Promise<BrandProfileList> =>
  (await call(t, user, 'GET', '/api/brand-profiles')).json();

describe('creating and listing', () => {
  it('makes the first profile the main and default one; later ones are team members', async () => {
    const brand = await createBrand(t);
    expect(await list(brand)).toEqual({
      profiles: [],
      teamMemberLimit: 1,
      teamMemberCount: 0,
      canAddTeamMember: true,
    });

    const main = await createProfile(t, brand, { profileName: 'Main' });
    expect(main).toMatchObject({ isMainProfile: true, isDefault: true, isActive: true });
    const member = await createProfile(t, brand, { profileName: 'Sam (team)' });
    expect(member).toMatchObject({ isMainProfile: false, isDefault: false });

    const listed = await list(brand);
    expect(listed.profiles.map((profile) => profile.id)).toEqual([main.id, member.id]);
    expect(listed).toMatchObject({ teamMemberLimit: 1, teamMemberCount: 1, canAddTeamMember: false });
  });

  it('stores every field of the brand profile and answers it back', async () => {
    const brand = await createBrand(t);
    const response = await call(t, brand, 'POST', '/api/brand-profiles', FULL_PROFILE);
    expect(response.status).toBe(201);
    const created = (await response.json()) as BrandProfile;
    expect(created).toMatchObject({
      ...FULL_PROFILE,
      instagramHandle: 'acme.shades',
      budgetRangeMin: 500,
      profileImageUrl: null,
    });
    expect(await (await call(t, brand, 'GET', `/api/brand-profiles/${created.id}`)).json()).toEqual(created);
  });

  it('answers 400 with field messages for bad input', async () => {
    const brand = await createBrand(t);
    const response = await call(t, brand, 'POST', '/api/brand-profiles', {
      profileName: '  ',
      industry: 'mining',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      profileName: ['Profile name is required'],
      industry: ['Please choose an industry from the list'],
    });
    const range = await call(t, brand, 'POST', '/api/brand-profiles', {
      profileName: 'Main',
      budgetRangeMin: 900,
      budgetRangeMax: 100,
    });
    expect((await range.json()).error.fields).toEqual({
      budgetRangeMax: ['Maximum budget must be at least the minimum'],
    });
    expect((await list(brand)).profiles).toEqual([]);
  });

  it('refuses a country code that is not in the list', async () => {
    const brand = await createBrand(t);
    const response = await call(t, brand, 'POST', '/api/brand-profiles', {
      profileName: 'Main',
      country: 'ZZ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      country: ['Please choose a country from the list'],
    });
    expect((await list(brand)).profiles).toEqual([]);
  });
});

describe('updating', () => {
  it('saves the given fields, keeps the others and clears the ones sent empty', async () => {
    const brand = await createBrand(t);
    const profile = await createProfile(t, brand, FULL_PROFILE);
    const response = await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, {
      bio: 'New bio',
      phone: '',
      languagesSpoken: [],
      budgetRangeMax: null,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as BrandProfile;
    expect(updated).toMatchObject({
      bio: 'New bio',
      phone: null,
      languagesSpoken: [],
      budgetRangeMax: null,
      companyName: FULL_PROFILE.companyName,
      budgetRangeMin: 500,
    });
    expect(await (await call(t, brand, 'GET', `/api/brand-profiles/${profile.id}`)).json()).toEqual(updated);
  });

  it('checks a bound sent alone against the stored other bound', async () => {
    const brand = await createBrand(t);
    const profile = await createProfile(t, brand, FULL_PROFILE);
    const response = await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, {
      budgetRangeMax: 100,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      budgetRangeMax: ['Maximum budget must be at least the minimum'],
    });
  });
});

describe('brand defaults', () => {
  it('keeps the first picked country and city', async () => {
    const brand = await createBrand(t);
    const defaults = () => call(t, brand, 'GET', '/api/brand-profiles/defaults').then((r) => r.json());
    expect(await defaults()).toEqual({ defaultCountry: null, defaultCity: null });

    const profile = await createProfile(t, brand, { profileName: 'Main', country: 'AE' });
    expect(await defaults()).toEqual({ defaultCountry: 'AE', defaultCity: null });
    await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, { city: 'Dubai' });
    expect(await defaults()).toEqual({ defaultCountry: 'AE', defaultCity: 'Dubai' });
    await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, { country: 'SA', city: 'Riyadh' });
    expect(await defaults()).toEqual({ defaultCountry: 'AE', defaultCity: 'Dubai' });
  });

  it('saves the country and city picked in the campaign form', async () => {
    const brand = await createBrand(t);
    const response = await call(t, brand, 'PUT', '/api/brand-profiles/defaults', {
      country: 'sa',
      city: 'Jeddah',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ defaultCountry: 'SA', defaultCity: 'Jeddah' });
    const unknown = await call(t, brand, 'PUT', '/api/brand-profiles/defaults', { country: 'ZZ' });
    expect(unknown.status).toBe(400);
  });
});

describe('access', () => {
  let brandA: TestUser;
  let brandB: TestUser;
  let creator: TestUser;
  let profileOfA: BrandProfile;
  let uploadOfB: string;

  beforeAll(async () => {
    brandA = await createBrand(t);
    brandB = await createBrand(t);
    creator = await createTestUser(t, { userType: 'creator' });
    profileOfA = await createProfile(t, brandA, FULL_PROFILE);
    await createProfile(t, brandB, { profileName: 'B main' });
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new File([png], 'logo.png', { type: 'image/png' }));
    form.append('purpose', 'logo');
    const uploaded = await t.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { cookie: brandB.cookie },
    });
    uploadOfB = (await uploaded.json()).id;
  });

  const routes = () =>
    [
      ['GET', '/api/brand-profiles', undefined],
      ['POST', '/api/brand-profiles', { profileName: 'X' }],
      ['GET', '/api/brand-profiles/defaults', undefined],
      ['PUT', '/api/brand-profiles/defaults', { country: 'AE' }],
      ['GET', `/api/brand-profiles/${profileOfA.id}`, undefined],
      ['PATCH', `/api/brand-profiles/${profileOfA.id}`, { bio: 'x' }],
      ['DELETE', `/api/brand-profiles/${profileOfA.id}`, undefined],
      ['POST', `/api/brand-profiles/${profileOfA.id}/account-manager`, undefined],
      ['PUT', `/api/brand-profiles/${profileOfA.id}/image`, { uploadId: randomUUID() }],
      ['DELETE', `/api/brand-profiles/${profileOfA.id}/image`, undefined],
    ] as const;

  it('answers 401 signed out and 403 to other account types on every route', async () => {
    for (const [method, path, body] of routes()) {
      expect((await call(t, null, method, path, body)).status, `${method} ${path}`).toBe(401);
      const response = await call(t, creator, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await response.json()).error.message).toBe('You do not have access to this area');
    }
  });

  it("answers 404 when another brand reads or changes brand A's profile, and changes nothing", async () => {
    const attempts = [
      ['GET', `/api/brand-profiles/${profileOfA.id}`, undefined],
      ['PATCH', `/api/brand-profiles/${profileOfA.id}`, { bio: 'hijacked', profileName: 'B owns this' }],
      ['DELETE', `/api/brand-profiles/${profileOfA.id}`, undefined],
      ['POST', `/api/brand-profiles/${profileOfA.id}/account-manager`, undefined],
      ['PUT', `/api/brand-profiles/${profileOfA.id}/image`, { uploadId: uploadOfB }],
      ['DELETE', `/api/brand-profiles/${profileOfA.id}/image`, undefined],
    ] as const;
    for (const [method, path, body] of attempts) {
      const response = await call(t, brandB, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'Brand profile not found' },
      });
    }
    expect((await list(brandB)).profiles.map((profile) => profile.profileName)).toEqual(['B main']);
    const stored = await (await call(t, brandA, 'GET', `/api/brand-profiles/${profileOfA.id}`)).json();
    expect(stored).toEqual(profileOfA);
  });

  it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
    expect((await call(t, brandA, 'GET', `/api/brand-profiles/${randomUUID()}`)).status).toBe(404);
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['POST', '/account-manager'],
      ['PUT', '/image'],
      ['DELETE', '/image'],
    ] as const) {
      const body = method === 'PUT' ? { uploadId: randomUUID() } : undefined;
      const response = await call(t, brandA, method, `/api/brand-profiles/not-an-id${suffix}`, body);
      expect(response.status, `${method} ${suffix}`).toBe(400);
      expect((await response.json()).error.fields).toEqual({ id: ['Brand profile not found'] });
    }
  });

  it('answers 400 with field messages for malformed bodies on every mutating route', async () => {
    const bad = [
      ['POST', '/api/brand-profiles', { profileName: 42 }, 'profileName'],
      ['PUT', '/api/brand-profiles/defaults', { country: 'Emirates' }, 'country'],
      [
        'PATCH',
        `/api/brand-profiles/${profileOfA.id}`,
        { contentCategories: 'fashion' },
        'contentCategories',
      ],
      ['PUT', `/api/brand-profiles/${profileOfA.id}/image`, { uploadId: 'logo.png' }, 'uploadId'],
    ] as const;
    for (const [method, path, body, field] of bad) {
      const response = await call(t, brandA, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(Object.keys((await response.json()).error.fields), `${method} ${path}`).toContain(field);
    }
    const notJson = await call(t, brandA, 'POST', '/api/brand-profiles', '{"profileName":');
    expect(notJson.status).toBe(400);
  });
});
