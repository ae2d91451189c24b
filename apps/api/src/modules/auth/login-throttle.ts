import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authLoginAttempts } from '../../db/schema';
import { ACCOUNT_LOCKOUT } from './auth-limits';

// Per-account throttling of password sign-ins: after maxFailures failures within the window
// the address is locked for lockSeconds, whoever tries and from wherever (ASVS 6.3.1). The
// clock is the application's (not the database's) so it follows one time source.

const normalise = (email: string) => email.trim().toLowerCase();
const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Seconds until the address may try again; 0 when it is not locked. */
export async function secondsUntilUnlocked(db: Db, email: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ lockedUntil: authLoginAttempts.lockedUntil })
    .from(authLoginAttempts)
    .where(eq(authLoginAttempts.email, normalise(email)));
  if (!row?.lockedUntil || row.lockedUntil <= now) return 0;
  return Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 1000);
}

/** Counts one failed attempt, atomically, and locks the address at the limit. */
export async function recordFailedSignIn(db: Db, email: string, now = new Date()): Promise<void> {
  const table = authLoginAttempts;
  const windowStart = new Date(now.getTime() - ACCOUNT_LOCKOUT.windowSeconds * 1000);
  const lockedUntil = new Date(now.getTime() + ACCOUNT_LOCKOUT.lockSeconds * 1000);
  const isWindowOver = sql`${table.windowStartedAt} < ${timestamp(windowStart)}`;
  const failures = sql`case when ${isWindowOver} then 1 else ${table.failures} + 1 end`;
  await db
    .insert(table)
    .values({
      email: normalise(email),
      failures: 1,
      windowStartedAt: now,
      lockedUntil: ACCOUNT_LOCKOUT.maxFailures <= 1 ? lockedUntil : null,
    })
    .onConflictDoUpdate({
      target: table.email,
      set: {
        failures,
        windowStartedAt: sql`case when ${isWindowOver} then ${timestamp(now)} else ${table.windowStartedAt} end`,
        lockedUntil: sql`case when ${failures} >= ${ACCOUNT_LOCKOUT.maxFailures} then ${timestamp(lockedUntil)} else ${table.lockedUntil} end`,
      },
    });
}

/** A successful sign-in forgets earlier failures. */
export async function clearFailedSignIns(db: Db, email: string): Promise<void> {
  await db.delete(authLoginAttempts).where(eq(authLoginAttempts.email, normalise(email)));
}
