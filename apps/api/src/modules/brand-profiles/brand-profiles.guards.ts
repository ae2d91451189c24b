import { ACTING_BRAND_PROFILE_HEADER } from '@partnerly/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { workspaceOf } from '../workspaces/workspaces.guards';
import type { BrandProfileRow } from './brand-profile-view';
import { findActingBrandProfile } from './acting-profile';

/**
 * The brand profile the request acts as (see acting-profile.ts), resolved from the
 * X-Brand-Profile-Id header on first use and kept in c.var.actingBrandProfile, so guards and
 * handlers of one request share one lookup. Use cases get the result as a plain value, never
 * the headers. For signed-in users only (401 otherwise).
 */
export async function actingBrandProfileOf(c: Context<AppEnv>): Promise<BrandProfileRow | null> {
  const resolved = c.get('actingBrandProfile');
  if (resolved !== undefined) return resolved;
  const acting = await findActingBrandProfile(
    c.get('deps').database.db,
    await workspaceOf(c),
    c.req.header(ACTING_BRAND_PROFILE_HEADER) ?? null,
  );
  c.set('actingBrandProfile', acting);
  return acting;
}
