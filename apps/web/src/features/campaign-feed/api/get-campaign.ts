import type { FeedCampaign, FeedCampaignDetail } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { feedKeys } from './feed-keys';

/**
 * GET /api/campaigns/:id: one campaign as the feed shows it (detail dialog, shared link).
 * The card's copy shows at once while the current one loads.
 */
export function useFeedCampaign(id: string | null, fromFeed: FeedCampaign | undefined) {
  return useQuery({
    queryKey: feedKeys.campaign(id ?? ''),
    queryFn: async ({ signal }) =>
      (await apiFetch<FeedCampaignDetail>(apiPath`/campaigns/${id!}`, { signal })).campaign,
    enabled: id !== null,
    placeholderData: fromFeed,
    staleTime: 0,
  });
}
