import { AGENT_EVENTS, RESULTS_EVENTS, SUBMISSION_EVENTS, type MyResults } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { resultKeys } from './results-keys';

/**
 * What changes one application's results on the creator side: the brand's review of them or
 * of the payout, a content review (the last approval opens the results form), and for an agent
 * a representation ending.
 */
const LIVE_EVENTS = [RESULTS_EVENTS.changed, SUBMISSION_EVENTS.changed, AGENT_EVENTS.representationChanged];

/** GET /api/results/mine?applicationId=: the final results (null before any) and content status, live. */
export function useMyResults(applicationId: string) {
  useInvalidateOnServerEvents(LIVE_EVENTS, resultKeys.mine(applicationId));
  return useQuery({
    queryKey: resultKeys.mine(applicationId),
    queryFn: ({ signal }) =>
      apiFetch<MyResults>(`/results/mine?${new URLSearchParams({ applicationId }).toString()}`, { signal }),
    enabled: applicationId !== '',
  });
}
