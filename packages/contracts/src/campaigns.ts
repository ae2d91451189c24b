import { z } from 'zod';
import { isHttpUrl } from './http-url';
import { CONTENT_CATEGORY_IDS } from './reference';
import { formatAed } from './subscriptions';

// Campaigns of spec 02 sections 3-5 and 8 and spec 03 sections 2 and 7: enums, messages,
// the views the API returns and the pure rules both apps share. The form and feed-query
// schemas are in campaign-form.ts.

export const CAMPAIGN_TYPES = ['content', 'onsite', 'event', 'collaboration', 'review', 'giveaway'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

export const CAMPAIGN_STATUSES = ['active', 'paused', 'closed', 'draft', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_VISIBILITIES = ['public', 'private'] as const;
export type CampaignVisibility = (typeof CAMPAIGN_VISIBILITIES)[number];

export const CAMPAIGN_PLATFORMS = [
  'instagram',
  'tiktok',
  'youtube',
  'twitter',
  'facebook',
  'linkedin',
  'snapchat',
  'pinterest',
] as const;
export type CampaignPlatform = (typeof CAMPAIGN_PLATFORMS)[number];
export const DEFAULT_CAMPAIGN_PLATFORM: CampaignPlatform = 'instagram';

/** Spec 03's list; spec 02's 'others' is accepted as 'other'. */
export const COMPENSATION_TYPES = ['monetary', 'barter', 'restaurant', 'other'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];

export const NICHE_OPTIONS = [
  'Fashion & Style',
  'Beauty & Skincare',
  'Food & Dining',
  'Travel & Lifestyle',
  'Fitness & Health',
  'Technology',
  'Home & Garden',
  'Parenting & Family',
  'Business & Finance',
  'Entertainment',
  'Education',
  'Art & Design',
  'Sports & Recreation',
  'Gaming',
  'Music',
  'Photography',
  'DIY & Crafts',
  'Pets & Animals',
  'Automotive',
  'Other',
] as const;
export type Niche = (typeof NICHE_OPTIONS)[number];

/** Points a verified brand awards per onsite check-in. */
export const CHECK_IN_POINTS = 15;
/** Cards show this many platforms, then '+N'. */
export const CARD_PLATFORM_LIMIT = 2;
export const FEED_PAGE_SIZE = 20;
export const FEED_PAGE_SIZE_MAX = 50;
/** Statuses a brand can set from the action menu. */
export const CAMPAIGN_STATUS_ACTIONS = ['active', 'paused', 'closed'] as const;
export const RECENT_ACTIVITY_LIMITS = { total: 6, applications: 5, campaigns: 3 } as const;

/** User-facing messages of spec 02 sections 5 and 8, verbatim where the spec gives them. */
export const CAMPAIGN_MESSAGES = {
  formInvalid: 'Please fix the errors in the form',
  titleRequired: 'Campaign title is required',
  descriptionRequired: 'Campaign description is required',
  invalidType: 'Please select a valid campaign type',
  nicheRequired: 'Please select a niche',
  onsiteLocationRequired: 'Location is required for on-site campaigns',
  budgetMinRequired: 'Minimum budget is required and must be greater than 0',
  budgetMaxRequired: 'Maximum budget is required and must be greater than 0',
  budgetMaxNotAboveMin: 'Maximum budget must be greater than minimum budget',
  deadlineRequired: 'Application deadline is required',
  deadlinePast: 'Application deadline must be in the future',
  contentDeadlineBeforeApplication: 'Content deadline cannot be before the application deadline',
  targetCountriesRequired: 'Select at least one target country for on-site campaigns',
  targetCitiesRequired: 'Select at least one target city for on-site campaigns',
  bannerNotImage: 'Please select an image file',
  bannerTooLarge: 'Image size must be less than 5MB',
  bannerNotFound: 'Banner image not found. Please upload it again.',
  pointRewardsNeedVerification: 'Only verified brands can award points',
  loginRequired: 'Please log in to create a campaign',
  notFound: 'Campaign not found',
  created: 'Campaign successfully published and now visible to all users',
  createdFollowUp: 'Your campaign is now live and visible to creators!',
  updated: 'Campaign updated successfully',
  activated: 'Campaign is now active and visible to all users',
  paused: 'Campaign paused - temporarily not accepting applications',
  closed: 'Campaign closed - no longer accepting applications',
  statusFailed: 'Failed to update campaign status',
  deleted: 'Campaign deleted',
  pausedNotice: 'Campaign paused - not accepting applications',
  closedNotice: 'Campaign closed - not accepting applications',
  privateNetwork: 'Private Network Campaign',
  feedLoadFailed: 'Unable to Load Campaigns',
} as const;

/** Events pushed to the owning brand's open streams; data is a CampaignChangedEvent. */
export const CAMPAIGN_EVENTS = { changed: 'campaigns.changed' } as const;
export interface CampaignChangedEvent {
  campaignId: string;
  change: 'created' | 'updated' | 'status' | 'deleted' | 'counts';
  status: CampaignStatus | null;
}

// ---- views the API returns ------------------------------------------------------------
// zod schemas: GET /api/openapi.json documents them and the API's tests check every answer
// against them. Times are ISO strings, dates YYYY-MM-DD.

export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);

/** A campaign as anyone allowed to see it gets it (the form's fields as stored, normalized). */
export const campaignViewSchema = z.object({
  id: z.uuid(),
  /** The owning brand's user id. */
  brandId: z.string(),
  title: z.string(),
  description: z.string(),
  brief: z.string().nullable(),
  requirements: z.string().nullable(),
  campaignType: z.enum(CAMPAIGN_TYPES),
  visibility: z.enum(CAMPAIGN_VISIBILITIES),
  /** The first of `platforms`. */
  platform: z.enum(CAMPAIGN_PLATFORMS),
  platforms: z.array(z.enum(CAMPAIGN_PLATFORMS)),
  niche: z.enum(NICHE_OPTIONS),
  contentCategories: z.array(z.enum(CONTENT_CATEGORY_IDS)),
  compensationType: z.enum(COMPENSATION_TYPES),
  /** Always holds compensationType. */
  compensationTypes: z.array(z.enum(COMPENSATION_TYPES)),
  budgetMin: z.number().nullable(),
  budgetMax: z.number().nullable(),
  applicationDeadline: z.iso.date(),
  deadline: z.iso.date().nullable(),
  contentDeadline: z.iso.date().nullable(),
  location: z.string().nullable(),
  googleMapsUrl: z.string().refine(isHttpUrl).nullable(),
  eventLatitude: z.number().min(-90).max(90).nullable(),
  eventLongitude: z.number().min(-180).max(180).nullable(),
  bannerUploadId: z.uuid().nullable(),
  bannerImageUrl: z.string().nullable(),
  /** Two-letter country codes. */
  targetCountries: z.array(z.string()),
  targetCities: z.array(z.string()),
  pointRewardEnabled: z.boolean(),
  status: campaignStatusSchema,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** 'Campaign paused - not accepting applications' etc.; null while active. */
  notice: z.string().nullable(),
});
export type CampaignView = z.infer<typeof campaignViewSchema>;

export const aiForecastSchema = z.object({
  predictedReach: z.number(),
  successProbability: z.number(),
  recommendedMatches: z.number(),
});
export type AiForecast = z.infer<typeof aiForecastSchema>;

/** The owning brand's view: counters the dashboard and the list show. */
export const brandCampaignSchema = campaignViewSchema.extend({
  /** The brand profile it runs under: workspace members assigned to it may change it. */
  brandProfileId: z.uuid().nullable(),
  applicationsCount: z.int().nonnegative(),
  activeCreators: z.int().nonnegative(),
  engagementRate: z.number().nullable(),
  aiForecast: aiForecastSchema.nullable(),
});
export type BrandCampaign = z.infer<typeof brandCampaignSchema>;

export const campaignBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type CampaignBrand = z.infer<typeof campaignBrandSchema>;

export const feedCampaignSchema = campaignViewSchema.extend({
  brand: campaignBrandSchema,
  isPrivateNetwork: z.boolean(),
});
export type FeedCampaign = z.infer<typeof feedCampaignSchema>;

export const campaignFeedPageSchema = z.object({
  campaigns: z.array(feedCampaignSchema),
  /** Pass as ?cursor= for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CampaignFeedPage = z.infer<typeof campaignFeedPageSchema>;

/** GET /api/campaigns/mine/:id and GET /api/campaigns/:id */
export const brandCampaignDetailSchema = z.object({ campaign: brandCampaignSchema });
export type BrandCampaignDetail = z.infer<typeof brandCampaignDetailSchema>;
export const feedCampaignDetailSchema = z.object({ campaign: feedCampaignSchema });
export type FeedCampaignDetail = z.infer<typeof feedCampaignDetailSchema>;

/** GET /api/campaigns/mine: newest first. */
export const brandCampaignListSchema = z.object({ campaigns: z.array(brandCampaignSchema) });
export type BrandCampaignList = z.infer<typeof brandCampaignListSchema>;

/** Answer of creating, editing and changing the status of a campaign: it and the toast. */
export const brandCampaignResultSchema = z.object({ campaign: brandCampaignSchema, message: z.string() });
export type BrandCampaignResult = z.infer<typeof brandCampaignResultSchema>;

export const recentActivityItemSchema = z.object({
  kind: z.enum(['application', 'campaign']),
  /** The application's or the campaign's id. */
  id: z.uuid(),
  campaignId: z.uuid(),
  title: z.string(),
  /**
   * Drives the icon and badge: an application's status (pending, approved, ...) or a
   * campaign's (active, draft, ...). A plain string here: applications.ts, which owns the
   * application statuses, imports this file.
   */
  status: z.string(),
  at: z.iso.datetime(),
});
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

export const brandDashboardSchema = z.object({
  stats: z.object({
    /** Sum of the budget midpoints (campaignBudgetValue). */
    campaignBudgetTotal: z.number().nonnegative(),
    /**
     * Campaigns with active creators (spec: active_creators over 0). The card's value and its
     * 'N of M' hint both read this one definition (issue 13 item 7).
     */
    activeCampaigns: z.int().nonnegative(),
    totalCampaigns: z.int().nonnegative(),
    applications: z.int().nonnegative(),
    /** Mean of the per-campaign engagement rates, in percent; null before any rate exists. */
    averageEngagement: z.number().nullable(),
  }),
  recentActivity: z.array(recentActivityItemSchema),
});
export type BrandDashboard = z.infer<typeof brandDashboardSchema>;

// ---- pure rules -----------------------------------------------------------------------

/** A campaign's budget for the dashboard total: the midpoint of min and max, or whichever exists. */
export function campaignBudgetValue(min: number | null, max: number | null): number {
  if (min != null && max != null) return (min + max) / 2;
  return min ?? max ?? 0;
}

export function campaignBudgetTotal(campaigns: { budgetMin: number | null; budgetMax: number | null }[]) {
  return campaigns.reduce((sum, c) => sum + campaignBudgetValue(c.budgetMin, c.budgetMax), 0);
}

/** Mean of the rates that exist, rounded to 2 decimals; null when none does. */
export function averageEngagement(rates: (number | null)[]): number | null {
  const known = rates.filter((rate): rate is number => rate != null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, rate) => sum + rate, 0) / known.length) * 100) / 100;
}

