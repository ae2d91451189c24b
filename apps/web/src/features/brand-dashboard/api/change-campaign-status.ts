import { type BrandCampaignResult, type ChangeCampaignStatusInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { failureText } from '../components/dashboard-format';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

const CAMPAIGN_STATUS_FAILED = 'Failed to update campaign status';

interface StatusChange {
  campaignId: string;
  status: ChangeCampaignStatusInput['status'];
}

/** PATCH /api/campaigns/:id/status: Pause Applications, Reactivate Campaign or Close. */
export function useChangeCampaignStatus() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, status }: StatusChange) =>
      apiFetch<BrandCampaignResult>(apiPath`/campaigns/${campaignId}/status`, {
        method: 'PATCH',
        body: { status },
      }),
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: message });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: t('brandDashboard.error'),
        // The server's own message may start with the English prefix already.
        description: error.message.startsWith(CAMPAIGN_STATUS_FAILED)
          ? error.message
          : failureText(t, t('brandDashboard.statusFailed'), error.message),
      });
      // The campaign may have changed elsewhere (a 409): show its current state.
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
