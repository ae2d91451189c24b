import {
  CONTENT_STATUSES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  RESULTS_MESSAGES,
  SUBMISSION_CAPTION_MAX,
  SUBMISSION_MESSAGES,
  SUBMISSION_SCREENSHOTS_MAX,
  type ContentStatus,
  type CreatorWorkStatus,
  type PlatformWorkStatus,
  type SubmissionContentType,
  type SubmissionMetrics,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { Translate } from '@/lib/i18n/campaign-keys';

// The campaign work panel (spec 03 'Campaign work panel and content submission'): tracker
// steps, the state line under it and the submit form's small rules, in the active language.

const CONTENT_STATUS_KEYS: Record<ContentStatus, MessageKey> = {
  not_submitted: 'campaignWork.contentStatus.notSubmitted',
  pre_approval: 'campaignWork.contentStatus.preApproval',
  approved: 'campaignWork.contentStatus.approved',
  final_submitted: 'campaignWork.contentStatus.finalSubmitted',
  completed: 'campaignWork.contentStatus.completed',
};

export const PLATFORM_WORK_STATUS_KEYS: Record<PlatformWorkStatus, MessageKey> = {
  not_submitted: 'campaignWork.platformStatus.notSubmitted',
  submitted: 'campaignWork.platformStatus.submitted',
  under_review: 'campaignWork.platformStatus.underReview',
  approved: 'campaignWork.platformStatus.approved',
  revision_requested: 'campaignWork.platformStatus.revisionRequested',
  rejected: 'campaignWork.platformStatus.rejected',
};

const WORK_STATUS_KEYS: Record<CreatorWorkStatus, MessageKey> = {
  not_started: 'campaignWork.workStatus.notStarted',
  in_progress: 'campaignWork.workStatus.inProgress',
  completed: 'campaignWork.workStatus.completed',
};

/** The label of the contracts' workBadge (its tone is the contracts'), in the active language. */
export function workBadgeLabel(
  t: Translate,
  item: { workStatus: CreatorWorkStatus; contentStatus: ContentStatus },
): string {
  if (item.contentStatus === 'approved') return t('campaignWork.finalResultsDue');
  if (item.contentStatus === 'final_submitted') return t('campaignWork.resultsUnderReview');
  if (item.contentStatus === 'completed') return t('campaignWork.campaignCompleted');
  return t(WORK_STATUS_KEYS[item.workStatus]);
}

export type TrackerStepState = 'done' | 'current' | 'upcoming';

/** The progress tracker: the content statuses in order, those before the current one done. */
export function trackerSteps(
  t: Translate,
  status: ContentStatus,
): { status: ContentStatus; label: string; state: TrackerStepState }[] {
  const current = CONTENT_STATUSES.indexOf(status);
  return CONTENT_STATUSES.map((step, index) => ({
    status: step,
    label: t(CONTENT_STATUS_KEYS[step]),
    state: index < current || status === 'completed' ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

/** What the panel says of the content status (spec 03 section 4, the work panel by state). */
export function contentStatusMessage(t: Translate, status: ContentStatus): string {
  switch (status) {
    case 'not_submitted':
      return t('campaignWork.notSubmittedMessage');
    case 'pre_approval':
      return t('campaignWork.awaitingReview');
    case 'approved':
      return t('campaignWork.approvedMessage');
    case 'final_submitted':
      return t('campaignWork.resultsUnderReview');
    case 'completed':
      return t('campaignWork.campaignCompleted');
  }
}

export const CONTENT_TYPE_KEYS: Record<SubmissionContentType, MessageKey> = {
  post: 'campaignWork.contentType.post',
  reel: 'campaignWork.contentType.reel',
  story: 'campaignWork.contentType.story',
  video: 'campaignWork.contentType.video',
  short: 'campaignWork.contentType.short',
  live: 'campaignWork.contentType.live',
  other: 'campaignWork.contentType.other',
};

/** Why a chosen screenshot cannot be uploaded, or null. */
export function screenshotFileError(t: Translate, file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return t('campaignWork.fileType');
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
    return t('campaignWork.fileTooLarge', {
      size: String(Math.round(IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024))),
    });
  }
  return null;
}

/** The submit and results forms' rules (the contracts' English) in the active language. */
const WORK_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [SUBMISSION_MESSAGES.contentUrlInvalid]: 'campaignWork.error.contentUrlInvalid',
  [SUBMISSION_MESSAGES.contentTypeRequired]: 'campaignWork.error.contentTypeRequired',
  [SUBMISSION_MESSAGES.platformNotInCampaign]: 'campaignWork.error.platformNotInCampaign',
  [SUBMISSION_MESSAGES.tooManyScreenshots]: 'campaignWork.error.tooManyScreenshots',
  [SUBMISSION_MESSAGES.screenshotInvalid]: 'campaignWork.error.screenshotInvalid',
  [SUBMISSION_MESSAGES.metricInvalid]: 'campaignWork.error.metricInvalid',
  [SUBMISSION_MESSAGES.captionTooLong]: 'campaignWork.error.captionTooLong',
  [SUBMISSION_MESSAGES.campaignNotFound]: 'campaignWork.campaignNotFound',
  [RESULTS_MESSAGES.viewsInvalid]: 'campaignWork.error.viewsInvalid',
  [RESULTS_MESSAGES.likesInvalid]: 'campaignWork.error.likesInvalid',
  [RESULTS_MESSAGES.commentsInvalid]: 'campaignWork.error.commentsInvalid',
  [RESULTS_MESSAGES.sharesInvalid]: 'campaignWork.error.sharesInvalid',
};

/** A form rule's or the API's message in the active language (any other as it came). */
export function workMessage(t: Translate, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const key = WORK_MESSAGES[message];
  if (!key) return message;
  const max =
    key === 'campaignWork.error.captionTooLong' ? SUBMISSION_CAPTION_MAX : SUBMISSION_SCREENSHOTS_MAX;
  return t(key, { max: String(max) });
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

export const METRIC_LABELS: Record<(typeof METRIC_FIELDS)[number], MessageKey> = {
  views: 'campaignWork.metric.views',
  likes: 'campaignWork.metric.likes',
  comments: 'campaignWork.metric.comments',
  shares: 'campaignWork.metric.shares',
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
