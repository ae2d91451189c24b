import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { validate } from '../../middleware/validate';
import { isLocalClient } from '../auth/client-ip';
import { listOutboxMessages } from './dev.service';

const outboxQuery = z.object({ to: z.string().trim().min(1).max(320).optional() });

// Development tools. Deliberately without authentication: the outbox is served only while
// SMTP_URL is unset (local development, demos, tests) and, with NODE_ENV=production, only
// with DEV_OUTBOX=true; otherwise every route here answers 404. Even then it answers only
// clients on this computer (loopback), 403 to any other.
export function devRoutes() {
  // GET /api/dev/outbox?to= – the 50 newest e-mails in the local outbox, newest first
  return new Hono<AppEnv>().get('/outbox', validate('query', outboxQuery), async (c) => {
    const deps = c.get('deps');
    const client = { isLocal: isLocalClient(c, deps.env.TRUSTED_PROXY) };
    const items = await listOutboxMessages(deps, c.req.valid('query'), client);
    return c.json({ items });
  });
}
