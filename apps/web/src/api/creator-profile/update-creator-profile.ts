import type { CreatorNameInput, CreatorProfile, CreatorProfileValues } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';
import { creatorProfileQueryKey } from './get-creator-profile';

/** After a change: the saved profile at once, and the session (name, photo) refetched. */
export function useStoreCreatorProfile() {
  const queryClient = useQueryClient();
  return (saved: CreatorProfile) => {
    queryClient.setQueryData(creatorProfileQueryKey, saved);
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** PUT /api/me/creator-profile ('Save Profile'). */
export function useUpdateCreatorProfile() {
  const store = useStoreCreatorProfile();
  return useMutation({
    mutationFn: (input: CreatorProfileValues) =>
      apiFetch<CreatorProfile>('/me/creator-profile', { method: 'PUT', body: input }),
    onSuccess: store,
  });
}

/** PUT /api/me/creator-profile/name (Public Profile Settings' name edit). */
export function useUpdateCreatorName() {
  const store = useStoreCreatorProfile();
  return useMutation({
    mutationFn: (input: CreatorNameInput) =>
      apiFetch<CreatorProfile>('/me/creator-profile/name', { method: 'PUT', body: input }),
    onSuccess: store,
  });
}
