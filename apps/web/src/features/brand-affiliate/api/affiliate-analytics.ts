import type { BrandAffiliateAnalytics, OrderImportResult } from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { brandAffiliateKeys } from './brand-affiliate-keys';

/** GET /api/brand-affiliate/analytics: every code of the workspace with its figures. */
export function useBrandAffiliateAnalytics() {
  return useQuery({
    queryKey: brandAffiliateKeys.analytics,
    queryFn: ({ signal }) => apiFetch<BrandAffiliateAnalytics>('/brand-affiliate/analytics', { signal }),
  });
}

/**
 * DELETE /api/brand-affiliate/codes/:id (after the confirm prompt): the code stops working, its
 * history stays. Failure toasts the spec's 'Failed to delete affiliate code: {reason}'.
 */
export function useDeleteAffiliateCode() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (codeId: string) =>
      apiFetch<void>(apiPath`/brand-affiliate/codes/${codeId}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast({ variant: 'success', title: t('brandAffiliate.codeDeleted') });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('brandAffiliate.deleteFailed', { reason: error.message }) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandAffiliateKeys.all }),
  });
}

export interface ImportOrdersRequest {
  campaignId: string;
  file: File;
}

/** POST /api/brand-affiliate/campaigns/:id/orders with the chosen CSV file; the dialog shows the report. */
export function useImportOrders() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, file }: ImportOrdersRequest) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<OrderImportResult>(apiPath`/brand-affiliate/campaigns/${campaignId}/orders`, {
        method: 'POST',
        body: form,
      });
    },
    onSuccess: (result) => {
      toast({ variant: 'success', title: result.message });
      void queryClient.invalidateQueries({ queryKey: brandAffiliateKeys.all });
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: t('brandAffiliate.importFailed', { reason: error.message }) });
    },
  });
}
