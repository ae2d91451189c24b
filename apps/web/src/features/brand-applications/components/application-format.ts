import {
  APPLICATION_TABS,
  applicationTab,
  CAMPAIGN_PLATFORM_LABELS,
  countApplications,
  formatRate,
  SOCIAL_PLATFORMS,
  type ApplicantProfile,
  type ApplicationOffer,
  type ApplicationStatus,
  type ApplicationTab,
  type BrandApplication,
  type BrandDecision,
  type CampaignStatus,
  type CampaignApplications,
  type NegotiationStatus,
  type PlatformFigures,
  type SocialPlatform,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { OfferLine } from '@/components/negotiation/offer-history-list';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

// Pure rules of the brand's Applications dialog (spec 02 sections 2, 4 and 8).

export const TAB_LABELS: Record<ApplicationTab, MessageKey> = {
  pending: 'brandApplications.tab.pending',
  approved: 'brandApplications.tab.approved',
  rejected: 'brandApplications.tab.rejected',
};

export const STATUS_LABELS: Record<ApplicationStatus, MessageKey> = {
  pending: 'brandApplications.status.pending',
  approved: 'brandApplications.status.approved',
  rejected: 'brandApplications.status.rejected',
  in_progress: 'brandApplications.status.inProgress',
  withdrawn: 'brandApplications.status.withdrawn',
};

export const NEGOTIATION_LABELS: Record<Exclude<NegotiationStatus, 'none'>, MessageKey> = {
  requested: 'brandApplications.negotiation.requested',
  in_progress: 'brandApplications.negotiation.inProgress',
  completed: 'brandApplications.negotiation.completed',
  rejected: 'brandApplications.negotiation.rejected',
};

/** The campaign's notice above the applications (the contracts' campaignNotice, in the catalogs). */
export function campaignNoticeKey(status: CampaignStatus): MessageKey | null {
  if (status === 'paused') return 'brandApplications.pausedNotice';
  if (status === 'closed') return 'brandApplications.closedNotice';
  return null;
}

/** The dialog's applications per tab, in the order the API sent them (newest first). */
export function groupByTab(
  applications: readonly BrandApplication[],
): Record<ApplicationTab, BrandApplication[]> {
  const groups = Object.fromEntries(APPLICATION_TABS.map((tab) => [tab, []])) as unknown as Record<
    ApplicationTab,
    BrandApplication[]
  >;
  for (const application of applications) groups[applicationTab(application.status)].push(application);
  return groups;
}

/** The empty state of a tab: 'No applications yet' while the campaign has none at all. */
export function emptyTabMessage(t: Translate, tab: ApplicationTab, total: number): string {
  if (total === 0) return t('brandApplications.noApplications');
  if (tab === 'pending') return t('brandApplications.noPending');
  if (tab === 'approved') return t('brandApplications.noApproved');
  return t('brandApplications.noRejected');
}

/** The dialog's data with one application replaced (after an action) and the counts redone. */
export function withApplication(
  data: CampaignApplications,
  application: BrandApplication,
): CampaignApplications {
  const applications = data.applications.map((item) => (item.id === application.id ? application : item));
  return { ...data, applications, counts: countApplications(applications) };
}

/** True for an applications.changed event about `campaignId` (the stream carries every campaign's). */
export function isChangeOfCampaign(data: unknown, campaignId: string): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    'campaignId' in data &&
    (data as { campaignId: unknown }).campaignId === campaignId
  );
}

/** 'Application approved successfully' with the note about what followed (spec 02 section 8). */
export function decisionToast(t: Translate, decision: BrandDecision): { title: string; description: string } {
  return decision === 'approve'
    ? { title: t('brandApplications.approved'), description: t('brandApplications.approvedNote') }
    : { title: t('brandApplications.rejected'), description: t('brandApplications.rejectedNote') };
}

// ---- the applicant --------------------------------------------------------------------

/** Always listed in the details; the other platforms only when the creator gave something. */
const MAIN_PLATFORMS: readonly SocialPlatform[] = ['instagram', 'tiktok', 'youtube'];
export type Platform = SocialPlatform;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** 12500 as '12.5K'. */
function formatFollowers(count: number): string {
  return compact.format(count);
}