/**
 * 'AED 1,000 - 5,000', 'Up to AED 800', 'From AED 250' or 'Budget not specified'. The
 * original showed dollars ('$min - $max') on an AED marketplace: see decision 0016.
 */
export function budgetLabel(min: number | null, max: number | null): string {
  if (min != null && max != null) return `${formatAed(min)} - ${formatAed(max).slice('AED '.length)}`;
  if (max != null) return `Up to ${formatAed(max)}`;
  if (min != null) return `From ${formatAed(min)}`;
  return 'Budget not specified';
}

export const COMPENSATION_LABELS: Record<CompensationType, string> = {
  monetary: 'Paid',
  barter: 'Product',
  restaurant: 'Food',
  other: 'Other',
};

export function compensationLabel(type: string): string {
  return COMPENSATION_LABELS[type as CompensationType] ?? 'Other';
}

/** The card's platforms: at most two, then '+N'. */
export function cardPlatforms(platforms: readonly string[]): { shown: string[]; moreLabel: string | null } {
  const extra = platforms.length - CARD_PLATFORM_LIMIT;
  return { shown: platforms.slice(0, CARD_PLATFORM_LIMIT), moreLabel: extra > 0 ? `+${extra}` : null };
}

/** Which statuses the action menu may move a campaign to (spec 02 section 4). */
export const CAMPAIGN_TRANSITIONS: Record<CampaignStatus, readonly CampaignStatus[]> = {
  active: ['paused', 'closed'],
  paused: ['active', 'closed'],
  closed: ['active'],
  draft: ['active'],
  completed: [],
};

