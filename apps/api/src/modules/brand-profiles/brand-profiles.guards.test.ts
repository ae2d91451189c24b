import { ACTING_BRAND_PROFILE_HEADER, type BrandProfile } from '@partnerly/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { handleError } from '../../middleware/errors';
import { requireRole } from '../../middleware/guards';
import { sessionMiddleware } from '../../middleware/session';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { createProfile } from './brand-profiles.fixtures';
import { actingBrandProfileOf } from './brand-profiles.guards';

// The acting brand profile is read from X-Brand-Profile-Id once, by the guard, and handed on
// in c.var.actingBrandProfile: the handler behind the guard sees the same profile.

let t: TestApp;
let guarded: Hono<AppEnv>;
let brand: TestUser;
let main: BrandProfile;
let member: BrandProfile;

beforeAll(async () => {
  t = await createTestApp();
  guarded = new Hono<AppEnv>()
    .onError(handleError)
    .use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    })
    .use('*', sessionMiddleware)
    .get('/acting', requireRole('brand'), async (c) => {
      const acting = await actingBrandProfileOf(c);
      // A second read in the same request is the same lookup.
      return c.json({ acting: acting?.id ?? null, kept: c.get('actingBrandProfile')?.id ?? null });
    });
  brand = await createBrand(t);
  await giveSubscription(t, brand.id, { planId: 'premium' });
  main = await createProfile(t, brand, { profileName: 'Main', country: 'AE', city: 'Dubai' });
  member = await createProfile(t, brand, { profileName: 'Member' });
});
afterAll(() => t.close());

const get = (path: string, user: TestUser, actingAs?: string) =>
  guarded.request(`http://localhost:3000${path}`, {
    headers: { cookie: user.cookie, ...(actingAs ? { [ACTING_BRAND_PROFILE_HEADER]: actingAs } : {}) },
  });

describe('actingBrandProfileOf', () => {
  it('hands the handler the profile the header names, read once per request', async () => {
    const response = await get('/acting', brand, member.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ acting: member.id, kept: member.id });
  });

  it('answers 400 for a header that is not a profile id and 404 for a profile of another workspace', async () => {
    const invalid = await get('/acting', brand, 'not-a-uuid');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('Invalid brand profile id');
    const stranger = await createBrand(t);
    expect((await get('/acting', stranger, main.id)).status).toBe(404);
  });

  it("without the header: the default profile, a member's first assigned one, null without profiles", async () => {
    expect(await (await get('/acting', brand)).json()).toMatchObject({ acting: main.id });
    const colleague = await createColleague(t, brand.id, 'member', [member.id]);
    expect(await (await get('/acting', colleague)).json()).toMatchObject({ acting: member.id });
    expect(await (await get('/acting', await createBrand(t))).json()).toMatchObject({ acting: null });
  });
});