/** The platforms with a follower count, e.g. [{ label: 'Instagram', value: '12.5K' }]. */
export function followerSummary(
  followers: PlatformFigures<number>,
): { platform: Platform; label: string; value: string }[] {
  return SOCIAL_PLATFORMS.flatMap((platform) => {
    const count = followers[platform];
    if (count === null || (count === 0 && !MAIN_PLATFORMS.includes(platform))) return [];
    return [{ platform, label: CAMPAIGN_PLATFORM_LABELS[platform], value: formatFollowers(count) }];
  });
}

/** '4.25%'; 'Not provided' when the creator has not recorded one. */
export function formatEngagementRate(t: Translate, rate: number | null): string {
  if (rate === null) return t('brandApplications.notProvided');
  return t('brandApplications.engagementRateValue', {
    rate: rate.toLocaleString('en-US', { maximumFractionDigits: 2 }),
  });
}

/** '@handle'; 'Not provided' when missing. */
function formatHandle(t: Translate, handle: string | null): string {
  return handle ? `@${handle}` : t('brandApplications.notProvided');
}

/** One line per platform of the expanded details: followers and handle. */
export function platformDetails(t: Translate, applicant: Pick<ApplicantProfile, 'followers' | 'handles'>) {
  const given = (platform: SocialPlatform) =>
    MAIN_PLATFORMS.includes(platform) ||
    Boolean(applicant.followers[platform]) ||
    applicant.handles[platform] !== null;
  return SOCIAL_PLATFORMS.filter(given).map((platform) => {
    const count = applicant.followers[platform];
    return {
      platform,
      label: CAMPAIGN_PLATFORM_LABELS[platform],
      followers: count === null ? t('brandApplications.notProvided') : formatFollowers(count),
      handle: formatHandle(t, applicant.handles[platform]),
    };
  });
}

// ---- the negotiation ------------------------------------------------------------------

export type { OfferLine };

/** The negotiation history as the brand reads it, oldest first. */
const OFFER_WHO = {
  brand: {
    proposed: 'brandApplications.offer.youProposed',
    countered: 'brandApplications.offer.youCountered',
  },
  agent: {
    proposed: 'brandApplications.offer.agentProposed',
    countered: 'brandApplications.offer.agentCountered',
  },
  creator: {
    proposed: 'brandApplications.offer.creatorProposed',
    countered: 'brandApplications.offer.creatorCountered',
  },
} as const satisfies Record<string, Record<'proposed' | 'countered', MessageKey>>;

export function offerHistory(t: Translate, offers: readonly ApplicationOffer[]): OfferLine[] {
  return offers.map((offer, index) => {
    const verb = index === 0 ? 'proposed' : 'countered';
    const who = offer.madeBy === 'brand' ? 'brand' : offer.isByAgent ? 'agent' : 'creator';
    return {
      id: offer.id,
      who: t(OFFER_WHO[who][verb]),
      amount: formatRate(offer.amount),
      deliverables: offer.deliverables,
      message: offer.message,
      createdAt: offer.createdAt,
    };
  });
}

/** Where the negotiation stands, for the panel's status line; null without one. */
export function negotiationSummary(
  t: Translate,
  application: Pick<BrandApplication, 'status' | 'negotiationStatus' | 'awaiting' | 'agreedRate'>,
): string | null {
  const { negotiationStatus, awaiting, agreedRate, status } = application;
  if (negotiationStatus === 'none') return null;
  if (negotiationStatus === 'rejected') return t('brandApplications.summary.rejected');
  if (negotiationStatus === 'completed') {
    const agreed =
      agreedRate === null
        ? t('brandApplications.summary.rateAgreed')
        : t('brandApplications.summary.agreedRate', { rate: formatRate(agreedRate) });
    return status === 'pending' ? t('brandApplications.summary.approveToStart', { agreed }) : agreed;
  }
  if (awaiting === 'creator') return t('brandApplications.summary.awaitingCreator');
  if (awaiting === 'brand') return t('brandApplications.summary.yourTurn');
  return null;
}
