import { CONSENT_REQUIRED_MESSAGE } from '@partnerly/contracts';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { documentsToAccept } from './consent-records';

// Consent before use (issue 24 item 3, PDPL): a signed-in member who has not accepted the
// current Terms of Service and Privacy Policy (a Google sign-up, or a version raised since)
// gets 403 CONSENT_REQUIRED from every API route but those below, until POST /api/me/consents.
// The web app then shows its acceptance dialog. One indexed query on consents per gated call.

/** Routes open without consent: the path and everything below it, any method. */
const OPEN_ROUTES: readonly string[] = [
  // Sign-in, sign-out and the rest of better-auth (mounted before the session anyway).
  '/api/auth',
  // The acceptance prompt itself, and the language it is shown in.
  '/api/me/consents',
  '/api/me/language',
  // Withdrawing consent stays easy (PDPL Art. 6): the marketing e-mails' one-click opt-out.
  '/api/marketing/unsubscribe',
  // The member's rights stay open: the data export (account deletion: below).
  '/api/settings/export',
  // Liveness, readiness, public configuration and reference data, the API reference.
  '/api/health',
  '/api/ready',
  '/api/config',
  '/api/reference',
  '/api/openapi.json',
  '/api/docs',
  // Public pages a signed-in member may open too: creator pages and their links, code
  // redemption, the contact form, reports from public pages, plans, calendar feeds.
  '/api/creator-pages',
  '/api/go',
  '/api/affiliate-events',
  '/api/redeem',
  '/api/contact',
  '/api/content-reports',
  '/api/subscriptions/plans',
  '/api/calendar/feed',
  // Payment provider webhooks (no session) and the development outbox.
  '/api/payments/webhooks',
  '/api/dev',
  // The tab's live event stream: only signals about the member's own data.
  '/api/events',
];

/** One method on one path: who is signed in, and deleting the account. */
const OPEN_CALLS: readonly string[] = ['GET /api/me', 'DELETE /api/account'];

/** Whether `method path` is answered without accepting the current documents. */
function isOpenWithoutConsent(method: string, path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (OPEN_CALLS.includes(`${method} ${trimmed}`)) return true;
  return OPEN_ROUTES.some((route) => trimmed === route || trimmed.startsWith(`${route}/`));
}

export const consentGate = createMiddleware<AppEnv>(async (c, next) => {
  const user = c.get('user');
  if (user && !isOpenWithoutConsent(c.req.method, c.req.path)) {
    const toAccept = await documentsToAccept(c.get('deps').database.db, user.id);
    if (toAccept.length > 0) throw new AppError('CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE);
  }
  await next();
});
