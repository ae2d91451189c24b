import {
  SUBMISSION_MESSAGES,
  type ReviewSubmissionInput,
  type Submission,
  type SubmissionList,
  type SubmissionResult,
} from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiFetch, apiPath, isApiError } from '@/lib/api-client';
import { splitTitledMessage } from '@/lib/titled-message';
import { submissionKeys } from './submission-keys';

export interface ReviewRequest {
  submissionId: string;
  input: ReviewSubmissionInput;
}

/** The list with the reviewed submission in place of its old state (the others untouched). */
export function withReviewed(list: SubmissionList, reviewed: Submission): SubmissionList {
  return {
    ...list,
    submissions: list.submissions.map((item) => (item.id === reviewed.id ? reviewed : item)),
  };
}

const FAILED = splitTitledMessage(SUBMISSION_MESSAGES.reviewFailed, 'Review Failed');

/**
 * The failure toast (spec 02 'Submissions'): 'Review Failed' with the spec's sentence; the
 * server's own reason when it refused on purpose (409 already reviewed, 403 not assigned, 404).
 * A 400 names the field inline instead, so its toast says only what to fix.
 */
export function reviewFailureToast(error: unknown): { title: string; description: string } {
  const isRefusal = isApiError(error) && [400, 403, 404, 409].includes(error.status);
  return { title: FAILED.title, description: isRefusal ? error.message : FAILED.description };
}

/**
 * Approve, Request Revision or Reject one submission. The answer replaces the item in the
 * brand's lists at once; the lists then refetch (a 409 means it moved on elsewhere: show
 * where it is now). The caller keeps what was typed, so nothing is lost on a failure.
 */
export function useReviewSubmission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submissionId, input }: ReviewRequest) =>
      apiFetch<SubmissionResult>(apiPath`/submissions/${submissionId}/review`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: async (result) => {
      queryClient.setQueriesData<SubmissionList>({ queryKey: submissionKeys.brandLists }, (current) =>
        current ? withReviewed(current, result.submission) : current,
      );
      toast({ variant: 'success', title: result.message || SUBMISSION_MESSAGES.reviewed });
      // Not awaited: the dialog closes on the answer, the lists catch up behind it.
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
    },
    onError: (error) => {
      toast({ variant: 'destructive', ...reviewFailureToast(error) });
      if (!isApiError(error) || error.status !== 400) {
        void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      }
    },
  });
}
