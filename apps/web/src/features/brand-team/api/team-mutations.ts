import type { BrandProfile, BrandProfileList, CreateBrandProfileInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeBrandProfileList, useRefreshBrandProfiles } from '@/api/brand-profiles/brand-profile-cache';
import { apiFetch, apiPath } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage-keys';

export interface CreatedTeamMember {
  created: BrandProfile;
  /** The member exists, but making it the account manager failed (it can be retried from the list). */
  accountManagerFailed: boolean;
}

type Fetch = typeof apiFetch;

/**
 * Creates the member, then, if asked, makes it the account manager. The second step's
 * failure does not undo or hide the first: the caller reports the member as added and the
 * account manager as not updated.
 */
export async function createTeamMember(
  fetch: Fetch,
  { values, makeAccountManager }: { values: CreateBrandProfileInput; makeAccountManager: boolean },
): Promise<CreatedTeamMember> {
  const created = await fetch<BrandProfile>('/brand-profiles', { method: 'POST', body: values });
  if (!makeAccountManager || created.isDefault) return { created, accountManagerFailed: false };
  try {
    await fetch<BrandProfileList>(apiPath`/brand-profiles/${created.id}/account-manager`, { method: 'POST' });
    return { created: { ...created, isDefault: true }, accountManagerFailed: false };
  } catch {
    return { created, accountManagerFailed: true };
  }
}

/** POST /api/brand-profiles ('Create New Additional Member'), then optionally make it the account manager. */
export function useCreateTeamMember() {
  const refresh = useRefreshBrandProfiles();
  return useMutation({
    mutationFn: (input: { values: CreateBrandProfileInput; makeAccountManager: boolean }) =>
      createTeamMember(apiFetch, input),
    onSettled: refresh,
  });
}

/** DELETE /api/brand-profiles/:id (a team member; the main profile is refused with 'Cannot Delete'). */
export function useDeleteBrandProfile() {
  const refresh = useRefreshBrandProfiles();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath`/brand-profiles/${id}`, { method: 'DELETE' }),
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
      apiFetch<BrandProfileList>(apiPath`/brand-profiles/${id}/account-manager`, { method: 'POST' }),
    onSuccess: (list) => storeBrandProfileList(queryClient, list),
  });
}
