import type { PlanId, SubscriptionChange } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/** POST /api/subscriptions/me/cancel: ends at the paid period's end, then free. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<SubscriptionChange>('/subscriptions/me/cancel', { method: 'POST' }),
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: 'Subscription Cancelled', description: message });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to cancel subscription: ${error.message}`,
      }),
  });
}

/** POST /api/subscriptions/me/change-plan: a downgrade, scheduled for the end of the paid period. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: PlanId) =>
      apiFetch<SubscriptionChange>('/subscriptions/me/change-plan', { method: 'POST', body: { planId } }),
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: 'Plan Change Scheduled', description: message });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to update plan: ${error.message}`,
      }),
  });
}

/** DELETE /api/subscriptions/me/scheduled-change: keep the current plan after all. */
export function useCancelScheduledChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<SubscriptionChange>('/subscriptions/me/scheduled-change', { method: 'DELETE' }),
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: 'Plan Change Cancelled', description: message });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: `Failed to update plan: ${error.message}`,
      }),
  });
}
