import {
  platformLabel,
  WORKSPACE_MESSAGES,
  type BrandCampaign,
  type CreatorPerformance,
  type EngagementLevel,
  type NetworkCreator,
  type NetworkIds,
  type NetworkList,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { BadgeTone } from '@/components/ui/tone-badge';
import type { MessageValues } from '@/lib/i18n/i18n-provider';

type Translate = (key: MessageKey, values?: MessageValues) => string;

const LEVEL_KEYS: Record<EngagementLevel, MessageKey> = {
  strong: 'brandNetwork.level.strong',
  medium: 'brandNetwork.level.medium',
  low: 'brandNetwork.level.low',
};

// Pure rules of the brand network page and its buttons.

/** The ids with `creatorId` in (`isIn`) or out of the network. */
export function withMembership(ids: NetworkIds, creatorId: string, isIn: boolean): NetworkIds {
  const others = ids.creatorIds.filter((id) => id !== creatorId);
  return { creatorIds: isIn ? [...others, creatorId] : others };
}

/** The list without `creatorId` (removed from the network). */
export function withoutCreator(list: NetworkList, creatorId: string): NetworkList {
  return { creators: list.creators.filter((creator) => creator.creatorId !== creatorId) };
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/** Total reach as people read it: 950, 12.5K, 1.2M. */
export function formatReach(views: number): string {
  return compact.format(views);
}

/** The handles the creator shares, as 'Instagram @sara.eats'. */
export function handleList(handles: NetworkCreator['handles']): string[] {
  return Object.entries(handles).flatMap(([platform, handle]) =>
    handle ? [`${platformLabel(platform)} @${handle}`] : [],
  );
}

const LEVEL_TONES: Record<EngagementLevel, BadgeTone> = {
  strong: 'success',
  medium: 'info',
  low: 'warning',
};

export interface PerformanceFacts {
  completedCampaigns: number;
  /** '72/100', or null before the first completed results. */
  score: string | null;
  level: { label: string; tone: BadgeTone } | null;
  reach: string;
}

/** What a favourite's card shows of their performance with the brand. */
export function performanceFacts(t: Translate, performance: CreatorPerformance | null): PerformanceFacts {
  if (!performance) return { completedCampaigns: 0, score: null, level: null, reach: formatReach(0) };
  const level = performance.overallEngagementLevel;
  return {
    completedCampaigns: performance.completedCampaigns,
    score: `${performance.engagementScore}/100`,
    level: { label: t(LEVEL_KEYS[level]), tone: LEVEL_TONES[level] },
    reach: formatReach(performance.totalReach),
  };
}

export interface InviteOption {
  id: string;
  title: string;
  /** The creator applied already: the server would refuse an invitation. */
  hasApplied: boolean;
}

export type InviteChoice =
  | { kind: 'options'; options: InviteOption[] }
  /** The workspace has no active private campaign. */
  | { kind: 'none' }
  /** There are some, but none under a brand profile this member is assigned to. */
  | { kind: 'notAssigned'; message: string };

/**
 * The campaigns the invite dialog offers: the workspace's active private campaigns that the
 * caller may work on (its brand profile's people), marking those the creator applied to.
 */
export function inviteChoice(
  campaigns: readonly Pick<BrandCampaign, 'id' | 'title' | 'status' | 'visibility' | 'brandProfileId'>[],
  creator: Pick<NetworkCreator, 'appliedCampaignIds'>,
  mayWorkOn: (brandProfileId: string | null) => boolean,
): InviteChoice {
  const open = campaigns.filter(
    (campaign) => campaign.status === 'active' && campaign.visibility === 'private',
  );
  if (open.length === 0) return { kind: 'none' };
  const mine = open.filter((campaign) => mayWorkOn(campaign.brandProfileId));
  if (mine.length === 0) return { kind: 'notAssigned', message: WORKSPACE_MESSAGES.notAssigned };
  const applied = new Set(creator.appliedCampaignIds);
  return {
    kind: 'options',
    options: mine.map((campaign) => ({
      id: campaign.id,
      title: campaign.title,
      hasApplied: applied.has(campaign.id),
    })),
  };
}
