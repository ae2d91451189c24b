import type { BrandProfile, BrandProfileList, UpdateBrandProfileInput } from '@partnerly/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { brandProfileKeys } from './brand-profile-keys';

/** Puts a saved profile into the cached list at once (the event refetch follows). */
export function storeBrandProfile(queryClient: QueryClient, saved: BrandProfile): void {
  queryClient.setQueryData<BrandProfileList>(brandProfileKeys.list, (list) =>
    list
      ? { ...list, profiles: list.profiles.map((profile) => (profile.id === saved.id ? saved : profile)) }
      : list,
  );
}

/** PATCH /api/brand-profiles/:id ('Save Changes'): only the given fields change. */
export function useUpdateBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateBrandProfileInput }) =>
      apiFetch<BrandProfile>(apiPath`/brand-profiles/${id}`, { method: 'PATCH', body: input }),
    onSuccess: (saved) => {
      storeBrandProfile(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: brandProfileKeys.all });
    },
  });
}
