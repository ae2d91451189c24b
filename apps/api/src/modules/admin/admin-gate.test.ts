import { ADMIN_MESSAGES, ADMIN_SESSION_TIMEOUT_MS, type AdminElevation } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminElevations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin, elevate, idleElevations } from '../../test/factories/admin';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';

let t: TestApp;

const call = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

/** The step-up check itself: open to admins without an elevation (the tests above). */
const STEP_UP_ROUTES = new Set([
  'GET /api/admin/elevation',
  'POST /api/admin/elevation',
  'POST /api/admin/elevation/code',
  'DELETE /api/admin/elevation',
]);

/**
 * Every admin console route (/api/admin/... other than the step-up check itself), read from the
 * app: the routes other modules add later are covered without touching this test. Path
 * parameters get a well-formed id, so a route refuses for the gate, not for its input.
 */
function consoleRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return t.app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && route.method !== 'ALL')
    .filter((route) => !STEP_UP_ROUTES.has(`${route.method} ${route.path}`))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
    }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the step-up check', () => {
  it('elevates a super admin on their own password and refuses a wrong one', async () => {
    const admin = await createAdmin(t);
    const before = (await (await call(admin, 'GET', '/api/admin/elevation')).json()) as AdminElevation;
    expect(before).toMatchObject({
      elevated: false,
      expiresAt: null,
      userType: 'super_admin',
      hasPassword: true,
    });

    const wrong = await call(admin, 'POST', '/api/admin/elevation', {
      method: 'password',
      password: 'nope-nope',
    });
    expect(wrong.status).toBe(403);
    expect((await errorOf(wrong)).message).toBe(ADMIN_MESSAGES.invalidPassword);

    const right = await call(admin, 'POST', '/api/admin/elevation', {
      method: 'password',
      password: admin.password,
    });
    expect(right.status).toBe(200);
    const elevation = (await right.json()) as AdminElevation;
    expect(elevation.elevated).toBe(true);
    const remaining = Date.parse(elevation.expiresAt!) - Date.now();
    expect(remaining).toBeGreaterThan(ADMIN_SESSION_TIMEOUT_MS - 60_000);
    expect(remaining).toBeLessThanOrEqual(ADMIN_SESSION_TIMEOUT_MS + 1_000);
  });

  it('elevates with the e-mailed code once; a reused or wrong code is refused', async () => {
    const admin = await createAdmin(t);
    expect((await call(admin, 'POST', '/api/admin/elevation/code')).status).toBe(204);
    const mail = await waitForMail(t, admin.email, { subject: /is your Partnerly admin code$/ });
    const code = /^(\d{6})/.exec(mail.subject)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call(admin, 'POST', '/api/admin/elevation', { method: 'code', code: wrongCode });
    expect(wrong.status).toBe(403);
    expect((await call(admin, 'POST', '/api/admin/elevation', { method: 'code', code })).status).toBe(200);
    const reused = await call(admin, 'POST', '/api/admin/elevation', { method: 'code', code });
    expect(reused.status).toBe(403);
    expect((await errorOf(reused)).message).toBe(ADMIN_MESSAGES.invalidCode);
  });

  it('refuses bad input with field messages', async () => {
    const admin = await createAdmin(t);
    const response = await call(admin, 'POST', '/api/admin/elevation', { method: 'code', code: '12ab' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.code).toEqual(['Enter the 6-digit code from the e-mail']);
  });

  it('is only for admin accounts', async () => {
    const creator = await createTestUser(t);
    const response = await call(creator, 'POST', '/api/admin/elevation', {
      method: 'password',
      password: creator.password,
    });
    expect(response.status).toBe(403);
    expect((await errorOf(response)).message).toBe(ADMIN_MESSAGES.superAdminRequired);
    expect((await call(null, 'GET', '/api/admin/elevation')).status).toBe(401);
  });
});

describe('the elevation', () => {
  it('is extended by activity, ends after 30 idle minutes and on Logout', async () => {
    const admin = await createAdmin(t);
    await elevate(t, admin);
    // Activity moves the end on.
    await t.deps.database.db
      .update(adminElevations)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(adminElevations.userId, admin.id));
    const touched = (await (await call(admin, 'PUT', '/api/admin/elevation')).json()) as AdminElevation;
    expect(Date.parse(touched.expiresAt!) - Date.now()).toBeGreaterThan(ADMIN_SESSION_TIMEOUT_MS - 60_000);

    await idleElevations(t, admin);
    const idle = await call(admin, 'PUT', '/api/admin/elevation');
    expect(idle.status).toBe(403);
    expect((await errorOf(idle)).code).toBe('ADMIN_ELEVATION_REQUIRED');

    await elevate(t, admin);
    expect((await call(admin, 'DELETE', '/api/admin/elevation')).status).toBe(204);
    expect((await call(admin, 'PUT', '/api/admin/elevation')).status).toBe(403);
  });

  it('belongs to the session that passed the check, not to the account', async () => {
    const admin = await createAdmin(t);
    await elevate(t, admin);
    const { headers } = await t.deps.auth.api.signInEmail({
      body: { email: admin.email, password: admin.password },
      returnHeaders: true,
    });
    const otherCookie = headers
      .getSetCookie()
      .find((cookie) => cookie.includes('session_token='))!
      .split(';')[0]!;
    const other = { ...admin, cookie: otherCookie };
    expect((await call(other, 'PUT', '/api/admin/elevation')).status).toBe(403);
  });
});

describe('every admin console route', () => {
  it('exists (the sweep below is not empty)', () => {
    expect(consoleRoutes().length).toBeGreaterThan(0);
  });

  it('refuses visitors, other roles, and admins without a current elevation', async () => {
    const creator = await createTestUser(t);
    const brand = await createTestUser(t, { userType: 'brand' });
    const unelevated = await createAdmin(t);
    const idle = await createAdmin(t);
    await elevate(t, idle);
    await idleElevations(t, idle);
    for (const { method, path } of consoleRoutes()) {
      const label = `${method} ${path}`;
      const body = method === 'GET' || method === 'HEAD' ? undefined : {};
      expect((await call(null, method, path, body)).status, label).toBe(401);
      for (const user of [creator, brand]) {
        const response = await call(user, method, path, body);
        expect(response.status, label).toBe(403);
        expect((await errorOf(response)).message, label).toBe(ADMIN_MESSAGES.superAdminRequired);
      }
      for (const admin of [unelevated, idle]) {
        const response = await call(admin, method, path, body);
        expect(response.status, label).toBe(403);
        expect((await errorOf(response)).code, label).toBe('ADMIN_ELEVATION_REQUIRED');
      }
    }
  });
});
