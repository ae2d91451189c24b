import type {
  CampaignResult,
  CampaignResultList,
  ResultsOutcome,
  ReviewResultsInput,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutKeys } from '@/api/payouts/payout-keys';
import { resultKeys } from '@/api/results/results-keys';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n-provider';
import { translateKnown } from '@/lib/i18n/known-messages';
import { reviewToast } from '../components/report-format';
import { type Translate } from '../components/review-labels';

export interface ResultsReviewRequest {
  applicationId: string;
  input: ReviewResultsInput;
}

/** The list with the reviewed results in place of their old state (the others untouched). */
export function withReviewedResult(list: CampaignResultList, reviewed: CampaignResult): CampaignResultList {
  return {
    results: list.results.map((item) => (item.applicationId === reviewed.applicationId ? reviewed : item)),
  };
}

/**
 * The failure toast: the server's reason when it refused on purpose (409 reviewed elsewhere,
 * 403 not assigned, 404, 400 with the fields shown inline), else a sentence to try again.
 */
export function resultsReviewFailure(t: Translate, error: unknown): { title: string; description: string } {
  const isRefusal = isApiError(error) && [400, 403, 404, 409].includes(error.status);
  return {
    title: t('submissionsReview.reviewFailed'),
    description: isRefusal ? translateKnown(error.message, t) : t('submissionsReview.reviewFailedText'),
  };
}

/**
 * Approve results with a payout, or ask for a correction. The answer replaces the results in
 * the campaign's list at once; results and payouts then refetch (a 409 means someone else
 * reviewed them: show where they are now). The caller keeps what was typed on a failure.
 */
export function useReviewResults() {
  const queryClient = useQueryClient();
  const t = useT();
  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: resultKeys.all });
    void queryClient.invalidateQueries({ queryKey: payoutKeys.all });
  };
  return useMutation({
    mutationFn: ({ applicationId, input }: ResultsReviewRequest) =>
      apiFetch<ResultsOutcome>(apiPath`/results/${applicationId}/review`, { method: 'POST', body: input }),
    onSuccess: (outcome) => {
      queryClient.setQueryData<CampaignResultList>(
        resultKeys.campaign(outcome.result.campaignId),
        (current) => (current ? withReviewedResult(current, outcome.result) : current),
      );
      toast({ variant: 'success', ...reviewToast(t, outcome.result, outcome.message) });
      refetch();
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...resultsReviewFailure(t, error) });
      if (!isApiError(error) || error.status !== 400) refetch();
    },
  });
}
