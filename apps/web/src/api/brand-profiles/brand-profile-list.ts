import { BRAND_PROFILE_EVENTS, type BrandProfileList } from '@partnerly/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { brandProfileKeys } from './brand-profile-keys';

const LIVE_EVENTS = [BRAND_PROFILE_EVENTS.updated];

/** GET /api/brand-profiles as one cache entry, for hooks and for `queryClient.fetchQuery`. */
export const brandProfileListQuery = queryOptions({
  queryKey: brandProfileKeys.list,
  queryFn: ({ signal }) => apiFetch<BrandProfileList>('/brand-profiles', { signal }),
});

/**
 * GET /api/brand-profiles: the brand's active profiles (main first) and its team allowance.
 * Changes made in another tab or by the team dialogs arrive as `brand-profiles.updated`
 * events (no polling).
 */
export function useBrandProfileList({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, brandProfileKeys.all);
  return useQuery({ ...brandProfileListQuery, enabled: isEnabled });
}
