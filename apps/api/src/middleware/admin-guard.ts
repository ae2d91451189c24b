import {
  API_MESSAGES,
  ADMIN_MESSAGES,
  ADMIN_SESSION_TIMEOUT_MS,
  accessDeniedMessage,
  isAdminUserType,
  type AdminUserType,
} from '@partnerly/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { adminElevations, profiles } from '../db/schema';
import { AppError } from './errors';

/**
 * The admin console's guard (issue 19, decision 0059), on every admin API route:
 * - 401 without a session; 403 'Super Admin Access Required' for non-admin accounts;
 * - 403 'Access Denied: You need Super Admin privileges' when `level` is super_admin and the
 *   caller is an admin (admins read and moderate; super admins also change accounts);
 * - 403 ADMIN_ELEVATION_REQUIRED unless this session passed the step-up check and has been
 *   active within the last 30 minutes. A passing call moves the elevation's end to now + 30
 *   minutes in the same statement that checks it (one query, no race with expiry).
 * `elevated: false` skips the last check (the step-up routes themselves). Sets c.var.userType.
 */
export function requireAdmin(
  level: AdminUserType = 'admin',
  { elevated = true }: { elevated?: boolean } = {},
) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    const session = c.get('session');
    if (!user || !session) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
    const { db } = c.get('deps').database;
    const [profile] = await db
      .select({
        userType: profiles.userType,
        deletedAt: profiles.deletedAt,
        suspendedAt: profiles.suspendedAt,
      })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    if (!profile || profile.deletedAt || profile.suspendedAt || !isAdminUserType(profile.userType)) {
      throw new AppError('FORBIDDEN', ADMIN_MESSAGES.superAdminRequired);
    }
    if (level === 'super_admin' && profile.userType !== 'super_admin') {
      throw new AppError('FORBIDDEN', accessDeniedMessage('super_admin'));
    }
    c.set('userType', profile.userType);
    if (!elevated) return next();
    const touched = await db
      .update(adminElevations)
      .set({ expiresAt: sql`now() + ${`${ADMIN_SESSION_TIMEOUT_MS} milliseconds`}::interval` })
      .where(
        and(
          eq(adminElevations.sessionId, session.id),
          eq(adminElevations.userId, user.id),
          gt(adminElevations.expiresAt, sql`now()`),
        ),
      )
      .returning({ sessionId: adminElevations.sessionId });
    if (touched.length === 0)
      throw new AppError('ADMIN_ELEVATION_REQUIRED', ADMIN_MESSAGES.elevationRequired);
    await next();
  });
}
