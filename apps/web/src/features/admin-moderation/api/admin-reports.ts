import type { AdminReportList, AdminReportListParams, ReportResolution } from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { listQueryString } from '@/lib/query-string';
import { moderationKeys } from './moderation-keys';

/** GET /api/admin/reports: open reports first; the last page stays shown while the next loads. */
export function useAdminReports(params: AdminReportListParams) {
  return useQuery({
    queryKey: moderationKeys.reports(params),
    queryFn: ({ signal }) =>
      apiFetch<AdminReportList>(`/admin/reports${listQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReportDecision =
  | { reportId: string; action: 'dismiss'; note: string | null }
  | { reportId: string; action: 'take-down'; note: string };

/** POST /api/admin/reports/:id/dismiss or /take-down (with the other open reports of the same thing). */
export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, action, note }: ReportDecision) =>
      apiFetch<ReportResolution>(
        action === 'dismiss'
          ? apiPath`/admin/reports/${reportId}/dismiss`
          : apiPath`/admin/reports/${reportId}/take-down`,
        { method: 'POST', body: { note } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
