import type { BrandCampaignDetail } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { campaignKeys } from '@/api/campaigns/campaign-keys';
import { apiFetch, apiPath } from '@/lib/api-client';

const fetchEditableCampaign = (id: string, signal?: AbortSignal) =>
  apiFetch<BrandCampaignDetail>(apiPath`/campaigns/mine/${id}`, { signal }).then((body) => body.campaign);

/** GET /api/campaigns/mine/:id: one of the brand's campaigns, for the Edit Campaign form. */
export function useEditableCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.editable(id ?? ''),
    queryFn: ({ signal }) => fetchEditableCampaign(id!, signal),
    enabled: Boolean(id),
    // The form starts from what is saved now, not from a cached copy.
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}
