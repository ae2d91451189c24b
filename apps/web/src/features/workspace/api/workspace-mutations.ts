import type {
  InviteToWorkspaceInput,
  UpdateWorkspaceMemberInput,
  WorkspaceInvitation,
  WorkspaceMember,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '@/api/workspace/workspace-keys';
import { apiFetch, apiPath } from '@/lib/api-client';

/** A team change: afterwards the workspace (people, invitations, seats, activity) refetches. */
function useTeamMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}

/** POST /api/workspace/invitations: e-mails the invitation link (201). */
export const useInvite = () =>
  useTeamMutation((input: InviteToWorkspaceInput) =>
    apiFetch<WorkspaceInvitation>('/workspace/invitations', { method: 'POST', body: input }),
  );

/** POST /api/workspace/invitations/:id/resend: a new link with a new expiry. */
export const useResendInvitation = () =>
  useTeamMutation((id: string) =>
    apiFetch<WorkspaceInvitation>(apiPath`/workspace/invitations/${id}/resend`, { method: 'POST' }),
  );

/** DELETE /api/workspace/invitations/:id: the link stops working. */
export const useRevokeInvitation = () =>
  useTeamMutation((id: string) =>
    apiFetch<void>(apiPath`/workspace/invitations/${id}`, { method: 'DELETE' }),
  );

/** PATCH /api/workspace/members/:userId (owners): a role or the assigned brand profiles. */
export const useUpdateMember = () =>
  useTeamMutation(({ userId, ...changes }: UpdateWorkspaceMemberInput & { userId: string }) =>
    apiFetch<WorkspaceMember>(apiPath`/workspace/members/${userId}`, { method: 'PATCH', body: changes }),
  );

/** DELETE /api/workspace/members/:userId (owners): their access ends on their next request. */
export const useRemoveMember = () =>
  useTeamMutation((userId: string) =>
    apiFetch<void>(apiPath`/workspace/members/${userId}`, { method: 'DELETE' }),
  );

/** POST /api/workspace/leave: afterwards nothing of the workspace's is the caller's to see. */
export function useLeaveWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>('/workspace/leave', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
