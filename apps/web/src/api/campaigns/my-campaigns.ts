import type { BrandCampaignList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { campaignKeys } from './campaign-keys';

/**
 * GET /api/campaigns/mine: the workspace's campaigns, newest first, with application counts
 * (the Campaigns tab, the Applications dialog's address, the Submissions tab's campaign filter).
 */
export function useMyCampaigns() {
  return useQuery({
    queryKey: campaignKeys.mine,
    queryFn: ({ signal }) => apiFetch<BrandCampaignList>('/campaigns/mine', { signal }),
    select: (data) => data.campaigns,
  });
}
