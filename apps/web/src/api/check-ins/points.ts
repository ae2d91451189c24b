import { CHECK_IN_EVENTS, type PointsSummary } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { myCheckInKeys } from './my-check-in-keys';

const LIVE_EVENTS = [CHECK_IN_EVENTS.pointsChanged];

/**
 * GET /api/points: the creator's balance and the check-ins that earned it, newest first (the
 * Points Tracker and its card on the creator home). A check-in arrives over the event stream
 * (points.changed) and refetches it, with the event passes; nothing polls.
 */
export function usePoints() {
  useInvalidateOnServerEvents(LIVE_EVENTS, myCheckInKeys.all);
  return useQuery({
    queryKey: myCheckInKeys.points(),
    queryFn: ({ signal }) => apiFetch<PointsSummary>('/points', { signal }),
  });
}
