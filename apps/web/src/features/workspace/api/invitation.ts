import type { AcceptedInvitation, InvitationPreview } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandProfileKeys } from '@/api/brand-profiles/brand-profile-keys';
import { campaignKeys } from '@/api/campaigns/campaign-keys';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { workspaceKeys } from '@/api/workspace/workspace-keys';
import { ApiError, apiFetch, apiPath } from '@/lib/api-client';
import { meQueryKey } from '@/lib/session';

/** GET /api/invitations/:token (public): who invites whom to which workspace, and whether it still works. */
export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: workspaceKeys.invitation(token),
    queryFn: ({ signal }) => apiFetch<InvitationPreview>(apiPath`/invitations/${token}`, { signal }),
    // A link that is not valid stays so: do not retry a 404.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** POST /api/invitations/:token/accept (signed in): the caller joins; their account now reads the workspace. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<AcceptedInvitation>(apiPath`/invitations/${token}/accept`, {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all(
        [meQueryKey, workspaceKeys.all, subscriptionKeys.all, brandProfileKeys.all, campaignKeys.all].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
