import type { AdminUser, AdminUserUpdateInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users-keys';

/** After any change: the list and every open history show the account as saved. */
function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
}

/** PATCH /api/admin/users/:id – Edit User (super admins). */
export function useUpdateAdminUser() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: AdminUserUpdateInput }) =>
      apiFetch<AdminUser>(apiPath`/admin/users/${userId}`, { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/suspend – with the reason the user is e-mailed. */
export function useSuspendAdminUser() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: string; reason: string }) =>
      apiFetch<AdminUser>(apiPath`/admin/users/${userId}/suspend`, { method: 'POST', body: { reason } }),
    onSuccess: refresh,
  });
}

/** POST /api/admin/users/:id/reinstate. */
export function useReinstateAdminUser() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: (userId: string) =>
      apiFetch<AdminUser>(apiPath`/admin/users/${userId}/reinstate`, { method: 'POST' }),
    onSuccess: refresh,
  });
}
