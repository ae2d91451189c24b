import type { AdminUserDetail, AdminUserList, AdminUserListParams } from '@partnerly/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { adminUsersKeys } from './admin-users-keys';

/** The query string of the list: blank filters left out. */
export function listQueryString(params: AdminUserListParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
      query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/admin/users: one page of accounts, newest first; the last page stays shown while the next loads. */
export function useAdminUsers(params: AdminUserListParams) {
  return useQuery({
    queryKey: adminUsersKeys.list(params),
    queryFn: ({ signal }) => apiFetch<AdminUserList>(`/admin/users${listQueryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/users/:id: the account and its history (null id: nothing to load). */
export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: adminUsersKeys.detail(userId ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminUserDetail>(apiPath`/admin/users/${userId ?? ''}`, { signal }),
    enabled: userId !== null,
  });
}
