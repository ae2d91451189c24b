import type { CreatorProfile } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const creatorProfileQueryKey = ['creator-profile'] as const;

/** GET /api/me/creator-profile: the creator profile form's saved values. */
export function useCreatorProfile() {
  return useQuery({
    queryKey: creatorProfileQueryKey,
    queryFn: ({ signal }) => apiFetch<CreatorProfile>('/me/creator-profile', { signal }),
  });
}
