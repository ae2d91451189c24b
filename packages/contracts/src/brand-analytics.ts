import { z } from 'zod';
import { CAMPAIGN_STATUSES } from './campaigns';
import { creatorPerformanceSchema } from './creator-performance';
import { ENGAGEMENT_LEVELS } from './engagement';
import { CONTENT_CATEGORY_IDS } from './reference';

// The brand's analytics at /analytics (issue 16 item 6; spec 02 'campaign_performance_summary',
// spec 03 'Summary views' and its analytics calls): per campaign and for the workspace, over
// the completed results (approved by the brand) of the workspace's campaigns only, plus the
// creators ranked by engagement score with the spec's optional filters.

/** Rows of the per-creator table (the best by engagement score); `matchingCreators` counts all. */
export const ANALYTICS_CREATORS_LIMIT = 50;

/** A reach filter beyond any sum of views the results can hold. */
export const ANALYTICS_MIN_REACH_MAX = 1_000_000_000_000;

export const ANALYTICS_MESSAGES = {
  engagementLevel: 'Choose strong, medium or low',
  minReach: 'Minimum reach must be a whole number of 0 or more',
  minReachTooLarge: 'Minimum reach is too large',
  category: 'Choose a category from the list',
  loadFailed: 'Failed to load analytics',
} as const;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

/** Query of GET /api/analytics: the filters of the top creators (spec 03). */
export const brandAnalyticsQuery = z.object({
  engagementLevel: optionalParam(z.enum(ENGAGEMENT_LEVELS, ANALYTICS_MESSAGES.engagementLevel)),
  minReach: optionalParam(
    z.coerce
      .number(ANALYTICS_MESSAGES.minReach)
      .int(ANALYTICS_MESSAGES.minReach)
      .min(0, ANALYTICS_MESSAGES.minReach)
      .max(ANALYTICS_MIN_REACH_MAX, ANALYTICS_MESSAGES.minReachTooLarge),
  ),
  category: optionalParam(z.enum(CONTENT_CATEGORY_IDS, ANALYTICS_MESSAGES.category)),
});
export type BrandAnalyticsQuery = z.infer<typeof brandAnalyticsQuery>;

/** campaign_performance_summary of one campaign (spec 02). */
export const campaignPerformanceSchema = z.object({
  campaignId: z.uuid(),
  title: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  /** AED: the payouts marked paid. */
  totalSpent: z.number(),
  /** Views of the completed results. */
  totalViews: z.int(),
  /** Approved applications (approved or at work, completed ones included). */
  totalCreators: z.int(),
  /** The campaign's creators still at work (its counter: approved, content not completed). */
  activeCreators: z.int(),
  /** Results the brand approved. */
  completedResults: z.int(),
  /** The mean engagement rate of those results, in percent, 2 decimals; null without any. */
  averageEngagementRate: z.number().nullable(),
});
export type CampaignPerformance = z.infer<typeof campaignPerformanceSchema>;

/** The workspace's totals: sums of the campaigns' figures. */
export const analyticsTotalsSchema = z.object({
  campaigns: z.int(),
  totalSpent: z.number(),
  totalViews: z.int(),
  totalCreators: z.int(),
  activeCreators: z.int(),
  completedResults: z.int(),
  /** Different creators with completed results. */
  creatorsWithResults: z.int(),
  /** The mean of the campaigns' rates (spec: 'the mean of per-campaign rates'); null without any. */
  averageEngagementRate: z.number().nullable(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotalsSchema>;

/**
 * One week (Monday to Sunday in the UAE) of completed results, by the day their creator
 * reported them; weeks without results between the first and the last are listed with zeros.
 */
export const analyticsWeekSchema = z.object({
  /** The Monday, YYYY-MM-DD. */
  weekStart: z.string(),
  views: z.int(),
  /** The mean engagement rate of that week's results; null in a week without any. */
  averageEngagementRate: z.number().nullable(),
  results: z.int(),
});
export type AnalyticsWeek = z.infer<typeof analyticsWeekSchema>;

/** creator_performance_summary with who the creator is (a deleted account shows no photo). */
export const analyticsCreatorSchema = creatorPerformanceSchema.extend({
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Content category ids of the creator's profile, the main one first. */
  categories: z.array(z.string()),
});
export type AnalyticsCreator = z.infer<typeof analyticsCreatorSchema>;

/** GET /api/analytics. */
export const brandAnalyticsSchema = z.object({
  totals: analyticsTotalsSchema,
  /** Every campaign of the workspace, newest first. */
  campaigns: z.array(campaignPerformanceSchema),
  weeks: z.array(analyticsWeekSchema),
  /** The creators the filters let through, best engagement score first, at most ANALYTICS_CREATORS_LIMIT. */
  creators: z.array(analyticsCreatorSchema),
  /** How many creators the filters let through in all. */
  matchingCreators: z.int(),
});
export type BrandAnalytics = z.infer<typeof brandAnalyticsSchema>;
