import { CREATOR_PLACE_STATUSES, type AnalyticsWeek, type CampaignPerformance } from '@partnerly/contracts';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';

const applications = campaignApplications;
const results = campaignCreatorAnalytics;

/** Results the brand approved (content completed) count; those under review do not. */
const isCompleted = sql`${applications.contentStatus} = 'completed'`;
/**
 * The Monday of the UAE week (the product's market, decision 0038's time zone) in which the
 * creator reported the results: the figures are as of that day, however long the brand took to
 * approve them (see the analytics decision). The same expression as the index
 * campaign_creator_analytics_week_idx, whose statistics tell the planner how few weeks there
 * are (it then hashes ~100 groups instead of sorting every row).
 */
const weekOf = sql`date_trunc('week', ${results.finalResultsSubmittedAt} at time zone 'Asia/Dubai')`;

/** A numeric aggregate (a string from the driver, null over no rows) as a number. */
const toNumber = (value: string | number | null | undefined) => Number(value ?? 0);
/** A mean rate (rounded to 2 decimals by the query, in numeric: 3.675 is 3.68); null over no rows. */
const toRate = (value: string | number | null | undefined) => (value == null ? null : Number(value));

const DAY_MS = 86_400_000;

/** The Monday a week after `weekStart` (YYYY-MM-DD, read in UTC: no daylight saving shifts it). */
function nextWeek(weekStart: string): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
}

/** The weeks oldest first, with the weeks without results between them filled in (an even time axis). */
function withEmptyWeeks(weeks: AnalyticsWeek[]): AnalyticsWeek[] {
  const filled: AnalyticsWeek[] = [];
  for (const week of [...weeks].sort((a, b) => (a.weekStart < b.weekStart ? -1 : 1))) {
    for (let last = filled.at(-1); last && nextWeek(last.weekStart) < week.weekStart; last = filled.at(-1)) {
      filled.push({ weekStart: nextWeek(last.weekStart), views: 0, averageEngagementRate: null, results: 0 });
    }
    filled.push(week);
  }
  return filled;
}

/**
 * The workspace's applications with their results, grouped twice in one pass (grouping sets):
 * per campaign (approved applications, completed results, their views and mean rate, the paid
 * payouts) and per week of reported results (those of a week with no completed ones, and the
 * applications without results, are dropped by the caller). Applications are the driving
 * rows, so a campaign's approved creators count with or without results.
 */
function groupedFigures(db: Executor, workspaceId: string) {
  return db
    .select({
      isWeek: sql<boolean>`grouping(${applications.campaignId}) = 1`,
      campaignId: applications.campaignId,
      weekStart: sql<string | null>`to_char(${weekOf}, 'YYYY-MM-DD')`,
      creators:
        sql<number>`count(*) filter (where ${inArray(applications.status, [...CREATOR_PLACE_STATUSES])})`.mapWith(
          Number,
        ),
      completed: sql<number>`count(*) filter (where ${isCompleted})`.mapWith(Number),
      views: sql<string | null>`sum(${results.views}) filter (where ${isCompleted})`,
      rate: sql<string | null>`round(avg(${results.engagementRate}) filter (where ${isCompleted}), 2)`,
      spent: sql<string | null>`sum(${results.payoutAmount}) filter (where ${results.payoutStatus} = 'paid')`,
    })
    .from(applications)
    .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
    .leftJoin(results, eq(results.applicationId, applications.id))
    .where(eq(campaigns.brandId, workspaceId))
    .groupBy(sql`grouping sets ((${applications.campaignId}), (${weekOf}))`);
}

/**
 * campaign_performance_summary of every campaign of the workspace, newest first (spec 02), and
 * the views and mean engagement rate per week of its completed results, oldest first. Two
 * queries whatever the number of campaigns and results: the campaigns, and one pass over their
 * applications and results grouped per campaign and per week.
 */
export async function campaignsAndWeeks(
  db: Executor,
  workspaceId: string,
): Promise<{ campaigns: CampaignPerformance[]; weeks: AnalyticsWeek[] }> {
  const [list, grouped] = await Promise.all([
    db
      .select({
        campaignId: campaigns.id,
        title: campaigns.title,
        status: campaigns.status,
        activeCreators: campaigns.activeCreators,
      })
      .from(campaigns)
      .where(eq(campaigns.brandId, workspaceId))
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id)),
    groupedFigures(db, workspaceId),
  ]);
  const byCampaign = new Map(grouped.filter((row) => !row.isWeek).map((row) => [row.campaignId, row]));
  const weeks = grouped
    .filter((row) => row.isWeek && row.weekStart !== null && row.completed > 0)
    .map((row) => ({
      weekStart: row.weekStart!,
      views: toNumber(row.views),
      averageEngagementRate: toRate(row.rate),
      results: row.completed,
    }));
  return {
    campaigns: list.map((campaign) => {
      const figures = byCampaign.get(campaign.campaignId);
      return {
        ...campaign,
        totalSpent: toNumber(figures?.spent),
        totalViews: toNumber(figures?.views),
        totalCreators: figures?.creators ?? 0,
        completedResults: figures?.completed ?? 0,
        averageEngagementRate: toRate(figures?.rate),
      };
    }),
    weeks: withEmptyWeeks(weeks),
  };
}
