import { SUBSCRIPTION_MESSAGES } from '@partnerly/contracts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireBrand as requireBrandRole } from '../../middleware/guards';
import { requireMainBrandProfile } from '../brand-profiles/brand-profiles.guards';

/** Signed-in brand accounts only; 401 with the spec's payment message ('User must be authenticated'). */
export const requireBrand = requireBrandRole(SUBSCRIPTION_MESSAGES.notAuthenticated);

/** Signed-in brands acting as their main profile: only it manages the subscription (spec 02 section 6). */
export const requireSubscriptionManager = [
  ...requireBrand,
  requireMainBrandProfile(SUBSCRIPTION_MESSAGES.onlyMainProfile),
] as const;

export function brandUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', SUBSCRIPTION_MESSAGES.notAuthenticated);
  return user.id;
}
