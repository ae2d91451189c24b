import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { authRateLimits } from './schema';

// Fixed-window allowances counted in the database, so they hold across processes: the
// per-address mail limits of the auth flows, enterprise inquiries, the daily upload quota.
// Rows live in auth_rate_limits (better-auth's own per-IP counters use keys `<ip><path>`; ours
// start with a name and a colon). `last_request` holds the window's start in milliseconds.
//
// Each allowance is taken with one conditional upsert (`insert … on conflict do update … where
// <still under the limit> returning`): PostgreSQL locks the row, so concurrent requests on any
// number of processes queue on it and exactly `max` get through. A refused request takes
// nothing, so it does not push the reset further away or count against another allowance.

/**
 * The longest window an allowance may have. better-auth prunes rows of auth_rate_limits whose
 * last update is older than its longest window (auth.ts sets that window to this value), so a
 * longer allowance would be forgotten, and start over, before its window ended.
 */
export const MAX_ALLOWANCE_WINDOW_SECONDS = 24 * 60 * 60;

export interface Allowance {
  /** `<name>:<identifier>`; pass personal identifiers through hashKeyPart. */
  key: string;
  windowSeconds: number;
  /** The most the window may hold (requests, or bytes). */
  max: number;
  /** What this request uses; 1 for a request. */
  amount?: number;
}

export interface TakenAllowance {
  key: string;
  amount: number;
  windowStart: number;
}

export type AllowanceResult =
  | { isAllowed: true; taken: TakenAllowance[] }
  | { isAllowed: false; refused: Allowance; retryAfterSeconds: number };

/** A fixed-length, non-reversible stand-in for an e-mail address or IP inside a key. */
export function hashKeyPart(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

class Refused extends Error {
  constructor(readonly result: AllowanceResult & { isAllowed: false }) {
    super('allowance refused');
  }
}

/**
 * Takes every allowance, or none: when one is used up the others are left as they were and
 * the answer names the one refused, with the seconds until its window ends.
 */
export async function takeAllowances(
  db: Db,
  allowances: readonly Allowance[],
  now = Date.now(),
): Promise<AllowanceResult> {
  // A fixed key order: two requests sharing two keys cannot wait on each other.
  const sorted = [...allowances].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const takeAll = async (tx: Db) => {
    const taken: TakenAllowance[] = [];
    for (const allowance of sorted) {
      const windowStart = await takeOne(tx, allowance, now);
      if (windowStart === undefined) {
        const retryAfterSeconds = await secondsUntilWindowEnds(tx, allowance, now);
        throw new Refused({ isAllowed: false, refused: allowance, retryAfterSeconds });
      }
      taken.push({ key: allowance.key, amount: allowance.amount ?? 1, windowStart });
    }
    return { isAllowed: true as const, taken };
  };
  try {
    // One statement needs no transaction; several must be undone together when one refuses.
    return sorted.length === 1 ? await takeAll(db) : await db.transaction((tx) => takeAll(tx as Db));
  } catch (error) {
    if (error instanceof Refused) return error.result;
    throw error;
  }
}

/** The window's start when the amount was taken, undefined when it does not fit. */
async function takeOne(db: Db, allowance: Allowance, now: number): Promise<number | undefined> {
  const { key, windowSeconds, max, amount = 1 } = allowance;
  if (windowSeconds > MAX_ALLOWANCE_WINDOW_SECONDS) {
    throw new Error(
      `Allowance ${key}: a window over ${MAX_ALLOWANCE_WINDOW_SECONDS} s would be pruned early`,
    );
  }
  if (amount > max) return undefined;
  const table = authRateLimits;
  const isWindowOver = sql`${table.lastRequest} <= ${now - windowSeconds * 1000}`;
  const [row] = await db
    .insert(table)
    .values({ id: randomUUID(), key, count: amount, lastRequest: now })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${isWindowOver} then ${amount} else ${table.count} + ${amount} end`,
        lastRequest: sql`case when ${isWindowOver} then ${now} else ${table.lastRequest} end`,
      },
      // In bigint: a byte count near the 32-bit column's top plus one more file must not overflow.
      setWhere: sql`${isWindowOver} or ${table.count}::bigint + ${amount} <= ${max}`,
    })
    .returning({ windowStart: table.lastRequest });
  return row?.windowStart;
}

async function secondsUntilWindowEnds(db: Db, allowance: Allowance, now: number): Promise<number> {
  const [row] = await db
    .select({ windowStart: authRateLimits.lastRequest })
    .from(authRateLimits)
    .where(eq(authRateLimits.key, allowance.key));
  const windowEnd = (row?.windowStart ?? now) + allowance.windowSeconds * 1000;
  return Math.max(1, Math.ceil((windowEnd - now) / 1000));
}

/**
 * Gives back what takeAllowances took, for work that then failed and should not count.
 * A window that has restarted since keeps its new count.
 */
export async function giveBackAllowances(db: Db, taken: readonly TakenAllowance[]): Promise<void> {
  const table = authRateLimits;
  for (const { key, amount, windowStart } of taken) {
    await db
      .update(table)
      .set({ count: sql`greatest(${table.count} - ${amount}, 0)` })
      .where(and(eq(table.key, key), eq(table.lastRequest, windowStart)));
  }
}
