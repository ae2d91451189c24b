import { BRAND_PROFILE_EVENTS, type BrandProfileList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

/** Every brand-profile query (invalidated after a team change). */
export const brandProfilesQueryKey = ['brand-profiles'] as const;
/** The list itself: the same cache entry as the Brand Profiles screen's. */
export const brandProfileListQueryKey = [...brandProfilesQueryKey, 'list'] as const;

const LIVE_EVENTS = [BRAND_PROFILE_EVENTS.updated];

/** GET /api/brand-profiles: the brand's active profiles (main first) and its team allowance, kept live. */
export function useBrandProfileList({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, brandProfilesQueryKey);
  return useQuery({
    queryKey: brandProfileListQueryKey,
    queryFn: ({ signal }) => apiFetch<BrandProfileList>('/brand-profiles', { signal }),
    enabled: isEnabled,
  });
}
