import type { PlanId, SubscriptionChange } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/** A change to the brand's subscription: the server's message on success, then a fresh panel. */
function useSubscriptionChange<Variables = void>(
  request: (variables: Variables) => Promise<SubscriptionChange>,
  texts: { success: string; failure: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: texts.success, description: message });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Error', description: `${texts.failure}: ${error.message}` }),
  });
}

/** POST /api/subscriptions/me/cancel: ends at the paid period's end, then free. */
export function useCancelSubscription() {
  return useSubscriptionChange(
    () => apiFetch<SubscriptionChange>('/subscriptions/me/cancel', { method: 'POST' }),
    { success: 'Subscription Cancelled', failure: 'Failed to cancel subscription' },
  );
}

/** POST /api/subscriptions/me/change-plan: a downgrade, scheduled for the end of the paid period. */
export function useChangePlan() {
  return useSubscriptionChange(
    (planId: PlanId) =>
      apiFetch<SubscriptionChange>('/subscriptions/me/change-plan', { method: 'POST', body: { planId } }),
    { success: 'Plan Change Scheduled', failure: 'Failed to update plan' },
  );
}

/** DELETE /api/subscriptions/me/scheduled-change: keep the current plan after all. */
export function useCancelScheduledChange() {
  return useSubscriptionChange(
    () => apiFetch<SubscriptionChange>('/subscriptions/me/scheduled-change', { method: 'DELETE' }),
    { success: 'Plan Change Cancelled', failure: 'Failed to update plan' },
  );
}
