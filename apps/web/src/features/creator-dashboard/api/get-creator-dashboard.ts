import {
  APPLICATION_EVENTS,
  RESULTS_EVENTS,
  SUBMISSION_EVENTS,
  type CreatorDashboard,
} from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** A brand's decision, a reviewed result or a payout changes the figures. */
const LIVE_EVENTS = [APPLICATION_EVENTS.changed, RESULTS_EVENTS.changed, SUBMISSION_EVENTS.changed];

/**
 * GET /api/creator-dashboard: the stat cards and the Performance card. Live over the event
 * stream; nothing polls.
 */
export function useCreatorDashboard() {
  useInvalidateOnServerEvents(LIVE_EVENTS, creatorDashboardKeys.figures);
  return useQuery({
    queryKey: creatorDashboardKeys.figures,
    queryFn: ({ signal }) => apiFetch<CreatorDashboard>('/creator-dashboard', { signal }),
  });
}
