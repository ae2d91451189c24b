import type { MarkApplicationsViewed } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';

/** POST /api/applications/campaigns/:campaignId/viewed: opening the dialog marks them viewed. */
export function useMarkApplicationsViewed() {
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiFetch<MarkApplicationsViewed>(apiPath`/applications/campaigns/${campaignId}/viewed`, {
        method: 'POST',
      }),
  });
}
