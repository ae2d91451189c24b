import type { EnterpriseLimitRequestInput } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import type { SentMessage } from './send-enterprise-inquiry';

/** POST /api/subscriptions/limit-requests: an enterprise brand asks for higher QR limits. */
export function useRequestLimitIncrease() {
  return useMutation({
    mutationFn: (input: EnterpriseLimitRequestInput) =>
      apiFetch<SentMessage>('/subscriptions/limit-requests', { method: 'POST', body: input }),
    onSuccess: ({ message }) => toast({ variant: 'success', title: 'Request Sent', description: message }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Failed to submit request. Please try again.',
      }),
  });
}
