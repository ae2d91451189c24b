import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/** The largest request body an /api route reads, unless the route sets a limit of its own. */
export const API_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Routes with their own, larger limit, set where they are declared (uploads: 50 MB; a store's
 * order export: ORDER_IMPORT_MAX_BYTES).
 */
const OWN_LIMIT_ROUTES = new Set(['POST /api/uploads', 'POST /api/uploads/']);
const OWN_LIMIT_PATTERNS = [/^POST \/api\/brand-affiliate\/campaigns\/[^/]+\/orders\/?$/];

const hasOwnLimit = (route: string) =>
  OWN_LIMIT_ROUTES.has(route) || OWN_LIMIT_PATTERNS.some((pattern) => pattern.test(route));

const limitBody = bodyLimit({
  maxSize: API_BODY_MAX_BYTES,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB)');
  },
});

/**
 * Refuses an oversized body with 413 before any route reads it: from its Content-Length, or
 * while it streams in (chunked). Smaller route limits (webhooks) still apply after it.
 */
export const apiBodyLimit: MiddlewareHandler<AppEnv> = (c, next) =>
  hasOwnLimit(`${c.req.method} ${c.req.path}`) ? next() : limitBody(c, next);
