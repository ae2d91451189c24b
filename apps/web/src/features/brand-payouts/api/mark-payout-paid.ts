import type { BrandPayoutList, MarkPaidValues, Payout, ResultsOutcome } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutKeys } from '@/api/payouts/payout-keys';
import { resultKeys } from '@/api/results/results-keys';
import { toast } from '@/components/ui/use-toast';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { useT, type MessageValues } from '@/lib/i18n/i18n-provider';
import { paidDescription, withPaidPayout } from '../components/payouts-format';

export interface MarkPaidRequest {
  payout: Payout;
  input: MarkPaidValues;
}

/**
 * The failure toast: the server's reason when it refused on purpose (409 already paid, 403
 * not an owner or manager, 404, 400 with the fields shown inline), else a sentence to retry.
 */
export function markPaidFailure(
  t: (key: MessageKey, values?: MessageValues) => string,
  error: unknown,
): { title: string; description: string } {
  const isRefusal = isApiError(error) && [400, 403, 404, 409].includes(error.status);
  return {
    title: t('brandPayouts.failedTitle'),
    description: isRefusal ? error.message : t('brandPayouts.failedText'),
  };
}

/**
 * POST /api/payouts/:applicationId/paid (owners and managers). The answer updates the list and
 * the total spent at once; payouts and results then refetch (a 409 means it was paid elsewhere).
 */
export function useMarkPayoutPaid() {
  const t = useT();
  const queryClient = useQueryClient();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
    void queryClient.invalidateQueries({ queryKey: resultKeys.all });
  };
  return useMutation({
    mutationFn: ({ payout, input }: MarkPaidRequest) =>
      apiFetch<ResultsOutcome>(apiPath`/payouts/${payout.applicationId}/paid`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (outcome, { payout }) => {
      queryClient.setQueryData<BrandPayoutList>(payoutKeys.brand, (current) =>
        current ? withPaidPayout(current, outcome.result) : current,
      );
      toast({ variant: 'success', title: outcome.message, description: paidDescription(t, payout) });
      refetch();
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...markPaidFailure(t, error) });
      if (!isApiError(error) || error.status !== 400) refetch();
    },
  });
}
