import { z } from 'zod';
import { ENGAGEMENT_LEVELS } from './engagement';

// creator_performance_summary (spec 03 'Summary views'): one creator's performance over the
// completed results of one brand workspace's campaigns (decision 0047). Shared by the brand's
// analytics and its network.

export const creatorPerformanceSchema = z.object({
  creatorId: z.string(),
  /** Completed campaigns (results approved by the brand) the figures cover. */
  completedCampaigns: z.number().int(),
  /** The mean engagement score of those results, 0..100, a whole number. */
  engagementScore: z.number().int(),
  /** The level the mean likes and comments per result give (the spec's thresholds). */
  overallEngagementLevel: z.enum(ENGAGEMENT_LEVELS),
  /** The mean stored engagement rate, in percent, 2 decimals. */
  averageEngagementRate: z.number(),
  /** Views summed over those results. */
  totalReach: z.number().int(),
});
export type CreatorPerformance = z.infer<typeof creatorPerformanceSchema>;
