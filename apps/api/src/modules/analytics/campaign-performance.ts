import { CREATOR_PLACE_STATUSES, type CampaignPerformance } from '@partnerly/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';

const results = campaignCreatorAnalytics;
const isCompleted = sql`${campaignApplications.contentStatus} = 'completed'`;

/** A numeric aggregate (a string from the driver, null over no rows) as a number. */
export const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);
/** A mean rate (rounded to 2 decimals by the query: numeric, so 3.675 is 3.68) as a number; null over no rows. */
export const toRate = (value: string | number | null | undefined) => (value == null ? null : Number(value));

/**
 * campaign_performance_summary of every campaign of the workspace, newest first (spec 02): the
 * paid payouts, the views and mean engagement rate of the completed results (content
 * completed: the brand approved them), the approved applications and the creators still at
 * work. One query: each figure is grouped once over the workspace's rows and joined by
 * campaign, so the cost follows the workspace's results, not the number of campaigns.
 */
export async function campaignPerformance(db: Executor, workspaceId: string): Promise<CampaignPerformance[]> {
  const figures = db
    .select({
      campaignId: results.campaignId,
      views: sql<string | null>`sum(${results.views}) filter (where ${isCompleted})`.as('views'),
      completed: sql<number>`count(*) filter (where ${isCompleted})`.mapWith(Number).as('completed'),
      rate: sql<string | null>`round(avg(${results.engagementRate}) filter (where ${isCompleted}), 2)`.as(
        'rate',
      ),
      spent: sql<
        string | null
      >`sum(${results.payoutAmount}) filter (where ${results.payoutStatus} = 'paid')`.as('spent'),
    })
    .from(results)
    .innerJoin(campaigns, and(eq(campaigns.id, results.campaignId), eq(campaigns.brandId, workspaceId)))
    .innerJoin(campaignApplications, eq(campaignApplications.id, results.applicationId))
    .groupBy(results.campaignId)
    .as('figures');
  const approved = db
    .select({ campaignId: campaignApplications.campaignId, creators: count().as('creators') })
    .from(campaignApplications)
    .innerJoin(
      campaigns,
      and(eq(campaigns.id, campaignApplications.campaignId), eq(campaigns.brandId, workspaceId)),
    )
    .where(inArray(campaignApplications.status, [...CREATOR_PLACE_STATUSES]))
    .groupBy(campaignApplications.campaignId)
    .as('approved');
  const rows = await db
    .select({
      campaignId: campaigns.id,
      title: campaigns.title,
      status: campaigns.status,
      activeCreators: campaigns.activeCreators,
      creators: approved.creators,
      views: figures.views,
      completed: figures.completed,
      rate: figures.rate,
      spent: figures.spent,
    })
    .from(campaigns)
    .leftJoin(figures, eq(figures.campaignId, campaigns.id))
    .leftJoin(approved, eq(approved.campaignId, campaigns.id))
    .where(eq(campaigns.brandId, workspaceId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map((row) => ({
    campaignId: row.campaignId,
    title: row.title,
    status: row.status,
    totalSpent: toNumber(row.spent),
    totalViews: toNumber(row.views),
    totalCreators: toNumber(row.creators),
    activeCreators: row.activeCreators,
    completedResults: row.completed ?? 0,
    averageEngagementRate: toRate(row.rate),
  }));
}
