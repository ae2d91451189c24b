import type { ProfileCompletion } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { creatorDashboardKeys } from './creator-dashboard-keys';

/** GET /api/me/profile-completion: the creator's completion and whether the card was dismissed. */
export function useProfileCompletion() {
  return useQuery({
    queryKey: creatorDashboardKeys.completion,
    queryFn: ({ signal }) => apiFetch<ProfileCompletion>('/me/profile-completion', { signal }),
  });
}

/** POST /api/me/profile-completion/dismiss: the card stays hidden, on every device. */
export function useDismissProfileCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<ProfileCompletion>('/me/profile-completion/dismiss', { method: 'POST' }),
    onSuccess: (completion) => queryClient.setQueryData(creatorDashboardKeys.completion, completion),
  });
}
