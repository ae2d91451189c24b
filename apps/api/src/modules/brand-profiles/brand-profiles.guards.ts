import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { signedInUser } from '../../middleware/guards';
import { assertActingAsMainProfile } from './acting-profile';

/**
 * 403 with `message` unless the request acts as the brand's main profile (see
 * acting-profile.ts); put it after requireRole('brand').
 */
export function requireMainBrandProfile(message: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await assertActingAsMainProfile(
      c.get('deps').database.db,
      signedInUser(c).id,
      c.req.raw.headers,
      message,
    );
    await next();
  });
}
