import { SUBSCRIPTION_EVENTS } from '@partnerly/contracts';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/** Keeps subscription and payment data current from the server's pushes (no polling). */
export function useSubscriptionEvents(): void {
  useInvalidateOnServerEvents(
    [SUBSCRIPTION_EVENTS.updated, SUBSCRIPTION_EVENTS.paymentUpdated],
    subscriptionKeys.mine,
  );
  useInvalidateOnServerEvents([SUBSCRIPTION_EVENTS.paymentUpdated], subscriptionKeys.payments);
}
