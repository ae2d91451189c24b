import type { FeedFilters } from '../components/feed-filters';

export const feedKeys = {
  all: ['campaign-feed'] as const,
  list: (filters: FeedFilters) => ['campaign-feed', 'list', filters] as const,
  campaign: (id: string) => ['campaign-feed', 'campaign', id] as const,
};
