import type { ContentReportInput, ContentReportReceipt } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/content-reports: a campaign reported for the moderation queue. */
export function useReportCampaign() {
  return useMutation({
    mutationFn: (input: ContentReportInput) =>
      apiFetch<ContentReportReceipt>('/content-reports', { method: 'POST', body: input }),
  });
}
