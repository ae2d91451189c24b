import type { Db } from '../../db/client';
import { hashKeyPart, takeAllowances } from '../../db/rate-limits';
import { MAIL_PER_ADDRESS_LIMITS } from './auth-limits';

// Per-address limit on the auth flows that send e-mail (MAIL_PER_ADDRESS_LIMITS): a fixed
// window per address and flow (db/rate-limits.ts), under keys `mail:<path>:<sha-256 of the
// address>`. The hash keeps every key short, whatever a caller sends as the address, and keeps
// addresses out of the table.

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
  const key = `mail:${path}:${hashKeyPart(email.trim().toLowerCase())}`;
  const result = await takeAllowances(db, [{ key, windowSeconds: window, max }], now);
  return result.isAllowed ? 0 : result.retryAfterSeconds;
}
