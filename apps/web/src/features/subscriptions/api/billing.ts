import {
  taxDocumentPdfPath,
  type AppLanguage,
  type BillingDetails,
  type BillingDetailsAnswer,
  type BillingDetailsInput,
  type BillingHistory,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';
import { apiFetch } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/i18n-provider';

// Under `mine`: a payment's subscription events refresh the history with the subscription.
const billingKeys = {
  details: [...subscriptionKeys.mine, 'billing-details'] as const,
  history: [...subscriptionKeys.mine, 'billing-history'] as const,
};

/** GET /api/subscriptions/me/billing-details (owners). */
export function useBillingDetails({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: billingKeys.details,
    queryFn: ({ signal }) => apiFetch<BillingDetailsAnswer>('/subscriptions/me/billing-details', { signal }),
    enabled: isEnabled,
  });
}

/** PUT /api/subscriptions/me/billing-details: printed on the invoices issued from now on. */
export function useSaveBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingDetailsInput) =>
      apiFetch<BillingDetails>('/subscriptions/me/billing-details', { method: 'PUT', body: input }),
    onSuccess: (billingDetails) =>
      queryClient.setQueryData<BillingDetailsAnswer>(billingKeys.details, { billingDetails }),
  });
}

/** GET /api/subscriptions/me/billing-history: tax invoices and credit notes, newest first (owners). */
export function useBillingHistory({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: ({ signal }) => apiFetch<BillingHistory>('/subscriptions/me/billing-history', { signal }),
    enabled: isEnabled,
  });
}

/** Saves one document's PDF in `language` under the server's name (PL-INV-000001.pdf, PL-INV-000001-ar.pdf). */
export function useDownloadTaxDocument() {
  const t = useT();
  return useMutation({
    mutationFn: ({
      document,
      language,
    }: {
      document: { id: string; number: string };
      language: AppLanguage;
    }) =>
      downloadFile(taxDocumentPdfPath(document.id, language), {
        fallbackName: `${document.number}.pdf`,
        failureMessage: t('billingHistory.downloadFailedBody'),
      }),
  });
}
