import type { PayablePlanId, Payment } from '@partnerly/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';

const CHECKOUT_FALLBACK = 'Failed to initiate payment. Please try again.';

/** 32 hex characters; getRandomValues also works where randomUUID does not (plain http). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** POST /api/payments/checkout: answers the payment with the hosted checkout URL. */
export async function createCheckout(planId: PayablePlanId, idempotencyKey: string): Promise<string> {
  const payment = await apiFetch<Payment>('/payments/checkout', {
    method: 'POST',
    body: { planId, idempotencyKey },
  });
  if (!payment.url) throw new Error('No payment URL received');
  return payment.url;
}

/** The message to show for a checkout that could not start (the API's spec wording when it has one). */
export function checkoutErrorMessage(error: unknown): string {
  if (isApiError(error) || error instanceof Error) return error.message || CHECKOUT_FALLBACK;
  return CHECKOUT_FALLBACK;
}

/**
 * Starts paying a plan and leaves for the provider's checkout page. A retry after a lost
 * answer reuses the idempotency key, so the server hands back the same payment instead of
 * refusing a second one; a definite answer (success or an error status) starts a new key.
 */
export function useStartCheckout() {
  const t = useT();
  const keys = useRef(new Map<PayablePlanId, string>());
  return useMutation({
    mutationFn: async (planId: PayablePlanId) => {
      const key = keys.current.get(planId) ?? newIdempotencyKey();
      keys.current.set(planId, key);
      try {
        return await createCheckout(planId, key);
      } catch (error) {
        if (!isApiError(error) || error.status !== 0) keys.current.delete(planId);
        throw error;
      }
    },
    onSuccess: (url) => window.location.assign(url),
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('checkout.errorTitle'),
        description: checkoutErrorMessage(error),
      }),
  });
}
