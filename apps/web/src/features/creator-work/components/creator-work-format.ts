import {
  CREATOR_WORK_CARD_SUBMISSIONS,
  type ContentStatus,
  type CreatorWorkItem,
  type Submission,
} from '@partnerly/contracts';

// Creator Work (spec 03 'Creator work'): the tiles, the tabs and what each card shows.

export const CREATOR_WORK_TABS = ['active', 'completed', 'submissions', 'payouts'] as const;
export type CreatorWorkTab = (typeof CREATOR_WORK_TABS)[number];
/** The tabs that list the work itself (Payouts lists the payouts). */
export type WorkListTab = Exclude<CreatorWorkTab, 'payouts'>;

export const CREATOR_WORK_TAB_LABELS: Record<CreatorWorkTab, string> = {
  active: 'Active Projects',
  completed: 'Completed',
  submissions: 'All Submissions',
  payouts: 'Payouts',
};

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
export function emptyTabText(tab: WorkListTab, hasAnyWork: boolean): string {
  if (!hasAnyWork) return 'No active projects yet';
  if (tab === 'active') return 'Every project is completed';
  if (tab === 'completed') return 'No completed projects yet';
  return 'No submissions yet';
}

/** The card's way into the panel: what is left to do there, or a look at finished work. */
export function workActionLabel(item: Pick<CreatorWorkItem, 'workStatus' | 'contentStatus'>): string {
  const finished: readonly ContentStatus[] = ['final_submitted', 'completed'];
  if (item.contentStatus === 'approved') return 'Submit Results';
  if (item.workStatus === 'completed' || finished.includes(item.contentStatus)) return 'View Work';
  return 'Submit Content';
}
