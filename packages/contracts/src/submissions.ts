import { z } from 'zod';
import { CAMPAIGN_PLATFORMS } from './campaigns';
import { httpUrl } from './http-url';
import { hasNoNul, INVALID_CHARACTER, trimmedOrNull } from './text-input';

// Content submissions and their review (issue 15, ADR 0042; spec 03 section 4 'Submission
// (v2)', spec 02 'Submissions'): one workflow per approved application. Content is submitted
// per required platform (the campaign's `platforms`) and reviewed by the brand; when every
// required platform's submission is approved the application's content status is approved.

/** A submission's status (the badge also knows under_review). */
export const SUBMISSION_STATUSES = [
  'submitted',
  'under_review',
  'approved',
  'revision_requested',
  'rejected',
] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** The brand's three buttons in the review modal. */
export const REVIEW_ACTIONS = ['approve', 'revision', 'reject'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/**
 * The application's content status in this workflow (the spec's order, ADR 0042):
 * not_submitted, pre_approval (content submitted, under brand review), approved (every
 * required platform approved), then final_submitted and completed (final results, issue 12).
 */
export const CONTENT_STATUSES = [
  'not_submitted',
  'pre_approval',
  'approved',
  'final_submitted',
  'completed',
] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The content types offered in the submit form. */
export const SUBMISSION_CONTENT_TYPES = ['post', 'reel', 'story', 'video', 'short', 'live', 'other'] as const;
export type SubmissionContentType = (typeof SUBMISSION_CONTENT_TYPES)[number];

/** The status badge's words, for both sides' screens. */
export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatus, string> = {
  submitted: 'Awaiting Review',
  under_review: 'Under Review',
  approved: 'Approved',
  revision_requested: 'Revision Requested',
  rejected: 'Rejected',
};

export const SUBMISSION_CONTENT_TYPE_LABELS: Record<SubmissionContentType, string> = {
  post: 'Post',
  reel: 'Reel',
  story: 'Story',
  video: 'Video',
  short: 'Short',
  live: 'Live',
  other: 'Other',
};

/**
 * The review transitions (spec 03 section 4): a submission waiting for review (submitted or
 * under_review) may be approved, sent back for revision or rejected; nothing else is
 * reviewable. Resubmission (the creator side) is the only way out of revision_requested and
 * rejected; approved is final.
 */
export const REVIEW_TRANSITIONS: Record<SubmissionStatus, Partial<Record<ReviewAction, SubmissionStatus>>> = {
  submitted: { approve: 'approved', revision: 'revision_requested', reject: 'rejected' },
  under_review: { approve: 'approved', revision: 'revision_requested', reject: 'rejected' },
  approved: {},
  revision_requested: {},
  rejected: {},
};

/** The status a review leads to, or null when the table does not allow it (409). */
export function reviewOutcome(status: SubmissionStatus, action: ReviewAction): SubmissionStatus | null {
  return REVIEW_TRANSITIONS[status][action] ?? null;
}

export function canReview(status: SubmissionStatus, action: ReviewAction): boolean {
  return reviewOutcome(status, action) !== null;
}

/** Whether a new submission for the platform may replace the latest one (a resubmission). */
export function canResubmit(status: SubmissionStatus): boolean {
  return status === 'revision_requested' || status === 'rejected';
}

/** Whether every required platform's latest submission is approved. */
export function isContentApproved(
  requiredPlatforms: readonly string[],
  latest: readonly { platform: string; status: SubmissionStatus }[],
): boolean {
  if (requiredPlatforms.length === 0) return false;
  return requiredPlatforms.every((platform) =>
    latest.some((item) => item.platform === platform && item.status === 'approved'),
  );
}

export const SUBMISSION_SCREENSHOTS_MAX = 5;
export const SUBMISSION_CAPTION_MAX = 2200;
export const SUBMISSION_FEEDBACK_MAX = 2000;
export const SUBMISSION_METRIC_MAX = 2_000_000_000;

/** Spec texts, verbatim where the spec gives them ('Title: description' toasts joined). */
export const SUBMISSION_MESSAGES = {
  // creator side (spec 03 'Content submission', messages)
  submitted: 'Content Submitted',
  submitFailed: 'Submission Failed: Failed to submit content. Please try again.',
  campaignNotFound: "Campaign not found or you don't have access to it.",
  awaitingReview: 'Awaiting Brand Review',
  resultsUnderReview: 'Results Under Review',
  campaignCompleted: 'Campaign Completed!',
  // brand side (spec 02 'Submissions')
  reviewed: 'Submission Reviewed',
  reviewFailed: 'Review Failed: Failed to review submission. Please try again.',
  loadFailed: 'Error Loading Submissions',
  deletedCreator: 'Deleted Creator',
  // refusals
  notFound: 'Submission not found',
  notApproved: 'Content can be submitted once the brand has approved the application',
  platformNotInCampaign: "Choose one of the campaign's platforms",
  alreadyAwaitingReview: 'This platform already has content awaiting review',
  alreadyApproved: "This platform's content is already approved",
  notReviewable: 'This submission is not waiting for a review',
  contentUrlInvalid: 'Please enter a valid content URL (http or https)',
  contentTypeRequired: 'Choose the content type',
  feedbackRequired: 'Please give feedback for the creator',
  feedbackTooLong: `Feedback must be at most ${SUBMISSION_FEEDBACK_MAX} characters`,
  captionTooLong: `Caption must be at most ${SUBMISSION_CAPTION_MAX} characters`,
  tooManyScreenshots: `Add at most ${SUBMISSION_SCREENSHOTS_MAX} screenshots`,
  screenshotInvalid: 'Screenshots must be images you uploaded',
  metricInvalid: 'Enter a whole number of 0 or more',
  statusInvalid: `Status must be one of: ${SUBMISSION_STATUSES.join(', ')}`,
} as const;

/** The live update both sides' screens listen for. */
export const SUBMISSION_EVENTS = { changed: 'submissions.changed' } as const;
export const submissionChangedEventSchema = z.object({
  submissionId: z.uuid(),
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  change: z.enum(['submitted', 'reviewed']),
  status: z.enum(SUBMISSION_STATUSES),
  contentStatus: z.enum(CONTENT_STATUSES),
});
export type SubmissionChangedEvent = z.infer<typeof submissionChangedEventSchema>;

const metric = z
  .number(SUBMISSION_MESSAGES.metricInvalid)
  .int(SUBMISSION_MESSAGES.metricInvalid)
  .min(0, SUBMISSION_MESSAGES.metricInvalid)
  .max(SUBMISSION_METRIC_MAX, SUBMISSION_MESSAGES.metricInvalid);

export const submissionMetricsSchema = z.object({
  views: metric.nullish().transform((value) => value ?? null),
  likes: metric.nullish().transform((value) => value ?? null),
  comments: metric.nullish().transform((value) => value ?? null),
  shares: metric.nullish().transform((value) => value ?? null),
});
export type SubmissionMetrics = z.infer<typeof submissionMetricsSchema>;

/** Body of POST /api/submissions. */
export const submitContentInput = z.object({
  applicationId: z.uuid(SUBMISSION_MESSAGES.campaignNotFound),
  platform: z.enum(CAMPAIGN_PLATFORMS, SUBMISSION_MESSAGES.platformNotInCampaign),
  contentUrl: httpUrl(SUBMISSION_MESSAGES.contentUrlInvalid),
  contentType: z.enum(SUBMISSION_CONTENT_TYPES, SUBMISSION_MESSAGES.contentTypeRequired),
  caption: trimmedOrNull(SUBMISSION_CAPTION_MAX, 'Caption').default(null),
  screenshotUploadIds: z
    .array(z.uuid(SUBMISSION_MESSAGES.screenshotInvalid), SUBMISSION_MESSAGES.screenshotInvalid)
    .max(SUBMISSION_SCREENSHOTS_MAX, SUBMISSION_MESSAGES.tooManyScreenshots)
    .default([]),
  metrics: submissionMetricsSchema.nullish().transform((value) => value ?? null),
});
export type SubmitContentInput = z.input<typeof submitContentInput>;

/** Body of POST /api/submissions/:id/review: feedback is required to revise or reject. */
export const reviewSubmissionInput = z
  .object({
    action: z.enum(REVIEW_ACTIONS),
    feedback: z
      .string()
      .trim()
      .max(SUBMISSION_FEEDBACK_MAX, SUBMISSION_MESSAGES.feedbackTooLong)
      .refine(hasNoNul, INVALID_CHARACTER)
      .nullish()
      .transform((value) => (value ? value : null)),
    manualInputRequested: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.action !== 'approve' && !value.feedback) {
      ctx.addIssue({ code: 'custom', path: ['feedback'], message: SUBMISSION_MESSAGES.feedbackRequired });
    }
  });
