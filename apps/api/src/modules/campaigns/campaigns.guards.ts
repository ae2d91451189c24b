import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireRole } from '../../middleware/guards';

/** Signed-in brand accounts only: 401 with `message` without a session, 403 for other roles. */
export function requireBrand(message = 'Please sign in to continue') {
  const requireSession = createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('user')) throw new AppError('UNAUTHENTICATED', message);
    await next();
  });
  return [requireSession, requireRole('brand')] as const;
}
