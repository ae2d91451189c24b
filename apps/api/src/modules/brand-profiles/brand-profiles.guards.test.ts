import { ACTING_BRAND_PROFILE_HEADER, type BrandProfile } from '@partnerly/contracts';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../../context';
import { handleError } from '../../middleware/errors';
import { requireRole } from '../../middleware/guards';
import { sessionMiddleware } from '../../middleware/session';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { createProfile } from './brand-profiles.fixtures';
import { actingAsMainProfile, requireMainBrandProfile } from './brand-profiles.guards';

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
    .get('/main-only', requireRole('brand'), requireMainBrandProfile('Main profile only'), async (c) =>
      c.json({ acting: c.get('actingBrandProfile')?.id ?? null, main: await actingAsMainProfile(c) }),
    )
    .get('/any', requireRole('brand'), async (c) => c.json({ main: await actingAsMainProfile(c) }));
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

describe('requireMainBrandProfile', () => {
  it('lets the main profile through and hands the handler the profile it resolved', async () => {
    const response = await get('/main-only', brand, main.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ acting: main.id, main: true });
  });

  it('refuses a team member profile with the given message', async () => {
    const response = await get('/main-only', brand, member.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Main profile only' } });
  });

  it('answers 400 for a header that is not a profile id and 404 for a profile of another account', async () => {
    const invalid = await get('/main-only', brand, 'not-a-uuid');
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.message).toBe('Invalid brand profile id');
    const stranger = await createBrand(t);
    expect((await get('/main-only', stranger, main.id)).status).toBe(404);
  });
});

describe('actingAsMainProfile', () => {
  it('tells a team member from the main profile, and an account without profiles counts as main', async () => {
    expect(await (await get('/any', brand, member.id)).json()).toEqual({ main: false });
    expect(await (await get('/any', brand, main.id)).json()).toEqual({ main: true });
    expect(await (await get('/any', await createBrand(t))).json()).toEqual({ main: true });
  });
});
