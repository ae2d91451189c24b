import {
  CREATOR_WORK_CARD_SUBMISSIONS,
  type ContentStatus,
  type CreatorWorkItem,
  type CreatorWorkStatus,
  type PayoutStatus,
  type PlatformWorkStatus,
  type Submission,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';

// Creator Work (spec 03 'Creator work'): the tiles, the tabs and what each card shows.

export const CREATOR_WORK_TABS = ['active', 'completed', 'submissions', 'payouts'] as const;
export type CreatorWorkTab = (typeof CREATOR_WORK_TABS)[number];
/** The tabs that list the work itself (Payouts lists the payouts). */
export type WorkListTab = Exclude<CreatorWorkTab, 'payouts'>;

export const CREATOR_WORK_TAB_LABELS: Record<CreatorWorkTab, MessageKey> = {
  active: 'creatorWork.activeProjects',
  completed: 'creatorWork.completed',
  submissions: 'creatorWork.allSubmissions',
  payouts: 'creatorWork.payouts',
};

/** The contracts' platform work statuses in the catalogs. */
export const PLATFORM_STATUS_LABELS: Record<PlatformWorkStatus, MessageKey> = {
  not_submitted: 'creatorWork.status.notSubmitted',
  submitted: 'creatorWork.status.awaitingBrandReview',
  under_review: 'creatorWork.status.underReview',
  approved: 'creatorWork.status.approved',
  revision_requested: 'creatorWork.status.revisionRequested',
  rejected: 'creatorWork.status.rejected',
};

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, MessageKey> = {
  pending: 'creatorWork.payout.pending',
  approved: 'creatorWork.payout.approved',
  paid: 'creatorWork.payout.paid',
};

const WORK_STATUS_LABELS: Record<CreatorWorkStatus, MessageKey> = {
  not_started: 'creatorWork.work.notStarted',
  in_progress: 'creatorWork.work.inProgress',
  completed: 'creatorWork.work.completed',
};

/** The card's badge words, as the contracts' workBadge picks them (its tone stays there). */
export function workBadgeLabel(item: Pick<CreatorWorkItem, 'workStatus' | 'contentStatus'>): MessageKey {
  if (item.contentStatus === 'approved') return 'creatorWork.work.finalResultsDue';
  if (item.contentStatus === 'final_submitted') return 'creatorWork.work.resultsUnderReview';
  if (item.contentStatus === 'completed') return 'creatorWork.work.campaignCompleted';
  return WORK_STATUS_LABELS[item.workStatus];
}

export interface CreatorWorkTiles {
  active: number;
  completed: number;
  submissions: number;
}

/** Active Projects (not completed), Completed, Total Submissions. */
export function workTiles(items: readonly CreatorWorkItem[]): CreatorWorkTiles {
  const completed = items.filter((item) => item.workStatus === 'completed').length;
  return {
    active: items.length - completed,
    completed,
    submissions: items.reduce((sum, item) => sum + item.submissions.length, 0),
  };
}

export function itemsOfTab(
  items: readonly CreatorWorkItem[],
  tab: 'active' | 'completed',
): CreatorWorkItem[] {
  return items.filter((item) => (item.workStatus === 'completed') === (tab === 'completed'));
}

const newestFirst = (a: Submission, b: Submission) => b.updatedAt.localeCompare(a.updatedAt);

/** A card's submissions: the most recently changed, at most 3 (spec 03 section 9). */
export function cardSubmissions(item: CreatorWorkItem): { shown: Submission[]; hidden: number } {
  const sorted = [...item.submissions].sort(newestFirst);
  return {
    shown: sorted.slice(0, CREATOR_WORK_CARD_SUBMISSIONS),
    hidden: Math.max(0, sorted.length - CREATOR_WORK_CARD_SUBMISSIONS),
  };
}

export interface SubmissionWithWork {
  submission: Submission;
  item: CreatorWorkItem;
}

/** All Submissions: every submission with its campaign, most recently changed first. */
export function allSubmissions(items: readonly CreatorWorkItem[]): SubmissionWithWork[] {
  return items
    .flatMap((item) => item.submissions.map((submission) => ({ submission, item })))
    .sort((a, b) => newestFirst(a.submission, b.submission));
}

/** What an empty tab says. */
export function emptyTabText(tab: WorkListTab, hasAnyWork: boolean): MessageKey {
  if (!hasAnyWork) return 'creatorWork.noActiveProjects';
  if (tab === 'active') return 'creatorWork.everyProjectCompleted';
  if (tab === 'completed') return 'creatorWork.noCompletedProjects';
  return 'creatorWork.noSubmissions';
}

/** The card's way into the panel: what is left to do there, or a look at finished work. */
export function workActionLabel(item: Pick<CreatorWorkItem, 'workStatus' | 'contentStatus'>): MessageKey {
  const finished: readonly ContentStatus[] = ['final_submitted', 'completed'];
  if (item.contentStatus === 'approved') return 'creatorWork.submitResults';
  if (item.workStatus === 'completed' || finished.includes(item.contentStatus)) return 'creatorWork.viewWork';
  return 'creatorWork.submitContent';
}
