import type { MyResults, ResultsOutcome, SubmitResultsInput } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch } from '@/lib/api-client';
import { payoutKeys } from '@/api/payouts/payout-keys';
import { creatorWorkKeys } from '@/api/submissions/creator-work-keys';
import { resultKeys } from './results-keys';

/**
 * POST /api/results: report (or, after a correction request, report again) an application's
 * final results. The answer is the panel's new state at once, so the form that sent it goes:
 * the success toast is said here, not by the form. The work (its tracker) and the payout list,
 * which gains a pending payout, refetch behind it.
 */
export function useSubmitResults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitResultsInput) =>
      apiFetch<ResultsOutcome>('/results', { method: 'POST', body: input }),
    onSuccess: ({ result, message }) => {
      toast({ variant: 'success', title: message });
      queryClient.setQueryData<MyResults>(resultKeys.mine(result.applicationId), {
        result,
        contentStatus: result.contentStatus,
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: resultKeys.all }),
        queryClient.invalidateQueries({ queryKey: creatorWorkKeys.all }),
        queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
      ]),
  });
}