export function canChangeCampaignStatus(from: CampaignStatus, to: CampaignStatus): boolean {
  return CAMPAIGN_TRANSITIONS[from].includes(to);
}

export function campaignStatusMessage(status: (typeof CAMPAIGN_STATUS_ACTIONS)[number]): string {
  if (status === 'active') return CAMPAIGN_MESSAGES.activated;
  return status === 'paused' ? CAMPAIGN_MESSAGES.paused : CAMPAIGN_MESSAGES.closed;
}

export function campaignNotice(status: CampaignStatus): string | null {
  if (status === 'paused') return CAMPAIGN_MESSAGES.pausedNotice;
  if (status === 'closed') return CAMPAIGN_MESSAGES.closedNotice;
  return null;
}

/** Recent Activity: the newest 5 applications and 3 campaigns, newest first, 6 at most. */
export function pickRecentActivity(
  applications: readonly RecentActivityItem[],
  campaigns: readonly RecentActivityItem[],
): RecentActivityItem[] {
  const newestFirst = (a: RecentActivityItem, b: RecentActivityItem) => b.at.localeCompare(a.at);
  return [
    ...[...applications].sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMITS.applications),
    ...[...campaigns].sort(newestFirst).slice(0, RECENT_ACTIVITY_LIMITS.campaigns),
  ]
    .sort(newestFirst)
    .slice(0, RECENT_ACTIVITY_LIMITS.total);
}

// ---- onsite check-in code -------------------------------------------------------------

const CHECK_IN_CODE = /^ONSITE_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_(\d{1,20})$/;

/** ONSITE_{campaignId}_{n}: the value an onsite campaign's event QR code carries. */
export function formatCheckInCode(campaignId: string, n: number | bigint | string): string {
  return `ONSITE_${campaignId}_${n}`;
}

/** The campaign id and number of a well-formed code; null otherwise. */
export function parseCheckInCode(text: string): { campaignId: string; n: string } | null {
  const match = CHECK_IN_CODE.exec(text.trim());
  return match ? { campaignId: match[1]!, n: match[2]! } : null;
}
