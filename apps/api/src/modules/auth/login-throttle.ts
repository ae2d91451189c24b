import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hashKeyPart as hash, takeAllowances } from '../../db/rate-limits';
import { authLoginAttempts, authRateLimits } from '../../db/schema';
import { ACCOUNT_SLOWDOWN, CLIENT_ACCOUNT_LIMIT } from './auth-limits';

// Throttling of password sign-ins (ASVS 6.3.1) without locking the owner out:
// - per client IP and account (CLIENT_ACCOUNT_LIMIT): the client that keeps failing on an
//   address is blocked for the rest of its window; the owner elsewhere signs in as usual.
//   Rows in auth_rate_limits under `login:<sha-256 of the address>:<sha-256 of the IP>`, with
//   last_request holding the window's start (as in mail-throttle.ts).
// - per account from any client (ACCOUNT_SLOWDOWN): past the free failures, a short and
//   growing wait before the next attempt (auth_login_attempts; locked_until holds the earliest
//   time of the next attempt), so spreading guesses over many IPs stays slow.
// Unknown addresses count the same, so no answer tells whether an account exists. The clock
// is the application's (not the database's) so it follows one time source.

const normalise = (email: string) => email.trim().toLowerCase();
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** An in-process call has no client IP; such calls share one bucket. */
const clientKey = (email: string, ip: string | undefined) =>
  `login:${hash(normalise(email))}:${hash(ip ?? 'no-ip')}`;

export type SignInRefusal = { kind: 'client'; seconds: number } | { kind: 'account'; seconds: number };

/** Why a password attempt on `email` from `ip` must wait, or undefined when it may go ahead. */
export async function signInRefusal(
  db: Db,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<SignInRefusal | undefined> {
  const { maxFailures, windowSeconds } = CLIENT_ACCOUNT_LIMIT;
  const [client] = await db
    .select({ count: authRateLimits.count, windowStart: authRateLimits.lastRequest })
    .from(authRateLimits)
    .where(eq(authRateLimits.key, clientKey(email, ip)));
  const windowEnd = client ? client.windowStart + windowSeconds * 1000 : 0;
  if (client && client.count >= maxFailures && windowEnd > now.getTime()) {
    return { kind: 'client', seconds: Math.ceil((windowEnd - now.getTime()) / 1000) };
  }
  const [account] = await db
    .select({ nextAttemptAt: authLoginAttempts.lockedUntil })
    .from(authLoginAttempts)
    .where(eq(authLoginAttempts.email, normalise(email)));
  if (account?.nextAttemptAt && account.nextAttemptAt > now) {
    return { kind: 'account', seconds: Math.ceil((account.nextAttemptAt.getTime() - now.getTime()) / 1000) };
  }
  return undefined;
}

/** Counts one failed attempt for the client and for the account, each atomically. */
export async function recordFailedSignIn(
  db: Db,
  email: string,
  ip: string | undefined,
  now = new Date(),
): Promise<void> {
  await countClientFailure(db, email, ip, now.getTime());
  await countAccountFailure(db, email, now);
}

/** Counts a failure in the client's window (db/rate-limits.ts; never refused, only counted). */
async function countClientFailure(db: Db, email: string, ip: string | undefined, now: number) {
  const { windowSeconds } = CLIENT_ACCOUNT_LIMIT;
  await takeAllowances(db, [{ key: clientKey(email, ip), windowSeconds, max: Number.MAX_SAFE_INTEGER }], now);
}

async function countAccountFailure(db: Db, email: string, now: Date) {
  const { freeFailures, windowSeconds, baseDelaySeconds, maxDelaySeconds } = ACCOUNT_SLOWDOWN;
  const table = authLoginAttempts;
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const isWindowOver = sql`${table.windowStartedAt} < ${timestamp(windowStart)}`;
  const failures = sql`case when ${isWindowOver} then 1 else ${table.failures} + 1 end`;
  // The wait doubles with each failure past the free ones: base * 2^(failures - free).
  const beyond = sql`greatest(${failures} - ${freeFailures}, 0)`;
  const delaySeconds = sql`least(${baseDelaySeconds} * power(2, least(${beyond}, 30)), ${maxDelaySeconds})`;
  const nextAttemptAt = sql`case when ${failures} >= ${freeFailures}
    then ${timestamp(now)} + make_interval(secs => ${delaySeconds}) else null end`;
  await db
    .insert(table)
    .values({
      email: normalise(email),
      failures: 1,
      windowStartedAt: now,
      lockedUntil: freeFailures <= 1 ? new Date(now.getTime() + baseDelaySeconds * 1000) : null,
    })
    .onConflictDoUpdate({
      target: table.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${isWindowOver} then ${timestamp(now)} else ${table.windowStartedAt} end`,
        lockedUntil: nextAttemptAt,
      },
    });
}

/**
 * A successful sign-in, or a proof of the mailbox (reset, code, confirmation), forgets earlier
 * failures: the account's, and every client's on it.
 */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(authLoginAttempts).where(eq(authLoginAttempts.email, normalise(email)));
  await db.delete(authRateLimits).where(like(authRateLimits.key, `login:${hash(normalise(email))}:%`));
}
