import type { CheckoutQuote, PayablePlanId } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/**
 * GET /api/subscriptions/me/quote?planId=: what a checkout for the plan charges now and the
 * period it pays for (an upgrade pays the prorated difference until the current period's end).
 */
export function useCheckoutQuote(planId: PayablePlanId, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.quote(planId),
    queryFn: ({ signal }) =>
      apiFetch<CheckoutQuote>(apiPath`/subscriptions/me/quote?planId=${planId}`, { signal }),
    enabled: isEnabled,
    // The amount changes by the day; a confirmation opened later asks again.
    staleTime: 0,
  });
}
