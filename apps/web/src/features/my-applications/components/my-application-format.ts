import {
  APPLICATION_TABS,
  applicationTab,
  formatRate,
  type ApplicationCounts,
  type ApplicationOffer,
  type MyApplication,
  type NegotiationStatus,
} from '@partnerly/contracts';
import type { OfferLine } from '@/components/negotiation/offer-history-list';

// Pure rules of My Applications (spec 03 sections 4 and 7): labels, tabs and the
// negotiation as the creator side reads it.

export type StatusTone = 'pending' | 'approved' | 'rejected';

/** approved (also accepted) and in_progress read as approved; anything else but pending as rejected. */
export function statusTone(status: string): StatusTone {
  return applicationTab(status);
}

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  accepted: 'Approved',
  in_progress: 'In Progress',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** 'Pending', 'Approved', 'In Progress', 'Rejected', 'Withdrawn'; an unknown status is shown as sent. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

const NEGOTIATION_LABELS: Record<Exclude<NegotiationStatus, 'none'>, string> = {
  requested: 'Negotiation Requested',
  in_progress: 'In Negotiation',
  completed: 'Negotiation Completed',
  rejected: 'Negotiation Rejected',
};

/** The negotiation badge; null for a direct application. */
export function negotiationLabel(status: NegotiationStatus): string | null {
  return status === 'none' ? null : NEGOTIATION_LABELS[status];
}

// ---- tabs -------------------------------------------------------------------------------

export const MY_APPLICATIONS_TABS = ['all', ...APPLICATION_TABS, 'agents'] as const;
export type MyApplicationsTab = (typeof MY_APPLICATIONS_TABS)[number];

export const TAB_LABELS: Record<MyApplicationsTab, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  agents: 'Agents',
};

const EMPTY_MESSAGES: Record<Exclude<MyApplicationsTab, 'agents'>, string> = {
  all: 'No applications yet',
  pending: 'No pending applications',
  approved: 'No approved applications yet',
  rejected: 'No rejected applications',
};

/**
 * The tab of ?tab= (or of `param`, where the list is a tab of another page): 'agents' only
 * where the page has it (creators); otherwise All.
 */
export function readTab(params: URLSearchParams, hasAgentsTab: boolean, param = 'tab'): MyApplicationsTab {
  const value = params.get(param);
  if (value === 'agents') return hasAgentsTab ? 'agents' : 'all';
  return (MY_APPLICATIONS_TABS as readonly string[]).includes(value ?? '')
    ? (value as MyApplicationsTab)
    : 'all';
}

/** The same params with the tab set (All is the default and leaves no parameter). */
export function withTab(params: URLSearchParams, tab: MyApplicationsTab, param = 'tab'): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'all') next.delete(param);
  else next.set(param, tab);
  return next;
}

export function applicationsOfTab(
  applications: readonly MyApplication[],
  tab: Exclude<MyApplicationsTab, 'agents'>,
): MyApplication[] {
  if (tab === 'all') return [...applications];
  return applications.filter((application) => applicationTab(application.status) === tab);
}

export function tabCounts(
  applications: readonly MyApplication[],
): Record<Exclude<MyApplicationsTab, 'agents'>, number> {
  const counts = { all: applications.length, pending: 0, approved: 0, rejected: 0 };
  for (const application of applications) counts[applicationTab(application.status)]++;
  return counts;
}

/** The tab counts from the server's counts (over every application, loaded or not). */
export function tabCountsOf(counts: ApplicationCounts): Record<Exclude<MyApplicationsTab, 'agents'>, number> {
  return { all: counts.total, pending: counts.pending, approved: counts.approved, rejected: counts.rejected };
}

/** The empty state of a tab; 'No applications yet' while there are none at all. */
export function emptyTabMessage(tab: Exclude<MyApplicationsTab, 'agents'>, total: number): string {
  return total === 0 ? EMPTY_MESSAGES.all : EMPTY_MESSAGES[tab];
}

// ---- the negotiation --------------------------------------------------------------------

export type { OfferLine };

/**
 * The offers as the creator side reads them, oldest first. `viewerIsAgent` names the
 * creator side from the agent's point of view.
 */
export function offerHistory(offers: readonly ApplicationOffer[], viewerIsAgent: boolean): OfferLine[] {
  return offers.map((offer, index) => {
    const verb = index === 0 ? 'proposed' : 'countered';
    let who: string;
    if (offer.madeBy === 'brand') who = 'Brand';
    else if (viewerIsAgent) who = offer.isByAgent ? 'You' : 'Creator';
    else who = offer.isByAgent ? 'Your agent' : 'You';
    return {
      id: offer.id,
      who: `${who} ${verb}`,
      amount: formatRate(offer.amount),
      deliverables: offer.deliverables,
      message: offer.message,
      createdAt: offer.createdAt,
    };
  });
}

/** Where the application stands, in one sentence for the creator side; null when nothing to say. */
export function applicationSummary(
  application: Pick<
    MyApplication,
    'status' | 'negotiationStatus' | 'awaiting' | 'agreedRate' | 'latestCounterOffer'
  >,
): string | null {
  const { status, negotiationStatus, awaiting, agreedRate, latestCounterOffer } = application;
  const tone = statusTone(status);
  if (tone === 'approved') {
    return agreedRate === null
      ? 'The brand approved this application.'
      : `The brand approved this application at ${formatRate(agreedRate)}.`;
  }
  if (status === 'withdrawn') return 'You withdrew this application.';
  if (tone === 'rejected') {
    return negotiationStatus === 'rejected'
      ? 'The negotiation was declined.'
      : 'The brand declined this application.';
  }
  if (negotiationStatus === 'completed') {
    const agreed = agreedRate === null ? 'Rate agreed.' : `Rate agreed at ${formatRate(agreedRate)}.`;
    return `${agreed} Waiting for the brand to approve the application.`;
  }
  if (awaiting === 'creator' && latestCounterOffer) {
    return `The brand sent a counter offer of ${formatRate(latestCounterOffer.amount)}: accept it, counter back or decline.`;
  }
  if (awaiting === 'brand') return 'Waiting for the brand to answer the latest offer.';
  return 'Waiting for the brand to review this application.';
}

/**
 * Whether 'Message brand' shows: the application's thread holds the creator and the agent who
 * applied for them, so an agent sees it on the applications they sent, not on those the creator
 * sent herself (the server answers 404 there).
 */
export function mayMessageBrand(
  application: Pick<MyApplication, 'submittedByAgent' | 'agent'>,
  viewer: { isAgent: boolean; userId: string | undefined },
): boolean {
  if (!viewer.isAgent) return true;
  return (
    application.submittedByAgent && viewer.userId !== undefined && application.agent?.id === viewer.userId
  );
}
