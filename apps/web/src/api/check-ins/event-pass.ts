import { CHECK_IN_EVENTS, type EventPass } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { myCheckInKeys } from './my-check-in-keys';

const LIVE_EVENTS = [CHECK_IN_EVENTS.pointsChanged];

/**
 * GET /api/campaigns/:id/event-pass: the signed-in creator's pass to an onsite or event
 * campaign she is approved on (404 otherwise). The brand's check-in arrives over the event
 * stream (points.changed) and refetches it, so an open pass turns to 'Checked in'.
 */
export function useEventPass(campaignId: string | null) {
  useInvalidateOnServerEvents(LIVE_EVENTS, myCheckInKeys.all);
  return useQuery({
    queryKey: myCheckInKeys.pass(campaignId ?? ''),
    queryFn: ({ signal }) => apiFetch<EventPass>(apiPath`/campaigns/${campaignId!}/event-pass`, { signal }),
    enabled: campaignId !== null,
  });
}
