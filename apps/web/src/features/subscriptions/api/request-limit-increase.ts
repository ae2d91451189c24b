import type { EnterpriseLimitRequestInput, SubscriptionRequestSent } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';

/** POST /api/subscriptions/limit-requests: an enterprise brand asks for higher QR limits. */
export function useRequestLimitIncrease() {
  return useMutation({
    mutationFn: (input: EnterpriseLimitRequestInput) =>
      apiFetch<SubscriptionRequestSent>('/subscriptions/limit-requests', { method: 'POST', body: input }),
    onSuccess: ({ message }) => toast({ variant: 'success', title: 'Request Sent', description: message }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to submit request. Please try again.',
      }),
  });
}
