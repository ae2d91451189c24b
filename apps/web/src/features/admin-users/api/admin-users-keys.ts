import type { AdminUserListParams } from '@partnerly/contracts';

// Query keys of the Users tab. They start with 'admin' (the console's root), so ending the
// admin elevation drops them; a change invalidates the whole ['admin', 'users'] prefix.
export const adminUsersKeys = {
  all: ['admin', 'users'] as const,
  list: (params: AdminUserListParams) => ['admin', 'users', 'list', params] as const,
  detail: (userId: string) => ['admin', 'users', 'detail', userId] as const,
};
