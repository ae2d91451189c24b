import type {
  AdminCampaignList,
  AdminCampaignListParams,
  CampaignModerationResult,
} from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { listQueryString } from '@/lib/query-string';
import { moderationKeys } from './moderation-keys';

/** GET /api/admin/campaigns: one page, newest first; the last page stays shown while the next loads. */
export function useAdminCampaigns(params: AdminCampaignListParams) {
  return useQuery({
    queryKey: moderationKeys.campaigns(params),
    queryFn: ({ signal }) =>
      apiFetch<AdminCampaignList>(`/admin/campaigns${listQueryString({ ...params })}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type CampaignModeration = { campaignId: string; action: 'pause' | 'close'; reason: string };

/** POST /api/admin/campaigns/:id/pause or /close, with the reason the brand receives. */
export function useModerateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, action, reason }: CampaignModeration) =>
      apiFetch<CampaignModerationResult>(
        action === 'pause'
          ? apiPath`/admin/campaigns/${campaignId}/pause`
          : apiPath`/admin/campaigns/${campaignId}/close`,
        { method: 'POST', body: { reason } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
