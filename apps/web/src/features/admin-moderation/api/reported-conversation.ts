import type { ReportedConversation } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/**
 * GET /api/admin/reports/:id/conversation: the reported thread, read-only (parties, the newest
 * 500 messages oldest first; attachment URLs point at the report's own file route). Loaded while
 * its dialog is open; a take-down refetches it with the rest of the moderation keys.
 */
export function useReportedConversation(reportId: string | null) {
  return useQuery({
    queryKey: moderationKeys.reportedConversation(reportId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<ReportedConversation>(apiPath`/admin/reports/${reportId!}/conversation`, { signal }),
    enabled: reportId !== null,
  });
}
