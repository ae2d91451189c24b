import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { authSessions } from '../db/schema';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { createTestUser } from '../test/users';
import { sessionMiddleware } from './session';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let app: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestApp();
  app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('deps', t.deps);
      await next();
    })
    .use('*', sessionMiddleware)
    .get('/whoami', (c) => c.json({ user: c.get('user'), session: c.get('session') }));
});
afterAll(() => t.close());

async function whoami(cookie?: string) {
  const response = await app.request('http://localhost:3000/whoami', { headers: cookie ? { cookie } : {} });
  return (await response.json()) as { user: { id: string } | null; session: { token: string } | null };
}

/** The session row behind a `name=<token>.<signature>` cookie. */
async function sessionRow(cookie: string) {
  const token = decodeURIComponent(cookie.split('=').slice(1).join('=')).split('.')[0]!;
  const [row] = await t.deps.database.db.select().from(authSessions).where(eq(authSessions.token, token));
  return row;
}

describe('session middleware', () => {
  it('reads a valid session exactly as better-auth getSession returns it', async () => {
    const user = await createTestUser(t);
    const expected = await t.deps.auth.api.getSession({ headers: new Headers({ cookie: user.cookie }) });
    expect(await whoami(user.cookie)).toEqual(JSON.parse(JSON.stringify(expected)));
    expect((await whoami(user.cookie)).user?.id).toBe(user.id);
  });

  it('has no user without a cookie or with a cookie whose signature does not match', async () => {
    const user = await createTestUser(t);
    const [name, value] = user.cookie.split('=') as [string, string];
    const [token] = decodeURIComponent(value).split('.');
    const forged = `${name}=${encodeURIComponent(`${token}.${'A'.repeat(43)}=`)}`;
    expect(await whoami()).toEqual({ user: null, session: null });
    expect(await whoami(forged)).toEqual({ user: null, session: null });
    expect(await whoami(`${name}=${token}`)).toEqual({ user: null, session: null });
  });

  it('drops a session the moment its row is gone (sign-out, revocation, deleted account)', async () => {
    const user = await createTestUser(t);
    expect((await whoami(user.cookie)).user?.id).toBe(user.id);
    await t.deps.database.db.delete(authSessions).where(eq(authSessions.userId, user.id));
    expect(await whoami(user.cookie)).toEqual({ user: null, session: null });
  });

  it('refuses an expired session and leaves its cleanup to better-auth', async () => {
    const user = await createTestUser(t);
    const row = (await sessionRow(user.cookie))!;
    await t.deps.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authSessions.id, row.id));
    expect(await whoami(user.cookie)).toEqual({ user: null, session: null });
    expect(await sessionRow(user.cookie)).toBeUndefined();
  });

  it('lets better-auth extend a session due for its daily refresh', async () => {
    const user = await createTestUser(t);
    const row = (await sessionRow(user.cookie))!;
    // Signed in 5 of the 7 days ago: past the 1-day update age.
    await t.deps.database.db
      .update(authSessions)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(authSessions.id, row.id));
    expect((await whoami(user.cookie)).user?.id).toBe(user.id);
    const refreshed = (await sessionRow(user.cookie))!;
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
  });
});
