import { SUBSCRIPTION_EVENTS, type SubscriptionLimits } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

const fetchCampaignLimits = (signal?: AbortSignal) =>
  apiFetch<SubscriptionLimits>('/subscriptions/me/limits', { signal });

/**
 * GET /api/subscriptions/me/limits: whether the brand may publish another campaign this
 * month. A plan change arrives as `subscription.updated`, so nothing polls.
 */
export function useCampaignLimits({ isEnabled }: { isEnabled: boolean }) {
  useInvalidateOnServerEvents([SUBSCRIPTION_EVENTS.updated], subscriptionKeys.limits);
  return useQuery({
    queryKey: subscriptionKeys.limits,
    queryFn: ({ signal }) => fetchCampaignLimits(signal),
    enabled: isEnabled,
    // Read fresh each time the form opens: the gate must match what the API will decide.
    staleTime: 0,
  });
}
