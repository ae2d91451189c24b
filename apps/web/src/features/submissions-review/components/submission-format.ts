import {
  canReview,
  type Submission,
  type SubmissionMetrics,
  type SubmissionStatus,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { Translate } from './review-labels';

// Pure helpers of the brand's Submissions tab (spec 02 'Submissions'): the status filter,
// the row's texts and the campaign filter's choices.

export const STATUS_FILTERS = ['all', 'awaiting', 'approved', 'revision_requested', 'rejected'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

export const STATUS_FILTER_LABELS: Record<StatusFilter, MessageKey> = {
  all: 'submissionsReview.filter.all',
  awaiting: 'submissionsReview.filter.awaiting',
  approved: 'submissionsReview.filter.approved',
  revision_requested: 'submissionsReview.filter.revisionRequested',
  rejected: 'submissionsReview.filter.rejected',
};

/** Waiting for the brand: the review's three buttons apply (submitted or under_review). */
export function isAwaitingReview(status: SubmissionStatus): boolean {
  return canReview(status, 'approve');
}

const REVIEWED_NOTES: Record<Exclude<SubmissionStatus, 'submitted' | 'under_review'>, MessageKey> = {
  approved: 'submissionsReview.noteApproved',
  revision_requested: 'submissionsReview.noteRevisionRequested',
  rejected: 'submissionsReview.noteRejected',
};

/** What the review modal says of a submission that is not waiting for a review. */
export function reviewedNote(t: Translate, status: SubmissionStatus, reviewedOn: string): string {
  if (isAwaitingReview(status)) return '';
  const note = t(REVIEWED_NOTES[status as keyof typeof REVIEWED_NOTES]);
  return reviewedOn ? t('submissionsReview.reviewedOn', { date: reviewedOn, note }) : note;
}

/** A name with how many it counts: 'Approved (3)' (punctuation, the same in every language). */
export function withCount(label: string, count: number): string {
  return `${label} (${count})`;
}

export function isStatusFilter(value: string): value is StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value);
}

function matchesFilter(status: SubmissionStatus, filter: StatusFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'awaiting') return isAwaitingReview(status);
  return status === filter;
}

/** The submissions the status filter shows, in the list's order (oldest first). */
export function filterSubmissions<T extends Pick<Submission, 'status'>>(
  items: readonly T[],
  filter: StatusFilter,
): T[] {
  return items.filter((item) => matchesFilter(item.status, filter));
}

/** How many submissions each status filter shows. */
export function countByFilter(items: readonly Pick<Submission, 'status'>[]): Record<StatusFilter, number> {
  return Object.fromEntries(
    STATUS_FILTERS.map((filter) => [filter, filterSubmissions(items, filter).length]),
  ) as Record<StatusFilter, number>;
}

/** The caption's first `max` characters on one line, cut at a word with '…'; '' without one. */
export function captionExcerpt(caption: string | null, max = 140): string {
  const flat = (caption ?? '').replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const METRIC_NAMES: [keyof SubmissionMetrics, MessageKey][] = [
  ['views', 'submissionsReview.metricViews'],
  ['likes', 'submissionsReview.metricLikes'],
  ['comments', 'submissionsReview.metricComments'],
  ['shares', 'submissionsReview.metricShares'],
];

/** The figures the creator typed in, e.g. '1,200 views · 80 likes'; null when none were given. */
export function metricsSummary(t: Translate, metrics: SubmissionMetrics | null): string | null {
  if (!metrics) return null;
  const parts = METRIC_NAMES.flatMap(([key, name]) => {
    const value = metrics[key];
    return value === null || value === undefined ? [] : [t(name, { count: value })];
  });
  return parts.length > 0 ? parts.join(' · ') : null;
}

/** A content link as a short text: host and path without 'www.', at most `max` characters. */
export function contentLinkLabel(url: string, max = 48): string {
  let label = url;
  try {
    const parsed = new URL(url);
    label = `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    // Not a URL after all (the server only stores http(s) ones): show it as sent.
  }
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export interface CampaignChoice {
  id: string;
  label: string;
}

/**
 * The campaign filter's choices: the workspace's campaigns (newest first, as listed), then any
 * campaign only the submissions or the address name (before the campaign list has loaded).
 */
export function campaignChoices(
  campaigns: readonly { id: string; title: string }[] | undefined,
  submissions: readonly Pick<Submission, 'campaignId' | 'campaignTitle'>[] | undefined,
  selectedId: string | null,
  /** What the address's campaign is called before the lists name it. */
  selectedLabel: string,
): CampaignChoice[] {
  const choices = new Map<string, string>();
  for (const campaign of campaigns ?? []) choices.set(campaign.id, campaign.title);
  for (const item of submissions ?? []) {
    if (!choices.has(item.campaignId)) choices.set(item.campaignId, item.campaignTitle);
  }
  if (selectedId && !choices.has(selectedId)) choices.set(selectedId, selectedLabel);
  return [...choices].map(([id, label]) => ({ id, label }));
}

const EMPTY_FILTER_TITLES: Record<Exclude<StatusFilter, 'all'>, MessageKey> = {
  awaiting: 'submissionsReview.emptyAwaiting',
  approved: 'submissionsReview.emptyApproved',
  revision_requested: 'submissionsReview.emptyRevisionRequested',
  rejected: 'submissionsReview.emptyRejected',
};

/** The empty state's words for the list as filtered. */
export function emptyState(
  t: Translate,
  filter: StatusFilter,
  isOneCampaign: boolean,
): { title: string; text: string } {
  if (filter !== 'all') {
    return { title: t(EMPTY_FILTER_TITLES[filter]), text: t('submissionsReview.emptyFilteredText') };
  }
  return {
    title: t('submissionsReview.emptyTitle'),
    text: isOneCampaign ? t('submissionsReview.emptyOneCampaign') : t('submissionsReview.emptyAllCampaigns'),
  };
}
