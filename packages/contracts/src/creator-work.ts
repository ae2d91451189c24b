import { z } from 'zod';
import { APPLICATION_STATUSES } from './applications';
import { CAMPAIGN_PLATFORMS, CAMPAIGN_TYPES } from './campaigns';
import { isDeadlinePast } from './submission-deadlines';
import {
  CONTENT_STATUSES,
  isContentApproved,
  SUBMISSION_MESSAGES,
  submissionSchema,
  type ContentStatus,
  type SubmissionStatus,
} from './submissions';

// The creator side's work after an approval (issue 15, spec 03 'Creator work' and 'Campaign
// work panel'): one item per approved application, its per-platform submissions and where
// the work stands. ADR 0042 merges the spec's two flows; here 'completed' means every
// required platform's content is approved (the spec's "has a submission" would call work
// done that the brand sent back).

/** Per application: nothing submitted yet, some platforms open, every platform approved. */
export const CREATOR_WORK_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type CreatorWorkStatus = (typeof CREATOR_WORK_STATUSES)[number];

export const CREATOR_WORK_STATUS_LABELS: Record<CreatorWorkStatus, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** The progress tracker's steps, in the spec's content-status order. */
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  not_submitted: 'Not Submitted',
  pre_approval: 'Pre-Approval',
  approved: 'Approved',
  final_submitted: 'Final Submitted',
  completed: 'Completed',
};

/** A required platform's state as the creator sees it ('not_submitted': nothing sent yet). */
export type PlatformWorkStatus = SubmissionStatus | 'not_submitted';

export const PLATFORM_WORK_STATUS_LABELS: Record<PlatformWorkStatus, string> = {
  not_submitted: 'Not Submitted',
  submitted: SUBMISSION_MESSAGES.awaitingReview,
  under_review: 'Under Review',
  approved: 'Approved',
  revision_requested: 'Revision Requested',
  rejected: 'Rejected',
};

/** How a status reads at a glance (the screens pick the colours). */
export type WorkTone = 'neutral' | 'info' | 'warning' | 'success' | 'danger';

export const CREATOR_WORK_STATUS_TONES: Record<CreatorWorkStatus, WorkTone> = {
  not_started: 'neutral',
  in_progress: 'info',
  completed: 'success',
};

export const PLATFORM_WORK_STATUS_TONES: Record<PlatformWorkStatus, WorkTone> = {
  not_submitted: 'neutral',
  submitted: 'info',
  under_review: 'info',
  approved: 'success',
  revision_requested: 'warning',
  rejected: 'danger',
};

/**
 * The badge of one application's work on the creator side: where the final results stand once
 * the content is approved (spec 03 'Content status': 'Results Under Review', 'Campaign
 * Completed!'), else the work status (Not started, In progress, Completed).
 */
export function workBadge(item: { workStatus: CreatorWorkStatus; contentStatus: ContentStatus }): {
  label: string;
  tone: WorkTone;
} {
  switch (item.contentStatus) {
    case 'approved':
      return { label: 'Final Results Due', tone: 'warning' };
    case 'final_submitted':
      return { label: SUBMISSION_MESSAGES.resultsUnderReview, tone: 'info' };
    case 'completed':
      return { label: SUBMISSION_MESSAGES.campaignCompleted, tone: 'success' };
    default:
      return {
        label: CREATOR_WORK_STATUS_LABELS[item.workStatus],
        tone: CREATOR_WORK_STATUS_TONES[item.workStatus],
      };
  }
}

/** Creator work cards show at most this many submissions (spec 03 section 9). */
export const CREATOR_WORK_CARD_SUBMISSIONS = 3;

interface PlatformSubmission {
  platform: string;
  status: SubmissionStatus;
}

/** not_started with no submission, completed when every required platform is approved. */
export function creatorWorkStatus(
  platforms: readonly string[],
  submissions: readonly PlatformSubmission[],
): CreatorWorkStatus {
  if (submissions.length === 0) return 'not_started';
  return isContentApproved(platforms, submissions) ? 'completed' : 'in_progress';
}

/** Each required platform with the status of its submission (one per platform, ADR 0042). */
export function platformWorkStatuses(
  platforms: readonly string[],
  submissions: readonly PlatformSubmission[],
): { platform: string; status: PlatformWorkStatus }[] {
  return platforms.map((platform) => ({
    platform,
    status: submissions.find((item) => item.platform === platform)?.status ?? 'not_submitted',
  }));
}

/**
 * The platforms the creator may submit for now: those with nothing sent yet, sent back for
 * revision or rejected (not those approved or awaiting the brand's review).
 */
export function submittablePlatforms(
  platforms: readonly string[],
  submissions: readonly PlatformSubmission[],
): string[] {
  return platformWorkStatuses(platforms, submissions)
    .filter(
      ({ status }) => status === 'not_submitted' || status === 'revision_requested' || status === 'rejected',
    )
    .map(({ platform }) => platform);
}

/**
 * Whether the deadline (an ISO date) has passed, counting the whole of that day in UTC, while
 * the work is not completed.
 */
export function isWorkOverdue(deadline: string | null, workStatus: CreatorWorkStatus, now: Date): boolean {
  if (!deadline || workStatus === 'completed') return false;
  return isDeadlinePast(deadline, now);
}

export const creatorWorkItemSchema = z.object({
  applicationId: z.uuid(),
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  brandName: z.string(),
  creatorId: z.string(),
  creatorName: z.string(),
  /** The campaign's required platforms. */
  platforms: z.array(z.enum(CAMPAIGN_PLATFORMS)),
  applicationStatus: z.enum(APPLICATION_STATUSES),
  contentStatus: z.enum(CONTENT_STATUSES),
  /** The application's submission deadline, else the campaign's content deadline. */
  submissionDeadline: z.iso.date().nullable(),
  isOverdue: z.boolean(),
  workStatus: z.enum(CREATOR_WORK_STATUSES),
  /** All of the application's submissions, oldest first (one per platform). */
  submissions: z.array(submissionSchema),
});
export type CreatorWorkItem = z.infer<typeof creatorWorkItemSchema>;

/** GET /api/submissions/work: newest application first. */
export const creatorWorkListSchema = z.object({ items: z.array(creatorWorkItemSchema) });
export type CreatorWorkList = z.infer<typeof creatorWorkListSchema>;

/** What the panel's Overview shows besides the item. */
export const creatorWorkOverviewSchema = z.object({
  description: z.string(),
  brief: z.string().nullable(),
  requirements: z.string().nullable(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  contentDeadline: z.iso.date().nullable(),
  /** The rate both sides agreed in a negotiation. */
  agreedRate: z.number().nullable(),
  /** The deliverables named in the latest offer that named any. */
  deliverables: z.string().nullable(),
});
export type CreatorWorkOverview = z.infer<typeof creatorWorkOverviewSchema>;

/** GET /api/submissions/work/:applicationId. */
export const creatorWorkDetailSchema = z.object({
  item: creatorWorkItemSchema,
  overview: creatorWorkOverviewSchema,
});
export type CreatorWorkDetail = z.infer<typeof creatorWorkDetailSchema>;

export const creatorWorkParam = z.object({ applicationId: z.uuid(SUBMISSION_MESSAGES.campaignNotFound) });
