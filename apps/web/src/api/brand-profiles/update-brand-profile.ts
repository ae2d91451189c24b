import type { BrandProfile, UpdateBrandProfileInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { storeBrandProfile } from './brand-profile-cache';
import { brandProfileKeys } from './brand-profile-keys';

/**
 * PATCH /api/brand-profiles/:id ('Save Changes' on the Brand Profiles screen, 'Edit Brand
 * Profile' in the team dialogs): only the given fields change. The saved profile shows in
 * the list at once; the list refetches either way.
 */
export function useUpdateBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateBrandProfileInput }) =>
      apiFetch<BrandProfile>(apiPath`/brand-profiles/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (saved) => storeBrandProfile(queryClient, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandProfileKeys.all }),
  });
}
