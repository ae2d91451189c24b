import type { EnterpriseWorkspaceListParams, LimitRequestListParams } from '@partnerly/contracts';

// Query keys of the Enterprise tab. They start with 'admin' (the console's root), so ending the
// admin elevation drops them; a change refetches the whole ['admin', 'enterprise'] prefix (an
// approval changes both the request and the brand's limits).
export const enterpriseKeys = {
  all: ['admin', 'enterprise'] as const,
  workspaces: (params: EnterpriseWorkspaceListParams) =>
    ['admin', 'enterprise', 'workspaces', params] as const,
  requests: (params: LimitRequestListParams) => ['admin', 'enterprise', 'limit-requests', params] as const,
};
