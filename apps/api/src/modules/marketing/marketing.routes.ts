import { unsubscribeQuery, unsubscribeResultSchema } from '@partnerly/contracts';
import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { unsubscribeFromMarketing } from './unsubscribe';

// Mounted at /api/marketing: public, no session. The token in the query is the credential, so
// the CSRF check lets cross-site POSTs through here (middleware/csrf.ts): a mail provider's
// one-click POST (RFC 8058) carries no session and a forged one cannot guess a token.
export function marketingRoutes() {
  return (
    new Hono<AppEnv>()
      // POST /api/marketing/unsubscribe?token=… – one-click opt-out from marketing e-mails
      .post(
        '/unsubscribe',
        describe({
          summary: 'One-click opt-out from marketing e-mails (RFC 8058); idempotent',
          tags: ['marketing'],
          responses: { 200: json(unsubscribeResultSchema, 'Unsubscribed (or already)') },
        }),
        validate('query', unsubscribeQuery),
        async (c) => {
          c.header('Cache-Control', 'no-store');
          return c.json(await unsubscribeFromMarketing(c.get('deps'), c.req.valid('query').token));
        },
      )
  );
}
