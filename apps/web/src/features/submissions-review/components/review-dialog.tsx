import {
  platformLabel,
  reviewSubmissionInput,
  type ReviewAction,
  type Submission,
} from '@partnerly/contracts';
import { useState } from 'react';
import { useReviewSubmission } from '@/api/submissions/review-submission';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/format';
import { isApiError } from '@/lib/api-client';
import { useKnownText, useNameText, useT } from '@/lib/i18n/i18n-provider';
import { ReviewActions, ReviewFields } from './review-form';
import { CONTENT_TYPE_LABELS } from './review-labels';
import { isAwaitingReview, reviewedNote } from './submission-format';
import { SubmissionStatusBadge } from './submission-status-badge';
import { SubmittedContent } from './submitted-content';

/** Between the header's facts: punctuation, the same in every language. */
const SEPARATOR = ' · ';

export interface ReviewDialogProps {
  /** The submission to show; null keeps the dialog closed. */
  submission: Submission | null;
  /** Why the caller may not review it ('' when they may; the server decides anyway). */
  refusal: string;
  onOpenChange(open: boolean): void;
}

/**
 * The review modal (spec 02 'Submissions'): the content (link, screenshots, caption, figures)
 * and, while it awaits review, Approve / Request Revision / Reject with feedback and the
 * 'Manual input requested' flag. What was typed stays until the review succeeds.
 */
export function ReviewDialog({ submission, refusal, onOpenChange }: ReviewDialogProps) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl gap-5 p-4 sm:p-6">
        {submission ? (
          <ReviewContent
            key={submission.id}
            submission={submission}
            refusal={refusal}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ReviewContent({
  submission,
  refusal,
  onDone,
}: {
  submission: Submission;
  refusal: string;
  onDone(): void;
}) {
  const platform = platformLabel(submission.platform);
  const t = useT();
  const nameText = useNameText();
  return (
    <>
      <DialogHeader className="gap-2 pe-8 text-start">
        <div className="flex flex-wrap items-center gap-2">
          <DialogTitle>{t('submissionsReview.reviewSubmission')}</DialogTitle>
          <SubmissionStatusBadge status={submission.status} />
        </div>
        <DialogDescription className="break-words">
          {[
            nameText(submission.creatorName),
            submission.campaignTitle,
            platform,
            t(CONTENT_TYPE_LABELS[submission.contentType]),
          ].join(SEPARATOR)}
        </DialogDescription>
      </DialogHeader>

      <SubmittedContent submission={submission} />

      {!isAwaitingReview(submission.status) ? (
        <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">
          {reviewedNote(
            t,
            submission.status,
            submission.reviewedAt ? formatDateTime(submission.reviewedAt) : '',
          )}
        </p>
      ) : refusal ? (
        <p className="rounded-md border px-3 py-2 text-sm text-muted-foreground">{refusal}</p>
      ) : (
        <ReviewForm submissionId={submission.id} onDone={onDone} />
      )}
    </>
  );
}

/** Feedback, the flag and the three outcomes; checked here first, then by the server (400 inline). */
function ReviewForm({ submissionId, onDone }: { submissionId: string; onDone(): void }) {
  const [feedback, setFeedback] = useState('');
  const [manualInputRequested, setManualInputRequested] = useState(false);
  const [localError, setLocalError] = useState<string | undefined>();
  const review = useReviewSubmission();
  const t = useT();
  const known = useKnownText();
  /** A rule's or the API's message in the active language (undefined: none). */
  const shown = (message: string | undefined) => (message ? known(message) : undefined);
  const serverError =
    isApiError(review.error) && review.error.status === 400 ? review.error.fields.feedback?.[0] : undefined;

  const submit = (action: ReviewAction) => {
    const input = { action, feedback, manualInputRequested };
    const checked = reviewSubmissionInput.safeParse(input);
    const feedbackIssue = checked.error?.issues.find((issue) => issue.path[0] === 'feedback');
    setLocalError(feedbackIssue?.message);
    if (feedbackIssue) return;
    review.reset();
    review.mutate({ submissionId, input }, { onSuccess: onDone });
  };

  return (
    <form
      aria-label={t('submissionsReview.review')}
      className="grid gap-4 border-t pt-4"
      onSubmit={(event) => event.preventDefault()}
      noValidate
    >
      <ReviewFields
        feedback={feedback}
        onFeedbackChange={(value) => {
          setFeedback(value);
          setLocalError(undefined);
        }}
        feedbackError={shown(localError ?? serverError)}
        manualInputRequested={manualInputRequested}
        onManualInputChange={setManualInputRequested}
        isDisabled={review.isPending}
      />
      <ReviewActions
        pending={review.isPending ? (review.variables?.input.action ?? null) : null}
        onAction={submit}
      />
    </form>
  );
}
