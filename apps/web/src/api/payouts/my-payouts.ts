import { AGENT_EVENTS, RESULTS_EVENTS, type CreatorPayoutList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { payoutKeys } from './payout-keys';

/** A payout appears, gets its amount or is paid; an agent's list follows its representations. */
const LIVE_EVENTS = [RESULTS_EVENTS.changed, AGENT_EVENTS.representationChanged];

/**
 * GET /api/payouts/mine: the creator's payouts (an agent's: those of the creators it represents
 * now), newest results first, with the total earned (the paid ones), live over the event stream.
 */
export function useMyPayouts() {
  useInvalidateOnServerEvents(LIVE_EVENTS, payoutKeys.all);
  return useQuery({
    queryKey: payoutKeys.mine(),
    queryFn: ({ signal }) => apiFetch<CreatorPayoutList>('/payouts/mine', { signal }),
  });
}
