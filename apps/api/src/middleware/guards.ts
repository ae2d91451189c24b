import { API_MESSAGES } from '@partnerly/contracts';
import type { UserType } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { profiles } from '../db/schema';
import { AppError } from './errors';

const signInRequired = () => new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);

/** 401 unless a session exists; downstream handlers may rely on c.var.user. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.get('user')) throw signInRequired();
  await next();
});

/** The signed-in user (for handlers behind requireUser / requireRole); 401 otherwise. */
export function signedInUser(c: Context<AppEnv>): NonNullable<AppEnv['Variables']['user']> {
  const user = c.get('user');
  if (!user) throw signInRequired();
  return user;
}

/**
 * 401 without a session; 403 unless the signed-in user's profile has one of the given types
 * and is not deleted. Sets c.var.userType.
 */
export function requireRole(...types: UserType[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw signInRequired();
    const { db } = c.get('deps').database;
    const [profile] = await db
      .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    if (!profile || profile.deletedAt || !types.includes(profile.userType)) {
      throw new AppError('FORBIDDEN', API_MESSAGES.noAccess);
    }
    c.set('userType', profile.userType);
    await next();
  });
}

/**
 * Signed-in brand accounts only: 401 with `message` without a session (modules word it their
 * own way), 403 for other roles.
 */
export function requireBrand(message: string = API_MESSAGES.signInRequired) {
  const requireSession = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHENTICATED', message);
    await next();
  });
  return [requireSession, requireRole('brand')] as const;
}
