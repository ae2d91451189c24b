import {
  RESULTS_FLOW_MESSAGES,
  RESULTS_MESSAGES,
  SUBMISSION_MESSAGES,
  type SubmissionContentType,
  type SubmissionStatus,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

// The submissions and results contracts keep their English messages (the API answers with them
// too); the review screens show the ones they know through the catalogs, others as they came.

export type Translate = ReturnType<typeof useT>;

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, MessageKey> = {
  submitted: 'submissionsReview.status.submitted',
  under_review: 'submissionsReview.status.underReview',
  approved: 'submissionsReview.status.approved',
  revision_requested: 'submissionsReview.status.revisionRequested',
  rejected: 'submissionsReview.status.rejected',
};

export const CONTENT_TYPE_LABELS: Record<SubmissionContentType, MessageKey> = {
  post: 'submissionsReview.contentType.post',
  reel: 'submissionsReview.contentType.reel',
  story: 'submissionsReview.contentType.story',
  video: 'submissionsReview.contentType.video',
  short: 'submissionsReview.contentType.short',
  live: 'submissionsReview.contentType.live',
  other: 'submissionsReview.contentType.other',
};

const KNOWN: Readonly<Record<string, MessageKey>> = {
  [SUBMISSION_MESSAGES.loadFailed]: 'submissionsReview.loadFailed',
  [SUBMISSION_MESSAGES.feedbackRequired]: 'submissionsReview.feedbackRequired',
  [SUBMISSION_MESSAGES.feedbackTooLong]: 'submissionsReview.feedbackTooLong',
  [SUBMISSION_MESSAGES.notReviewable]: 'submissionsReview.notReviewable',
  [RESULTS_FLOW_MESSAGES.approved]: 'submissionsReview.resultsApproved',
  [RESULTS_FLOW_MESSAGES.correctionRequested]: 'submissionsReview.correctionRequested',
  [RESULTS_FLOW_MESSAGES.notReviewable]: 'submissionsReview.resultsNotReviewable',
  [RESULTS_FLOW_MESSAGES.messageRequired]: 'submissionsReview.messageRequired',
  [RESULTS_FLOW_MESSAGES.messageTooLong]: 'submissionsReview.messageTooLong',
  [RESULTS_MESSAGES.payoutAmountInvalid]: 'submissionsReview.payoutAmountInvalid',
  [RESULTS_MESSAGES.payoutAmountTooLarge]: 'submissionsReview.payoutAmountTooLarge',
};

/** A review message of the contracts in the active language; undefined stays undefined. */
export function reviewText(t: Translate, message: string): string;
export function reviewText(t: Translate, message: string | undefined): string | undefined;
export function reviewText(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = KNOWN[message];
  return key ? t(key) : message;
}
