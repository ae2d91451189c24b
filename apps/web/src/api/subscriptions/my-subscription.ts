import type { MySubscription } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

const ONE_MINUTE = 60 * 1000;

export const fetchMySubscription = (signal?: AbortSignal) =>
  apiFetch<MySubscription>('/subscriptions/me', { signal });

/**
 * GET /api/subscriptions/me: the brand's subscription, limits and plan options. Changes
 * arrive as `subscription.updated` events, so the data stays fresh without polling.
 */
export function useMySubscription({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => fetchMySubscription(signal),
    enabled: isEnabled,
    staleTime: ONE_MINUTE,
  });
}
