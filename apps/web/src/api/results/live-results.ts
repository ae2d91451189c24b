import { RESULTS_EVENTS } from '@partnerly/contracts';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { payoutKeys } from '@/api/payouts/payout-keys';
import { resultKeys } from './results-keys';

const LIVE_EVENTS = [RESULTS_EVENTS.changed];

/**
 * Results and payouts refetch when the server says results changed: submitted, reviewed or
 * paid, by anyone (no polling). A screen showing either calls it while mounted.
 */
export function useLiveResults(): void {
  useInvalidateOnServerEvents(LIVE_EVENTS, resultKeys.all);
  useInvalidateOnServerEvents(LIVE_EVENTS, payoutKeys.all);
}
