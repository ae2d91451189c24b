import {
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  SUBMISSION_MESSAGES,
  SUBMISSION_SCREENSHOTS_MAX,
  uploadTooLargeMessage,
  type ContentStatus,
  type SubmissionContentType,
  type SubmissionMetrics,
} from '@partnerly/contracts';

// The campaign work panel (spec 03 'Campaign work panel and content submission'): tracker
// steps, the state line under it and the submit form's small rules.

export type TrackerStepState = 'done' | 'current' | 'upcoming';

/** The progress tracker: the content statuses in order, those before the current one done. */
export function trackerSteps(
  status: ContentStatus,
): { status: ContentStatus; label: string; state: TrackerStepState }[] {
  const current = CONTENT_STATUSES.indexOf(status);
  return CONTENT_STATUSES.map((step, index) => ({
    status: step,
    label: CONTENT_STATUS_LABELS[step],
    state: index < current || status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/** What the panel says of the content status (spec 03 section 4, the work panel by state). */
export function contentStatusMessage(status: ContentStatus): string {
  switch (status) {
    case 'not_submitted':
      return "Submit your content for the campaign's platforms for the brand to review.";
    case 'pre_approval':
      return SUBMISSION_MESSAGES.awaitingReview;
    case 'approved':
      return 'The brand approved your content on every platform. Report your final results in the Analytics tab.';
    case 'final_submitted':
      return SUBMISSION_MESSAGES.resultsUnderReview;
    case 'completed':
      return SUBMISSION_MESSAGES.campaignCompleted;
  }
}

export const CONTENT_TYPE_LABELS: Record<SubmissionContentType, string> = {
  post: 'Post',
  reel: 'Reel',
  story: 'Story',
  video: 'Video',
  short: 'Short',
  live: 'Live',
  other: 'Other',
};

/** Why a chosen screenshot cannot be uploaded, or null. */
export function screenshotFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return uploadTooLargeMessage(IMAGE_UPLOAD_MAX_BYTES);
  return null;
}

/** How many of the chosen files still fit (at most 5 screenshots a submission). */
export function screenshotRoom(current: number): number {
  return Math.max(0, SUBMISSION_SCREENSHOTS_MAX - current);
}

export const METRIC_FIELDS = [
  'views',
  'likes',
  'comments',
  'shares',
] as const satisfies (keyof SubmissionMetrics)[];

export const METRIC_LABELS: Record<(typeof METRIC_FIELDS)[number], string> = {
  views: 'Views',
  likes: 'Likes',
  comments: 'Comments',
  shares: 'Shares',
};

/** No metric given is no metrics at all (rather than four empty ones). */
export function metricsOrNull(metrics: SubmissionMetrics | null): SubmissionMetrics | null {
  if (!metrics) return null;
  return METRIC_FIELDS.some((field) => metrics[field] !== null) ? metrics : null;
}

/** The form field a server field message belongs to ('screenshotUploadIds.2' to the screenshots). */
export function formFieldOf(serverField: string): string {
  if (serverField.startsWith('screenshotUploadIds')) return 'screenshotUploadIds';
  return serverField;
}

/** The submit form's empty number input reads as no metric. */
export function metricFromInput(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  return typeof value === 'number' ? value : Number(value);
}
