import { CHECK_IN_EVENTS, type EventCheckInList } from '@partnerly/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useServerEvent } from '@/lib/event-stream';
import { checkInKeys } from './check-in-keys';

/** The campaign a check-in.created event is about (null when the event does not say). */
function campaignOfEvent(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('campaignId' in data)) return null;
  const { campaignId } = data as { campaignId: unknown };
  return typeof campaignId === 'string' ? campaignId : null;
}

/**
 * GET /api/campaigns/:id/check-ins: the event's check-ins, newest first, and how many creators
 * are approved for it. Live: a check-in at any door of the workspace arrives as
 * check-in.created and refetches this campaign's list (nothing polls).
 */
export function useEventCheckIns(campaignId: string) {
  const queryClient = useQueryClient();
  useServerEvent(CHECK_IN_EVENTS.checkedIn, (data) => {
    const about = campaignOfEvent(data);
    if (about === null || about === campaignId) {
      void queryClient.invalidateQueries({ queryKey: checkInKeys.ofCampaign(campaignId) });
    }
  });
  return useQuery({
    queryKey: checkInKeys.ofCampaign(campaignId),
    queryFn: ({ signal }) =>
      apiFetch<EventCheckInList>(apiPath`/campaigns/${campaignId}/check-ins`, { signal }),
  });
}
