import { CAMPAIGN_MESSAGES } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { failureText } from '../components/dashboard-format';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

const DELETE_FAILED = 'Failed to delete campaign';

/** DELETE /api/campaigns/:id: removes one of the brand's campaigns. */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: string) =>
      apiFetch<void>(apiPath`/campaigns/${campaignId}`, { method: 'DELETE' }),
    onSuccess: async () => {
      toast({ variant: 'success', title: CAMPAIGN_MESSAGES.deleted });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
    onError: async (error) => {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: failureText(DELETE_FAILED, error.message),
      });
      await queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
