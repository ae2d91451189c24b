import type { BrandCampaignResult, CampaignFormValues } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '@/api/campaigns/campaign-keys';
import { apiFetch, apiPath } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

interface SaveCampaignInput {
  /** Edit when set, create otherwise. */
  campaignId?: string;
  values: CampaignFormValues;
}

/** POST /api/campaigns (publish) or PUT /api/campaigns/:id (save the Edit form). */
const saveCampaign = ({ campaignId, values }: SaveCampaignInput) =>
  campaignId
    ? apiFetch<BrandCampaignResult>(apiPath`/campaigns/${campaignId}`, {
        method: 'PUT',
        body: values,
      })
    : apiFetch<BrandCampaignResult>('/campaigns', { method: 'POST', body: values });

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: (_body, { campaignId }) => {
      // Every ['campaigns', ...] query (list, dashboard, feed); a new campaign also uses a post.
      // Not awaited: the dialog closes at once and the lists refetch behind it.
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      if (!campaignId) void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    },
  });
}
