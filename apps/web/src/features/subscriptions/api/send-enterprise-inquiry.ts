import type { enterpriseInquiryInput, SubscriptionRequestSent } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import type { z } from 'zod';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';

/** POST /api/subscriptions/enterprise-inquiries: stored and e-mailed to sales (visitors too). */
export const sendEnterpriseInquiry = (input: z.input<typeof enterpriseInquiryInput>) =>
  apiFetch<SubscriptionRequestSent>('/subscriptions/enterprise-inquiries', { method: 'POST', body: input });

/** The inquiry dialog's call, with the spec's toasts. */
export function useSendEnterpriseInquiry() {
  const t = useT();
  return useMutation({
    mutationFn: sendEnterpriseInquiry,
    onSuccess: ({ message }) =>
      toast({ variant: 'success', title: t('enterpriseInquiry.sentTitle'), description: message }),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('enterpriseInquiry.failedTitle'),
        // A refusal the user can act on (too many inquiries, a bad field) keeps the server's words.
        description:
          isApiError(error) && error.status >= 400 && error.status < 500
            ? error.message
            : t('enterpriseInquiry.failed'),
      }),
  });
}
