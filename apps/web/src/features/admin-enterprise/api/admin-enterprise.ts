import type {
  AdminLimitRequestList,
  EnterpriseGrantInput,
  EnterpriseGrantResult,
  EnterpriseWorkspaceList,
  EnterpriseWorkspaceListParams,
  LimitRequestDecision,
  LimitRequestListParams,
} from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { listQueryString } from '@/lib/query-string';
import { enterpriseKeys } from './enterprise-keys';

/** GET /api/admin/enterprise/workspaces: brand workspaces with their plan and limits. */
export function useEnterpriseWorkspaces(params: EnterpriseWorkspaceListParams) {
  return useQuery({
    queryKey: enterpriseKeys.workspaces(params),
    queryFn: ({ signal }) =>
      apiFetch<EnterpriseWorkspaceList>(`/admin/enterprise/workspaces${listQueryString({ ...params })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/enterprise/limit-requests: pending first. */
export function useLimitRequests(params: LimitRequestListParams) {
  return useQuery({
    queryKey: enterpriseKeys.requests(params),
    queryFn: ({ signal }) =>
      apiFetch<AdminLimitRequestList>(`/admin/enterprise/limit-requests${listQueryString({ ...params })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshEnterprise() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: enterpriseKeys.all });
}

/** POST /api/admin/enterprise/workspaces/:workspaceId/grant (super admins). */
export function useGrantEnterprise() {
  const refresh = useRefreshEnterprise();
  return useMutation({
    mutationFn: ({ workspaceId, input }: { workspaceId: string; input: EnterpriseGrantInput }) =>
      apiFetch<EnterpriseGrantResult>(apiPath`/admin/enterprise/workspaces/${workspaceId}/grant`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
  });
}

export type LimitRequestAnswer =
  { requestId: string; action: 'approve' } | { requestId: string; action: 'decline'; reason: string };

/** POST /api/admin/enterprise/limit-requests/:id/approve or /decline (super admins). */
export function useAnswerLimitRequest() {
  const refresh = useRefreshEnterprise();
  return useMutation({
    mutationFn: (answer: LimitRequestAnswer) =>
      answer.action === 'approve'
        ? apiFetch<LimitRequestDecision>(
            apiPath`/admin/enterprise/limit-requests/${answer.requestId}/approve`,
            {
              method: 'POST',
            },
          )
        : apiFetch<LimitRequestDecision>(
            apiPath`/admin/enterprise/limit-requests/${answer.requestId}/decline`,
            {
              method: 'POST',
              body: { reason: answer.reason },
            },
          ),
    onSuccess: refresh,
  });
}
