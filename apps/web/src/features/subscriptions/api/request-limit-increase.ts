import type { EnterpriseLimitRequestInput, SubscriptionRequestSent } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';

/** POST /api/subscriptions/limit-requests: an enterprise brand asks for higher QR limits. */
export function useRequestLimitIncrease() {
  const t = useT();
  return useMutation({
    mutationFn: (input: EnterpriseLimitRequestInput) =>
      apiFetch<SubscriptionRequestSent>('/subscriptions/limit-requests', { method: 'POST', body: input }),
    onSuccess: ({ message }) =>
      toast({ variant: 'success', title: t('limitRequest.sentTitle'), description: message }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: t('limitRequest.failed'),
      }),
  });
}
