import { SUBSCRIPTION_EVENTS, type SubscriptionLimits } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { campaignLimitsKey } from './campaign-keys';

const fetchCampaignLimits = (signal?: AbortSignal) =>
  apiFetch<SubscriptionLimits>('/subscriptions/me/limits', { signal });

/**
 * GET /api/subscriptions/me/limits: whether the brand may publish another campaign this
 * month. A plan change arrives as `subscription.updated`, so nothing polls.
 */
export function useCampaignLimits({ isEnabled }: { isEnabled: boolean }) {
  useInvalidateOnServerEvents([SUBSCRIPTION_EVENTS.updated], campaignLimitsKey);
  return useQuery({
    queryKey: campaignLimitsKey,
    queryFn: ({ signal }) => fetchCampaignLimits(signal),
    enabled: isEnabled,
    // Read fresh each time the form opens: the gate must match what the API will decide.
    staleTime: 0,
  });
}
