import type { CampaignResultList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { resultKeys } from '@/api/results/results-keys';
import { apiFetch, apiPath } from '@/lib/api-client';

/**
 * GET /api/results/campaigns/:campaignId: the campaign's final results, highest engagement
 * score first (the report dialog). Nothing is asked while no campaign is open.
 */
export function useCampaignResults(campaignId: string | null) {
  return useQuery({
    queryKey: resultKeys.campaign(campaignId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<CampaignResultList>(apiPath`/results/campaigns/${campaignId ?? ''}`, { signal }),
    enabled: campaignId !== null,
    select: (data) => data.results,
  });
}
