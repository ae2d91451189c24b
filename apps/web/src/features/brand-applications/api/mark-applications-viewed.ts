import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** POST /api/applications/campaigns/:campaignId/viewed: opening the dialog marks them viewed. */
export function useMarkApplicationsViewed() {
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiFetch<{ updated: number }>(`/applications/campaigns/${campaignId}/viewed`, { method: 'POST' }),
  });
}
