import {
  APPLICATION_TABS,
  applicationTab,
  formatRate,
  type ApplicationCounts,
  type ApplicationOffer,
  type MyApplication,
  type NegotiationStatus,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { OfferLine } from '@/components/negotiation/offer-history-list';
import type { Translate } from '@/lib/i18n/campaign-keys';

// Pure rules of My Applications (spec 03 sections 4 and 7): labels, tabs and the
// negotiation as the creator side reads it.

export type StatusTone = 'pending' | 'approved' | 'rejected';

/** approved (also accepted) and in_progress read as approved; anything else but pending as rejected. */
export function statusTone(status: string): StatusTone {
  return applicationTab(status);
}

const STATUS_KEYS: Readonly<Record<string, MessageKey>> = {
  pending: 'myApplications.status.pending',
  approved: 'myApplications.status.approved',
  accepted: 'myApplications.status.approved',
  in_progress: 'myApplications.status.inProgress',
  rejected: 'myApplications.status.rejected',
  withdrawn: 'myApplications.status.withdrawn',
};

/** 'Pending', 'Approved', 'In Progress', 'Rejected', 'Withdrawn'; an unknown status is shown as sent. */
export function statusLabel(t: Translate, status: string): string {
  const key = Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status] : undefined;
  return key ? t(key) : status;
}

const NEGOTIATION_KEYS: Record<Exclude<NegotiationStatus, 'none'>, MessageKey> = {
  requested: 'myApplications.negotiation.requested',
  in_progress: 'myApplications.negotiation.inProgress',
  completed: 'myApplications.negotiation.completed',
  rejected: 'myApplications.negotiation.rejected',
};

/** The negotiation badge; null for a direct application. */
export function negotiationLabel(t: Translate, status: NegotiationStatus): string | null {
  return status === 'none' ? null : t(NEGOTIATION_KEYS[status]);
}

// ---- tabs -------------------------------------------------------------------------------

export const MY_APPLICATIONS_TABS = ['all', ...APPLICATION_TABS, 'agents'] as const;
export type MyApplicationsTab = (typeof MY_APPLICATIONS_TABS)[number];

export const TAB_LABELS: Record<MyApplicationsTab, MessageKey> = {
  all: 'myApplications.tab.all',
  pending: 'myApplications.tab.pending',
  approved: 'myApplications.tab.approved',
  rejected: 'myApplications.tab.rejected',
  agents: 'myApplications.tab.agents',
};

const EMPTY_MESSAGES: Record<Exclude<MyApplicationsTab, 'agents'>, MessageKey> = {
  all: 'myApplications.empty.all',
  pending: 'myApplications.empty.pending',
  approved: 'myApplications.empty.approved',
  rejected: 'myApplications.empty.rejected',
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
export function emptyTabMessage(
  t: Translate,
  tab: Exclude<MyApplicationsTab, 'agents'>,
  total: number,
): string {
  return t(total === 0 ? EMPTY_MESSAGES.all : EMPTY_MESSAGES[tab]);
}

// ---- the negotiation --------------------------------------------------------------------

export type { OfferLine };

/**
 * The offers as the creator side reads them, oldest first. `viewerIsAgent` names the
 * creator side from the agent's point of view.
 */
export function offerHistory(
  t: Translate,
  offers: readonly ApplicationOffer[],
  viewerIsAgent: boolean,
): OfferLine[] {
  return offers.map((offer, index) => {
    const isFirst = index === 0;
    let who: 'you' | 'brand' | 'creator' | 'agent';
    if (offer.madeBy === 'brand') who = 'brand';
    else if (viewerIsAgent) who = offer.isByAgent ? 'you' : 'creator';
    else who = offer.isByAgent ? 'agent' : 'you';
    return {
      id: offer.id,
      who: t(OFFER_KEYS[who][isFirst ? 0 : 1]),
      amount: formatRate(offer.amount),
      deliverables: offer.deliverables,
      message: offer.message,
      createdAt: offer.createdAt,
    };
  });
}

/** Who made an offer, proposed (the first) or countered. */
const OFFER_KEYS: Record<'you' | 'brand' | 'creator' | 'agent', readonly [MessageKey, MessageKey]> = {
  you: ['myApplications.offer.youProposed', 'myApplications.offer.youCountered'],
  brand: ['myApplications.offer.brandProposed', 'myApplications.offer.brandCountered'],
  creator: ['myApplications.offer.creatorProposed', 'myApplications.offer.creatorCountered'],
  agent: ['myApplications.offer.agentProposed', 'myApplications.offer.agentCountered'],
};

/** Where the application stands, in one sentence for the creator side; null when nothing to say. */
export function applicationSummary(
  t: Translate,
  application: Pick<
    MyApplication,
    'status' | 'negotiationStatus' | 'awaiting' | 'agreedRate' | 'latestCounterOffer'
  >,
): string | null {
  const { status, negotiationStatus, awaiting, agreedRate, latestCounterOffer } = application;
  const tone = statusTone(status);
  if (tone === 'approved') {
    return agreedRate === null
      ? t('myApplications.summary.approved')
      : t('myApplications.summary.approvedAt', { rate: formatRate(agreedRate) });
  }
  if (status === 'withdrawn') return t('myApplications.summary.withdrawn');
  if (tone === 'rejected') {
    return negotiationStatus === 'rejected'
      ? t('myApplications.summary.negotiationDeclined')
      : t('myApplications.summary.declined');
  }
  if (negotiationStatus === 'completed') {
    return agreedRate === null
      ? t('myApplications.summary.rateAgreed')
      : t('myApplications.summary.rateAgreedAt', { rate: formatRate(agreedRate) });
  }
  if (awaiting === 'creator' && latestCounterOffer) {
    return t('myApplications.summary.counterOffer', { rate: formatRate(latestCounterOffer.amount) });
  }
  if (awaiting === 'brand') return t('myApplications.summary.awaitingBrand');
  return t('myApplications.summary.awaitingReview');
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
