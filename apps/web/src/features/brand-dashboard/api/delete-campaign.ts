import type { CampaignDeletionPreview } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { failureText } from '../components/dashboard-format';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

const DELETE_FAILED = 'Failed to delete campaign';

/**
 * GET /api/campaigns/mine/:id/deletion while the Delete dialog is open: the server's counts
 * of who deleting affects, or why the campaign can only be closed. Read afresh each opening.
 */
export function useCampaignDeletionPreview(campaignId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: campaignKeys.deletion(campaignId),
    queryFn: ({ signal }) =>
      apiFetch<CampaignDeletionPreview>(apiPath`/campaigns/mine/${campaignId}/deletion`, { signal }),
    enabled: isEnabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** DELETE /api/campaigns/:id: removes one of the brand's campaigns. */
export function useDeleteCampaign() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiFetch<void>(apiPath`/campaigns/${campaignId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ variant: 'success', title: t('brandDashboard.deleted') });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: t('brandDashboard.error'),
        description: error.message.startsWith(DELETE_FAILED)
          ? error.message
          : failureText(t, t('brandDashboard.deleteFailed'), error.message),
      });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