export type ReviewSubmissionInput = z.input<typeof reviewSubmissionInput>;

export const submissionIdParam = z.object({ id: z.uuid(SUBMISSION_MESSAGES.notFound) });
export const submissionCampaignParam = z.object({ campaignId: z.uuid(SUBMISSION_MESSAGES.campaignNotFound) });
export const mySubmissionsQuery = z.object({ applicationId: z.uuid(SUBMISSION_MESSAGES.campaignNotFound) });

/** Query of GET /api/submissions: the workspace's submissions, narrowed to one campaign or status. */
export const brandSubmissionsQuery = z.object({
  campaignId: z.uuid(SUBMISSION_MESSAGES.campaignNotFound).optional(),
  status: z.enum(SUBMISSION_STATUSES, SUBMISSION_MESSAGES.statusInvalid).optional(),
});
export type BrandSubmissionsQuery = z.input<typeof brandSubmissionsQuery>;

/** A screenshot as the screens show it: the upload's id and where its bytes are served. */
export const submissionScreenshotSchema = z.object({ id: z.uuid(), url: z.string() });
export type SubmissionScreenshot = z.infer<typeof submissionScreenshotSchema>;

export const submissionSchema = z.object({
  id: z.uuid(),
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  platform: z.enum(CAMPAIGN_PLATFORMS),
  contentUrl: z.string(),
  contentType: z.enum(SUBMISSION_CONTENT_TYPES),
  caption: z.string().nullable(),
  screenshotUploadIds: z.array(z.uuid()),
  /** The screenshots still stored, in the submitted order. */
  screenshots: z.array(submissionScreenshotSchema),
  metrics: submissionMetricsSchema.nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  feedback: z.string().nullable(),
  manualInputRequested: z.boolean(),
  revisionRequested: z.boolean(),
  reviewedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListSchema = z.object({
  submissions: z.array(submissionSchema),
  contentStatus: z.enum(CONTENT_STATUSES).nullable(),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const submissionResultSchema = z.object({
  submission: submissionSchema,
  contentStatus: z.enum(CONTENT_STATUSES),
  message: z.string(),
});
export type SubmissionResult = z.infer<typeof submissionResultSchema>;
