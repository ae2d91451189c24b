import { BRAND_PROFILE_EVENTS, type BrandProfileList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { brandProfileKeys } from './brand-profile-keys';

export const fetchBrandProfiles = (signal?: AbortSignal) =>
  apiFetch<BrandProfileList>('/brand-profiles', { signal });

/**
 * GET /api/brand-profiles: the brand's active profiles, main first. Changes made in another
 * tab or by the team dialogs arrive as `brand-profiles.updated` events (no polling).
 */
export function useBrandProfiles() {
  useInvalidateOnServerEvents([BRAND_PROFILE_EVENTS.updated], brandProfileKeys.all);
  return useQuery({
    queryKey: brandProfileKeys.list,
    queryFn: ({ signal }) => fetchBrandProfiles(signal),
  });
}
