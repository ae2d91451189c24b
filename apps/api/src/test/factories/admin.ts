import type { AdminUserType } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { adminElevations, profiles } from '../../db/schema';
import type { TestApp } from '../create-test-app';
import { createTestUser, type TestUser } from '../users';

/** A signed-in admin or super admin that has NOT passed the step-up check. */
export async function createAdmin(t: TestApp, userType: AdminUserType = 'super_admin'): Promise<TestUser> {
  const user = await createTestUser(t, { userType, firstName: 'Ada', lastName: 'Admin' });
  await t.deps.database.db.update(profiles).set({ userType }).where(eq(profiles.id, user.id));
  return user;
}

/** Passes the step-up check with the admin's password: the session is elevated for 30 minutes. */
export async function elevate(t: TestApp, admin: TestUser): Promise<void> {
  const response = await t.request('/api/admin/elevation', {
    method: 'POST',
    headers: { cookie: admin.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'password', password: admin.password }),
  });
  if (response.status !== 200) throw new Error(`step-up failed: ${response.status} ${await response.text()}`);
}

/** A signed-in, elevated admin (super admin unless told): ready to call the admin API. */
export async function createElevatedAdmin(
  t: TestApp,
  userType: AdminUserType = 'super_admin',
): Promise<TestUser> {
  const admin = await createAdmin(t, userType);
  await elevate(t, admin);
  return admin;
}

/** Makes the admin's elevations 31 minutes idle (expired), as if nothing happened since. */
export async function idleElevations(t: TestApp, admin: TestUser): Promise<void> {
  await t.deps.database.db
    .update(adminElevations)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(adminElevations.userId, admin.id));
}
