import type { AnalyticsWeek } from '@partnerly/contracts';
import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics, campaigns } from '../../db/schema';
import { toNumber, toRate } from './campaign-performance';

const results = campaignCreatorAnalytics;

/**
 * The Monday of the UAE week (the product's market, decision 0038's time zone) in which the
 * creator reported the results: the figures are as of that day, whenever the brand got to
 * approving them (see the analytics decision).
 */
const weekOf = sql<string>`to_char(date_trunc('week', ${results.finalResultsSubmittedAt} at time zone 'Asia/Dubai'), 'YYYY-MM-DD')`;

const DAY_MS = 86_400_000;

/** The Monday a week after `weekStart` (YYYY-MM-DD, read in UTC: no daylight saving shifts it). */
function nextWeek(weekStart: string): string {
  return new Date(Date.parse(`${weekStart}T00:00:00Z`) + 7 * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Views and the mean engagement rate per week over the workspace's completed results, oldest
 * week first, one grouped query; the weeks without results between the first and the last are
 * filled in with zeros so that a chart's time axis stays even.
 */
export async function resultsByWeek(db: Executor, workspaceId: string): Promise<AnalyticsWeek[]> {
  const rows = await db
    .select({
      weekStart: weekOf,
      views: sum(results.views),
      rate: sql<string | null>`round(avg(${results.engagementRate}), 2)`,
      results: count(),
    })
    .from(results)
    .innerJoin(campaigns, eq(campaigns.id, results.campaignId))
    .innerJoin(campaignApplications, eq(campaignApplications.id, results.applicationId))
    .where(and(eq(campaigns.brandId, workspaceId), eq(campaignApplications.contentStatus, 'completed')))
    .groupBy(weekOf)
    .orderBy(weekOf);
  const weeks: AnalyticsWeek[] = [];
  for (const row of rows) {
    for (let gap = weeks.at(-1); gap && nextWeek(gap.weekStart) < row.weekStart; gap = weeks.at(-1)) {
      weeks.push({ weekStart: nextWeek(gap.weekStart), views: 0, averageEngagementRate: null, results: 0 });
    }
    weeks.push({
      weekStart: row.weekStart,
      views: toNumber(row.views),
      averageEngagementRate: toRate(row.rate),
      results: row.results,
    });
  }
  return weeks;
}
