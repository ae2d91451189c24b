import type { PaymentCheck } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/**
 * POST /api/payments/:id/verify: the server asks the provider for the payment's status and
 * applies it. Only `payment.status === 'completed'` means paid; the return URL's status
 * parameter is never trusted.
 */
export const verifyPayment = (paymentId: string, signal?: AbortSignal) =>
  apiFetch<PaymentCheck>(apiPath`/payments/${paymentId}/verify`, { method: 'POST', signal });

/** The payment as the server knows it after checking with the provider (/payment-success). */
export function useVerifiedPayment(paymentId: string | null) {
  return useQuery({
    queryKey: subscriptionKeys.payment(paymentId ?? ''),
    queryFn: ({ signal }) => verifyPayment(paymentId!, signal),
    enabled: Boolean(paymentId),
    staleTime: 0,
  });
}
