import {
  APPLICATION_EVENTS,
  CAMPAIGN_EVENTS,
  RESULTS_EVENTS,
  type BrandAnalytics,
  type BrandAnalyticsQuery,
} from '@partnerly/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { analyticsSearch } from './analytics-filters';

const analyticsKeys = {
  all: ['analytics'] as const,
  /** GET /api/analytics with the creator filters. */
  brand: (filters: BrandAnalyticsQuery) => ['analytics', 'brand', analyticsSearch(filters)] as const,
};

// Approved or paid results, campaign changes and approvals all move the figures.
const LIVE_EVENTS = [RESULTS_EVENTS.changed, CAMPAIGN_EVENTS.changed, APPLICATION_EVENTS.changed];

/**
 * GET /api/analytics: the workspace's campaign, weekly and creator figures. While other filters
 * load, the previous answer stays on screen (`isPlaceholderData`); the figures refetch when the
 * server says results, campaigns or applications changed (no polling).
 */
export function useBrandAnalytics(filters: BrandAnalyticsQuery) {
  useInvalidateOnServerEvents(LIVE_EVENTS, analyticsKeys.all);
  return useQuery({
    queryKey: analyticsKeys.brand(filters),
    queryFn: ({ signal }) => apiFetch<BrandAnalytics>(`/analytics${analyticsSearch(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
