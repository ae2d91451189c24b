import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Payment webhooks: the provider's servers call them, and they prove themselves by their HMAC. */
const WEBHOOK_PATH = /^\/api\/payments\/webhooks\/[^/]+$/;
/**
 * The one-click opt-out of marketing e-mails (RFC 8058): mail providers and mail apps POST it
 * from anywhere, with no session; its signed token is the credential, so a forged request
 * without the token does nothing.
 */
const UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

const CROSS_SITE_MESSAGE = 'This request was refused because it came from another site';

/**
 * Cross-site request forgery check for every unsafe method under /api (decision 0027). A
 * browser states where a request comes from: Sec-Fetch-Site (same-origin passes) and Origin
 * (one of `origins` passes). Either one vouching is enough; a request that names another
 * origin, a sibling subdomain ('same-site') or an opaque origin ('null') is refused with 403.
 *
 * A request with neither header is let through: it comes from a non-browser client (curl, a
 * script, a server), which holds no victim's cookies. Every browser the web build targets
 * (Chrome 111, Firefox 114, Safari 16.4 and later) sends both headers; an older one cannot run
 * the app, so it holds no session to abuse. Hono's csrf middleware is not used: it checks
 * form content types only (JSON and body-less requests pass unchecked) and refuses such clients.
 */
export function csrfProtection(origins: readonly string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || WEBHOOK_PATH.test(c.req.path) || c.req.path === UNSUBSCRIBE_PATH) {
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const isFromApp = site === 'same-origin' || (origin !== undefined && origins.includes(origin));
    const isFromBrowser = site !== undefined || origin !== undefined;
    if (isFromApp || !isFromBrowser) return next();
    throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  };
}
