import {
  APPLICATION_MESSAGES,
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
  type CampaignApplications,
  type NegotiationStatus,
  type PlatformFigures,
  type SocialPlatform,
} from '@partnerly/contracts';
import type { OfferLine } from '@/components/negotiation/offer-history-list';

// Pure rules of the brand's Applications dialog (spec 02 sections 2, 4 and 8).

export const TAB_LABELS: Record<ApplicationTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  in_progress: 'In Progress',
  withdrawn: 'Withdrawn',
};

export const NEGOTIATION_LABELS: Record<Exclude<NegotiationStatus, 'none'>, string> = {
  requested: 'Negotiation Requested',
  in_progress: 'In Negotiation',
  completed: 'Negotiation Completed',
  rejected: 'Negotiation Rejected',
};

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
export function emptyTabMessage(tab: ApplicationTab, total: number): string {
  if (total === 0) return APPLICATION_MESSAGES.noApplications;
  if (tab === 'pending') return APPLICATION_MESSAGES.noPending;
  if (tab === 'approved') return APPLICATION_MESSAGES.noApproved;
  return APPLICATION_MESSAGES.noRejected;
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
export function decisionToast(decision: BrandDecision): { title: string; description: string } {
  return decision === 'approve'
    ? { title: 'Application approved successfully', description: APPLICATION_MESSAGES.approvedNote }
    : { title: 'Application rejected successfully', description: APPLICATION_MESSAGES.rejectedNote };
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
export function formatEngagementRate(rate: number | null): string {
  if (rate === null) return 'Not provided';
  return `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
}

/** '@handle'; 'Not provided' when missing. */
function formatHandle(handle: string | null): string {
  return handle ? `@${handle}` : 'Not provided';
}

/** One line per platform of the expanded details: followers and handle. */
export function platformDetails(applicant: Pick<ApplicantProfile, 'followers' | 'handles'>) {
  const given = (platform: SocialPlatform) =>
    MAIN_PLATFORMS.includes(platform) ||
    Boolean(applicant.followers[platform]) ||
    applicant.handles[platform] !== null;
  return SOCIAL_PLATFORMS.filter(given).map((platform) => {
    const count = applicant.followers[platform];
    return {
      platform,
      label: CAMPAIGN_PLATFORM_LABELS[platform],
      followers: count === null ? 'Not provided' : formatFollowers(count),
      handle: formatHandle(applicant.handles[platform]),
    };
  });
}

// ---- the negotiation ------------------------------------------------------------------

export type { OfferLine };

/** The negotiation history as the brand reads it, oldest first. */
export function offerHistory(offers: readonly ApplicationOffer[]): OfferLine[] {
  return offers.map((offer, index) => {
    const verb = index === 0 ? 'proposed' : 'countered';
    const who = offer.madeBy === 'brand' ? 'You' : offer.isByAgent ? 'Agent' : 'Creator';
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

/** Where the negotiation stands, for the panel's status line; null without one. */
export function negotiationSummary(
  application: Pick<BrandApplication, 'status' | 'negotiationStatus' | 'awaiting' | 'agreedRate'>,
): string | null {
  const { negotiationStatus, awaiting, agreedRate, status } = application;
  if (negotiationStatus === 'none') return null;
  if (negotiationStatus === 'rejected') return 'This negotiation was rejected.';
  if (negotiationStatus === 'completed') {
    const agreed = agreedRate === null ? 'Rate agreed.' : `Agreed rate: ${formatRate(agreedRate)}.`;
    return status === 'pending'
      ? `${agreed} The creator accepted your counter offer. Approve the application to start working together.`
      : agreed;
  }
  if (awaiting === 'creator') return `${APPLICATION_MESSAGES.awaitingCreator}.`;
  if (awaiting === 'brand') return 'Your turn: accept the proposal, send a counter offer or reject it.';
  return null;
}
