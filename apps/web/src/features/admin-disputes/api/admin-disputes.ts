import {
  DISPUTE_EVENTS,
  type AdminDisputeDetail,
  type AdminDisputeList,
  type AdminDisputeListParams,
  type AdminDisputeResult,
  type ResolveDisputeInput,
} from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

// Under ['admin']: Logout of the console drops them (features/admin).
export const adminDisputeKeys = {
  all: ['admin', 'disputes'] as const,
  list: (params: AdminDisputeListParams) => ['admin', 'disputes', 'list', params] as const,
  detail: (id: string) => ['admin', 'disputes', 'detail', id] as const,
};

/** The query string of the list: only the set parameters. */
export function disputeListSearch(params: AdminDisputeListParams): string {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.page && params.page > 1) search.set('page', String(params.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * GET /api/admin/disputes: open first, by page. A dispute opened or moved anywhere arrives as
 * disputes.changed (every admin gets it) and refetches; nothing polls.
 */
export function useAdminDisputes(params: AdminDisputeListParams) {
  useInvalidateOnServerEvents([DISPUTE_EVENTS.changed], adminDisputeKeys.all);
  return useQuery({
    queryKey: adminDisputeKeys.list(params),
    queryFn: ({ signal }) =>
      apiFetch<AdminDisputeList>(`/admin/disputes${disputeListSearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/disputes/:id: the dispute with its evidence and steps (null id: none open). */
export function useAdminDispute(id: string | null) {
  return useQuery({
    queryKey: adminDisputeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => apiFetch<AdminDisputeDetail>(apiPath`/admin/disputes/${id!}`, { signal }),
    enabled: id !== null,
  });
}

export type DisputeStep = { kind: 'investigate' } | { kind: 'resolve'; input: ResolveDisputeInput };

/**
 * Mark Investigating or Resolve Dispute (super admins): the answer replaces the detail at once
 * and the list refetches.
 */
export function useDisputeStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: DisputeStep) =>
      step.kind === 'investigate'
        ? apiFetch<AdminDisputeResult>(apiPath`/admin/disputes/${id}/investigate`, { method: 'POST' })
        : apiFetch<AdminDisputeResult>(apiPath`/admin/disputes/${id}/resolve`, {
            method: 'POST',
            body: step.input,
          }),
    onSuccess: async (result) => {
      queryClient.setQueryData(adminDisputeKeys.detail(id), result.dispute);
      await queryClient.invalidateQueries({ queryKey: adminDisputeKeys.all });
    },
    // Another super admin may have moved first (409): show where the dispute stands now.
    onError: () => queryClient.invalidateQueries({ queryKey: adminDisputeKeys.all }),
  });
}
