import type {
  CampaignAffiliateCodes,
  CreateAffiliateCodeInput,
  CreatedAffiliateCode,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { brandAffiliateKeys } from './brand-affiliate-keys';

/** GET /api/brand-affiliate/campaigns/:id while the campaign's Affiliate Codes dialog is open. */
export function useCampaignCodes(campaignId: string | null) {
  return useQuery({
    queryKey: brandAffiliateKeys.campaign(campaignId ?? ''),
    queryFn: ({ signal }) =>
      apiFetch<CampaignAffiliateCodes>(apiPath`/brand-affiliate/campaigns/${campaignId!}`, { signal }),
    enabled: campaignId !== null,
  });
}

/**
 * POST /api/brand-affiliate/campaigns/:id/codes. Success toasts the spec's 'Affiliate code created
 * and synced successfully!'; a refusal 'Failed to create affiliate code: {reason}' (a 400's
 * fields are shown beside the form's fields by the caller).
 */
export function useCreateAffiliateCode(campaignId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAffiliateCodeInput) =>
      apiFetch<CreatedAffiliateCode>(apiPath`/brand-affiliate/campaigns/${campaignId}/codes`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (created) => {
      toast({ variant: 'success', title: created.message });
      void queryClient.invalidateQueries({ queryKey: brandAffiliateKeys.all });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('brandAffiliate.createFailed', { reason: error.message }) });
    },
  });
}
