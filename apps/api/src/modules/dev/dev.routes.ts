import { outboxListSchema } from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { isLocalClient } from '../auth/client-ip';
import { getOutboxMessageHtml, listOutboxMessages } from './dev.service';

const outboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });
const outboxMessageParam = z.object({ id: z.uuid('E-mail not found') });

// An e-mail's own page: its inline styles apply (the app's policy would block them), nothing
// runs (sandbox) and only the app's mailbox may frame it.
const EMAIL_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

const clientOf = (c: Context<AppEnv>) => ({ isLocal: isLocalClient(c, c.get('deps').env.TRUSTED_PROXY) });

// Development tools. Deliberately without authentication: the outbox is served only while
// SMTP_URL is unset (local development, demos, tests) and, with NODE_ENV=production, only
// with DEV_OUTBOX=true; otherwise every route here answers 404. Even then it answers only
// clients on this computer (loopback), 403 to any other.
export function devRoutes() {
  return (
    new Hono<AppEnv>()
      // GET /api/dev/outbox?to= – the 50 newest e-mails in the local outbox, newest first
      .get(
        '/outbox',
        describe({
          summary: 'The 50 newest e-mails in the local outbox (development, this computer only)',
          tags: ['dev'],
          responses: { 200: json(outboxListSchema) },
        }),
        validate('query', outboxQuery),
        async (c) => {
          const items = await listOutboxMessages(c.get('deps'), c.req.valid('query'), clientOf(c));
          return c.json({ items });
        },
      )
      // GET /api/dev/outbox/:id/html – one e-mail's HTML as a page, for the mailbox's preview frame
      .get(
        '/outbox/:id/html',
        describe({
          summary: "One outbox e-mail's HTML as a page (development, this computer only)",
          tags: ['dev'],
          responses: { 200: { description: "The e-mail's HTML", media: 'text/html' } },
        }),
        validate('param', outboxMessageParam),
        async (c) => {
          const html = await getOutboxMessageHtml(c.get('deps'), c.req.valid('param').id, clientOf(c));
          c.header('Content-Security-Policy', EMAIL_PAGE_POLICY);
          c.header('X-Frame-Options', 'SAMEORIGIN');
          c.header('Cache-Control', 'no-store');
          return c.html(html);
        },
      )
  );
}
