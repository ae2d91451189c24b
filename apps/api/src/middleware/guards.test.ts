import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { profiles } from '../db/schema';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createTestUser, type TestUser } from '../test/users';
import { handleError } from './errors';
import { requireBrand, requireRole, requireUser, signedInUser } from './guards';
import { sessionMiddleware } from './session';

let t: TestApp;
let guarded: Hono<AppEnv>;
let creator: TestUser;
let brand: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // A small app with the real session middleware in front of each guard.
  guarded = new Hono<AppEnv>()
    .onError(handleError)
    .use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    })
    .use('*', sessionMiddleware)
    .get('/signed-in', requireUser, (c) => c.json({ id: signedInUser(c).id }))
    .get('/brands', requireRole('brand'), (c) => c.json({ userType: c.get('userType') }))
    .get('/admins', requireRole('admin', 'super_admin'), (c) => c.json({ userType: c.get('userType') }))
    .get('/brand-only', ...requireBrand('Sign in as a brand'), (c) =>
      c.json({ userType: c.get('userType') }),
    );
  creator = await createTestUser(t, { userType: 'creator' });
  brand = await createTestUser(t, { userType: 'brand' });
  superAdmin = await createTestUser(t, { userType: 'super_admin' });
});
afterAll(() => t.close());

const get = (path: string, user?: TestUser) =>
  guarded.request(`http://localhost:3000${path}`, { headers: user ? { cookie: user.cookie } : {} });

describe('requireUser', () => {
  it('answers 401 without a session', async () => {
    const response = await get('/signed-in');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
  });

  it('lets any signed-in user through', async () => {
    const response = await get('/signed-in', creator);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: creator.id });
  });
});

describe('requireRole', () => {
  it('answers 401 without a session', async () => {
    expect((await get('/brands')).status).toBe(401);
  });

  it('answers 403 for a signed-in user of another type', async () => {
    const response = await get('/brands', creator);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have access to this area' },
    });
    expect((await get('/admins', brand)).status).toBe(403);
  });

  it('answers 403 to a user of the right type whose profile is deleted, though the session lives', async () => {
    const leaving = await createTestUser(t, { userType: 'brand' });
    expect((await get('/brands', leaving)).status).toBe(200);
    await t.deps.database.db
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(eq(profiles.id, leaving.id));

    // Only the role guard looks at the profile: the session itself is still valid.
    expect((await get('/signed-in', leaving)).status).toBe(200);
    const response = await get('/brands', leaving);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You do not have access to this area' },
    });
  });

  it('lets the named types through and tells the handler which one', async () => {
    expect(await (await get('/brands', brand)).json()).toEqual({ userType: 'brand' });
    expect(await (await get('/admins', superAdmin)).json()).toEqual({ userType: 'super_admin' });
  });
});

describe('requireBrand', () => {
  it("answers 401 with the caller's message without a session, 403 to other roles, passes brands", async () => {
    const anonymous = await get('/brand-only');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Sign in as a brand' },
    });
    expect((await get('/brand-only', creator)).status).toBe(403);
    const response = await get('/brand-only', brand);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ userType: 'brand' });
  });
});
