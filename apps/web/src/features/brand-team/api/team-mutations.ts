import type {
  BrandProfile,
  BrandProfileList,
  CreateBrandProfileInput,
  UpdateBrandProfileInput,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { brandProfileListQueryKey, brandProfilesQueryKey } from './brand-profile-list';

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: brandProfilesQueryKey });
}

/** POST /api/brand-profiles ('Create New Additional Member'), then optionally make it the account manager. */
export function useCreateTeamMember() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: async ({
      values,
      makeAccountManager,
    }: {
      values: CreateBrandProfileInput;
      makeAccountManager: boolean;
    }) => {
      const created = await apiFetch<BrandProfile>('/brand-profiles', { method: 'POST', body: values });
      if (makeAccountManager && !created.isDefault) {
        await apiFetch<BrandProfileList>(`/brand-profiles/${created.id}/account-manager`, { method: 'POST' });
      }
      return created;
    },
    onSettled: refresh,
  });
}

/** PATCH /api/brand-profiles/:id ('Edit Brand Profile'). */
export function useUpdateBrandProfile() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: UpdateBrandProfileInput }) =>
      apiFetch<BrandProfile>(`/brand-profiles/${id}`, { method: 'PATCH', body: values }),
    onSettled: refresh,
  });
}

/** DELETE /api/brand-profiles/:id (a team member; the main profile is refused with 'Cannot Delete'). */
export function useDeleteBrandProfile() {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/brand-profiles/${id}`, { method: 'DELETE' }),
    onSuccess: (_result, id) => {
      // A removed profile can no longer be the one this browser acts as.
      if (localStorage.getItem(STORAGE_KEYS.selectedBrandProfile) === id) {
        localStorage.removeItem(STORAGE_KEYS.selectedBrandProfile);
      }
    },
    onSettled: refresh,
  });
}

/** POST /api/brand-profiles/:id/account-manager: this profile becomes the default (account manager). */
export function useMakeAccountManager() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<BrandProfileList>(`/brand-profiles/${id}/account-manager`, { method: 'POST' }),
    onSuccess: (list) => queryClient.setQueryData(brandProfileListQueryKey, list),
  });
}
