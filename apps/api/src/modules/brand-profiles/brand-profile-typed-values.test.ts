import type { BrandProfile } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandProfiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand } from '../../test/factories/brand';
import { call, createProfile } from './brand-profiles.fixtures';

// Issue 13 "Details people notice": a website typed without https://, an Instagram profile
// link pasted as the handle, and the Beauty, Fashion and Hospitality industries.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedRow = async (id: string) => {
  const [row] = await t.deps.database.db.select().from(brandProfiles).where(eq(brandProfiles.id, id));
  return row!;
};

describe('brand profile values as people type them', () => {
  it('stores desertbloom.ae as https://desertbloom.ae and a pasted Instagram link as the handle', async () => {
    const brand = await createBrand(t);
    const response = await call(t, brand, 'POST', '/api/brand-profiles', {
      profileName: 'Desert Bloom',
      websiteUrl: 'desertbloom.ae',
      instagramHandle: 'https://www.instagram.com/desert.bloom/',
      industry: 'hospitality',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const created = (await response.json()) as BrandProfile;
    expect(created).toMatchObject({
      websiteUrl: 'https://desertbloom.ae',
      instagramHandle: 'desert.bloom',
      industry: 'hospitality',
    });
    expect(await storedRow(created.id)).toMatchObject({
      websiteUrl: 'https://desertbloom.ae',
      instagramHandle: 'desert.bloom',
      industry: 'hospitality',
    });

    const updated = await call(t, brand, 'PATCH', `/api/brand-profiles/${created.id}`, {
      websiteUrl: 'www.desertbloom.ae/stay',
      instagramHandle: '@desertbloom.hotel',
      industry: 'beauty',
    });
    expect(updated.status).toBe(200);
    expect(await storedRow(created.id)).toMatchObject({
      websiteUrl: 'https://www.desertbloom.ae/stay',
      instagramHandle: 'desertbloom.hotel',
      industry: 'beauty',
    });
  });

  it('still refuses other schemes, junk and links to something else, with field messages', async () => {
    const brand = await createBrand(t);
    const profile = await createProfile(t, brand, { profileName: 'Main', industry: 'fashion' });
    for (const websiteUrl of ['javascript:alert(1)', 'ftp://desertbloom.ae', 'desert bloom', 'hello']) {
      const response = await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, { websiteUrl });
      expect(response.status, websiteUrl).toBe(400);
      expect((await response.json()).error.fields).toEqual({
        websiteUrl: ['Please enter a valid website URL'],
      });
    }
    const link = await call(t, brand, 'PATCH', `/api/brand-profiles/${profile.id}`, {
      instagramHandle: 'https://www.tiktok.com/@desertbloom',
    });
    expect(link.status).toBe(400);
    expect((await link.json()).error.fields).toEqual({
      instagramHandle: ['Please enter your Instagram handle or a link to your profile'],
    });
    expect(await storedRow(profile.id)).toMatchObject({
      websiteUrl: null,
      instagramHandle: null,
      industry: 'fashion',
    });
  });
});
