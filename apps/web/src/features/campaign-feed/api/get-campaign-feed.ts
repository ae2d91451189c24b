import type { CampaignFeedPage, FeedCampaign } from '@partnerly/contracts';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { feedRequestQuery, type FeedFilters } from '../components/feed-filters';
import { feedKeys } from './feed-keys';

const fetchCampaignFeedPage = (filters: FeedFilters, cursor: string | null, signal?: AbortSignal) =>
  apiFetch<CampaignFeedPage>(`/campaigns/feed?${feedRequestQuery(filters, cursor)}`, { signal });

/**
 * GET /api/campaigns/feed: active campaigns the viewer may see, newest first, one keyset
 * page after another. Campaign changes are pushed to their brand only, so the feed is
 * re-read when the tab regains focus (and after the event stream reconnects); it never polls.
 */
export function useCampaignFeed(filters: FeedFilters) {
  return useInfiniteQuery({
    queryKey: feedKeys.list(filters),
    queryFn: ({ pageParam, signal }) => fetchCampaignFeedPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** Every campaign of the pages loaded so far. */
export function loadedCampaigns(data: InfiniteData<CampaignFeedPage> | undefined): FeedCampaign[] {
  return data?.pages.flatMap((page) => page.campaigns) ?? [];
}
