import type { AppDeps } from '../../context';
import { takeAllowances } from '../../db/rate-limits';
import { tooManyRequests } from '../../middleware/errors';
import { hashFeedToken } from './calendar-subscription';

// Allowances of the public feed (GET /api/calendar/feed/{token}.ics), counted in the database
// like the redemption page's. Calendar apps fetch a feed every few hours; Google and Microsoft
// fetch every user's feed from a few shared addresses, so the per-network figure is generous
// and the per-address one is what keeps one leaked address from being polled hard.

export const FEED_LIMITS = {
  perAddress: { windowSeconds: 60 * 60, max: 60 },
  perNetwork: { windowSeconds: 60 * 60, max: 2_000 },
} as const;

const FEED_TOO_MANY = 'Too many requests for this calendar. Try again later.';

/** Takes one request of the address's and the network's allowances; 429 when either is used up. */
export async function requireFeedAllowance(
  deps: Pick<AppDeps, 'database'>,
  token: string,
  networkKey: string | null,
  now = new Date(),
): Promise<void> {
  const result = await takeAllowances(
    deps.database.db,
    [
      { key: `calendar-feed:address:${hashFeedToken(token)}`, ...FEED_LIMITS.perAddress },
      { key: `calendar-feed:network:${networkKey ?? 'unknown'}`, ...FEED_LIMITS.perNetwork },
    ],
    now.getTime(),
  );
  if (!result.isAllowed) throw tooManyRequests(FEED_TOO_MANY, result.retryAfterSeconds);
}
