import { APPLICATION_EVENTS, DISPUTE_EVENTS, type CampaignApplications } from '@partnerly/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useServerEvent } from '@/lib/event-stream';
import { isChangeOfCampaign } from '../components/application-format';
import { applicationKeys } from './application-keys';

/** GET /api/applications/campaigns/:campaignId: the Applications dialog of one campaign. */
export function useCampaignApplications(campaignId: string) {
  return useQuery({
    queryKey: applicationKeys.campaign(campaignId),
    queryFn: ({ signal }) =>
      apiFetch<CampaignApplications>(apiPath`/applications/campaigns/${campaignId}`, { signal }),
  });
}

/**
 * Refetches the dialog when the server says one of this campaign's applications changed, or a
 * dispute on one of them took a step (the cards show its status).
 */
export function useLiveCampaignApplications(campaignId: string): void {
  const queryClient = useQueryClient();
  const refetchIfOurs = (data: unknown) => {
    if (!isChangeOfCampaign(data, campaignId)) return;
    void queryClient.invalidateQueries({ queryKey: applicationKeys.campaign(campaignId) });
  };
  useServerEvent(APPLICATION_EVENTS.changed, refetchIfOurs);
  useServerEvent(DISPUTE_EVENTS.changed, refetchIfOurs);
}
