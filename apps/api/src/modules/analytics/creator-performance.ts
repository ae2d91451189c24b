import { engagementLevel, type CreatorPerformance } from '@partnerly/contracts';
import { and, avg, count, eq, inArray, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';

/**
 * creator_performance_summary (decision 0047) of the given creators, or of every creator with
 * completed results when `creatorIds` is left out, over the completed results (content
 * completed: the brand approved them) of one workspace's campaigns only: a brand never sees
 * figures from another brand's campaigns. One grouped query; creators without completed
 * results are absent from the map.
 */
export async function creatorPerformance(
  db: Executor,
  workspaceId: string,
  creatorIds?: readonly string[],
): Promise<Map<string, CreatorPerformance>> {
  if (creatorIds?.length === 0) return new Map();
  const results = campaignCreatorAnalytics;
  const rows = await db
    .select({
      creatorId: results.creatorId,
      completedCampaigns: count(),
      score: avg(results.engagementScore),
      rate: avg(results.engagementRate),
      likes: avg(results.likes),
      comments: avg(results.comments),
      reach: sum(results.views),
    })
    .from(results)
    .innerJoin(campaigns, eq(campaigns.id, results.campaignId))
    .innerJoin(campaignApplications, eq(campaignApplications.id, results.applicationId))
    .where(
      and(
        eq(campaigns.brandId, workspaceId),
        eq(campaignApplications.contentStatus, 'completed'),
        creatorIds ? inArray(results.creatorId, [...creatorIds]) : undefined,
      ),
    )
    .groupBy(results.creatorId);
  return new Map(
    rows.map((row) => [
      row.creatorId,
      {
        creatorId: row.creatorId,
        completedCampaigns: row.completedCampaigns,
        engagementScore: Math.round(Number(row.score ?? 0)),
        overallEngagementLevel: engagementLevel({
          likes: Number(row.likes ?? 0),
          comments: Number(row.comments ?? 0),
        }),
        averageEngagementRate: Math.round(Number(row.rate ?? 0) * 100) / 100,
        totalReach: Number(row.reach ?? 0),
      },
    ]),
  );
}
