import type { PlanId, SubscriptionChange } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { subscriptionKeys } from '@/api/subscriptions/subscription-keys';

/** A change to the brand's subscription: the server's message on success, then a fresh panel. */
function useSubscriptionChange<Variables = void>(
  request: (variables: Variables) => Promise<SubscriptionChange>,
  texts: { success: MessageKey; failure: MessageKey },
) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ message }) => {
      toast({ variant: 'success', title: t(texts.success), description: message });
      await queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('auth.error'),
        description: `${t(texts.failure)}: ${error.message}`,
      }),
  });
}

/** POST /api/subscriptions/me/cancel: ends at the paid period's end, then free. */
export function useCancelSubscription() {
  return useSubscriptionChange(
    () => apiFetch<SubscriptionChange>('/subscriptions/me/cancel', { method: 'POST' }),
    { success: 'subscriptionChange.cancelled', failure: 'subscriptionChange.cancelFailed' },
  );
}

/** POST /api/subscriptions/me/change-plan: a downgrade, scheduled for the end of the paid period. */
export function useChangePlan() {
  return useSubscriptionChange(
    (planId: PlanId) =>
      apiFetch<SubscriptionChange>('/subscriptions/me/change-plan', { method: 'POST', body: { planId } }),
    { success: 'subscriptionChange.scheduled', failure: 'subscriptionChange.updateFailed' },
  );
}

/** DELETE /api/subscriptions/me/scheduled-change: keep the current plan after all. */
export function useCancelScheduledChange() {
  return useSubscriptionChange(
    () => apiFetch<SubscriptionChange>('/subscriptions/me/scheduled-change', { method: 'DELETE' }),
    { success: 'subscriptionChange.changeCancelled', failure: 'subscriptionChange.updateFailed' },
  );
}
