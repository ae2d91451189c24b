import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authRateLimits } from '../../db/schema';
import { MAIL_PER_ADDRESS_LIMITS } from './auth-limits';

// Per-address limit on the auth flows that send e-mail (MAIL_PER_ADDRESS_LIMITS): a fixed
// window per address and flow, counted atomically in auth_rate_limits. Its rows use keys
// `mail:<path>:<sha-256 of the address>` (better-auth's own are `<ip><path>`), with last_request
// holding the window's start in milliseconds. The hash keeps every key short, whatever a caller
// sends as the address, and keeps addresses out of the table.

export type MailSendingPath = keyof typeof MAIL_PER_ADDRESS_LIMITS;

export function isMailSendingPath(path: string): path is MailSendingPath {
  return Object.hasOwn(MAIL_PER_ADDRESS_LIMITS, path);
}

/**
 * Counts one request to send `path`'s e-mail to `email`; answers the seconds to wait when the
 * address is over its limit, 0 when the mail may go.
 */
export async function countMailToAddress(
  db: Db,
  path: MailSendingPath,
  email: string,
  now = Date.now(),
): Promise<number> {
  const { window, max } = MAIL_PER_ADDRESS_LIMITS[path];
  const table = authRateLimits;
  const address = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const key = `mail:${path}:${address}`;
  const isWindowOver = sql`${table.lastRequest} <= ${now - window * 1000}`;
  const [row] = await db
    .insert(table)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${isWindowOver} then 1 else ${table.count} + 1 end`,
        lastRequest: sql`case when ${isWindowOver} then ${now} else ${table.lastRequest} end`,
      },
    })
    .returning({ count: table.count, windowStart: table.lastRequest });
  if (!row || row.count <= max) return 0;
  return Math.max(1, Math.ceil((row.windowStart + window * 1000 - now) / 1000));
}
