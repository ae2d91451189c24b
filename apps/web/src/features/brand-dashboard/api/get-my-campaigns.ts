import type { BrandCampaignList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

/** GET /api/campaigns/mine: the brand's campaigns, newest first, with application counts. */
export function useMyCampaigns() {
  return useQuery({
    queryKey: campaignKeys.mine,
    queryFn: ({ signal }) => apiFetch<BrandCampaignList>('/campaigns/mine', { signal }),
    select: (data) => data.campaigns,
  });
}
