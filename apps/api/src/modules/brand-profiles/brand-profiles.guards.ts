import { ACTING_BRAND_PROFILE_HEADER } from '@partnerly/contracts';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { signedInUser } from '../../middleware/guards';
import type { BrandProfileRow } from './brand-profile-view';
import { findActingBrandProfile, isMainProfile } from './acting-profile';

/**
 * The brand profile the request acts as (see acting-profile.ts), resolved from the
 * X-Brand-Profile-Id header on first use and kept in c.var.actingBrandProfile, so guards and
 * handlers of one request share one lookup. Use cases get the result as a plain value, never
 * the headers. For signed-in users only (401 otherwise).
 */
async function actingBrandProfile(c: Context<AppEnv>): Promise<BrandProfileRow | null> {
  const resolved = c.get('actingBrandProfile');
  if (resolved !== undefined) return resolved;
  const acting = await findActingBrandProfile(
    c.get('deps').database.db,
    signedInUser(c).id,
    c.req.header(ACTING_BRAND_PROFILE_HEADER) ?? null,
  );
  c.set('actingBrandProfile', acting);
  return acting;
}

/** Whether the request acts as the main profile (an account without brand profiles does). */
export async function actingAsMainProfile(c: Context<AppEnv>): Promise<boolean> {
  return isMainProfile(await actingBrandProfile(c));
}

/**
 * 403 with `message` unless the request acts as the brand's main profile (see
 * acting-profile.ts); put it after requireRole('brand').
 */
export function requireMainBrandProfile(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!(await actingAsMainProfile(c))) throw new AppError('FORBIDDEN', message);
    await next();
  });
}
