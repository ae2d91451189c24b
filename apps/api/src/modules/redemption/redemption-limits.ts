import { REDEMPTION_MESSAGES } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { takeAllowances } from '../../db/rate-limits';
import { tooManyRequests } from '../../middleware/errors';

// Per-client allowances of the public redemption API, counted in the database (so they hold
// across processes). A client is its network (redemption-client.ts): a shop's customers on its
// Wi-Fi share one, so the limits stay well above what a queue at a till needs.

/** Redemption attempts (POST), successful or not: what caps one network's redemptions. */
export const REDEMPTION_ATTEMPT_LIMIT = { windowSeconds: 60, max: 10 } as const;

/**
 * Look-ups of codes (the page's data, its head, its live stream, its reminder): each answers
 * whether a code exists, so this bounds how fast one network can guess codes.
 */
export const REDEMPTION_LOOKUP_LIMIT = { windowSeconds: 60, max: 120 } as const;

const LIMITS = { attempts: REDEMPTION_ATTEMPT_LIMIT, lookups: REDEMPTION_LOOKUP_LIMIT } as const;

/** Takes one request of the client's allowance; false when it is used up. */
export async function takeRedemptionAllowance(
  deps: Pick<AppDeps, 'database'>,
  kind: keyof typeof LIMITS,
  limitKey: string,
  now: Date,
): Promise<{ isAllowed: true } | { isAllowed: false; retryAfterSeconds: number }> {
  const result = await takeAllowances(
    deps.database.db,
    [{ key: `redemption-${kind}:${limitKey}`, ...LIMITS[kind] }],
    now.getTime(),
  );
  return result.isAllowed
    ? { isAllowed: true }
    : { isAllowed: false, retryAfterSeconds: result.retryAfterSeconds };
}

/** As takeRedemptionAllowance, refusing with 429 'Too many attempts from this network...'. */
export async function requireRedemptionAllowance(
  deps: Pick<AppDeps, 'database'>,
  kind: keyof typeof LIMITS,
  limitKey: string,
  now: Date,
): Promise<void> {
  const allowance = await takeRedemptionAllowance(deps, kind, limitKey, now);
  if (!allowance.isAllowed)
    throw tooManyRequests(REDEMPTION_MESSAGES.tooManyAttempts, allowance.retryAfterSeconds);
}
