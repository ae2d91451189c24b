import {
  averageEngagement,
  type AnalyticsTotals,
  type BrandAnalytics,
  type BrandAnalyticsQuery,
  type CampaignPerformance,
} from '@partnerly/contracts';
import type { Executor } from '../../db/client';
import { campaignsAndWeeks } from './campaigns-and-weeks';
import { creatorPerformance } from './creator-performance';
import { topCreators } from './top-creators';

/** The campaigns' figures added up; money in fils, so that 0.1 + 0.2 is 0.30. */
function totalsOf(rows: CampaignPerformance[], creatorsWithResults: number): AnalyticsTotals {
  const add = (pick: (row: CampaignPerformance) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  return {
    campaigns: rows.length,
    totalSpent: add((row) => Math.round(row.totalSpent * 100)) / 100,
    totalViews: add((row) => row.totalViews),
    totalCreators: add((row) => row.totalCreators),
    activeCreators: add((row) => row.activeCreators),
    completedResults: add((row) => row.completedResults),
    creatorsWithResults,
    averageEngagementRate: averageEngagement(rows.map((row) => row.averageEngagementRate)),
  };
}

/**
 * GET /api/analytics for one workspace (issue 16 item 6; see the analytics decision): what its
 * campaigns spent and earned, week by week and per creator, from the completed results of its
 * own campaigns only. A fixed number of queries whatever the data: the campaigns and two
 * passes over the results (grouped per campaign and week, and per creator; independent, so
 * sent together), then at most three for the creators shown. The filters narrow the creators only.
 */
export async function getBrandAnalytics(
  db: Executor,
  workspaceId: string,
  query: BrandAnalyticsQuery,
): Promise<BrandAnalytics> {
  const [{ campaigns, weeks }, performance] = await Promise.all([
    campaignsAndWeeks(db, workspaceId),
    creatorPerformance(db, workspaceId),
  ]);
  const { creators, matching } = await topCreators(db, performance, query);
  return {
    totals: totalsOf(campaigns, performance.size),
    campaigns,
    weeks,
    creators,
    matchingCreators: matching,
  };
}
