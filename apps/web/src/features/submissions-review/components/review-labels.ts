import type { SubmissionContentType, SubmissionStatus } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

// The submissions contracts' statuses and content types in the catalogs (the contracts keep
// their English for the API and the CSV report).
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
