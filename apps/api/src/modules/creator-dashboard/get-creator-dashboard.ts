import { engagementLevel, PERFORMANCE_TREND_LENGTH, type CreatorDashboard } from '@partnerly/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  affiliateCodes,
  campaignApplications,
  campaignCreatorAnalytics,
  campaigns,
  profiles,
} from '../../db/schema';
import { addDays, uaeMonthStart } from '../platform-analytics/uae-days';

/** The first day of the UAE month after the one `monthStart` begins. */
function nextMonthStart(monthStart: string): string {
  return `${addDays(monthStart, 31).slice(0, 7)}-01`;
}

/**
 * The four stat cards in one query: applications made by or for the creator (withdrawn ones
 * left out), the approved ones among them (approved or in progress, which includes completed
 * work), active affiliate codes, and the payouts paid on a day of the current Asia/Dubai
 * month (paid_on is the calendar day the brand entered).
 */
async function statsOf(db: Executor, creatorId: string, now: Date): Promise<CreatorDashboard['stats']> {
  const from = uaeMonthStart(now);
  const to = nextMonthStart(from);
  const applications = campaignApplications;
  const results = campaignCreatorAnalytics;
  const [row] = await db
    .select({
      applications: sql<number>`(select count(*)::int from ${applications}
        where ${applications.creatorId} = ${creatorId} and ${applications.status} <> 'withdrawn')`,
      approved: sql<number>`(select count(*)::int from ${applications}
        where ${applications.creatorId} = ${creatorId} and ${applications.status} in ('approved', 'in_progress'))`,
      activeCodes: sql<number>`(select count(*)::int from ${affiliateCodes}
        where ${affiliateCodes.creatorId} = ${creatorId} and ${affiliateCodes.status} = 'active')`,
      earnings: sql<string>`(select coalesce(sum(${results.payoutAmount}), 0)::text from ${results}
        where ${results.creatorId} = ${creatorId} and ${results.payoutStatus} = 'paid'
          and ${results.paidOn} >= ${from} and ${results.paidOn} < ${to})`,
    })
    .from(profiles)
    .where(eq(profiles.id, creatorId));
  return {
    applications: Number(row?.applications ?? 0),
    approved: Number(row?.approved ?? 0),
    activeCodes: Number(row?.activeCodes ?? 0),
    earningsPaidThisMonth: Number(row?.earnings ?? 0),
  };
}

/**
 * The Performance card: creator_performance_summary (decision 0047) over all the creator's
 * completed results (content completed: the brand approved the results), whatever the brand,
 * with the latest PERFORMANCE_TREND_LENGTH of them. One query: the figures over every
 * completed result are window aggregates, computed before the limit.
 */
async function performanceOf(db: Executor, creatorId: string): Promise<CreatorDashboard['performance']> {
  const results = campaignCreatorAnalytics;
  const completedAt = sql<Date>`coalesce(${results.brandReviewedAt}, ${results.updatedAt})`;
  const rows = await db
    .select({
      campaignTitle: campaigns.title,
      completedAt,
      engagementScore: results.engagementScore,
      views: results.views,
      total: sql<number>`count(*) over ()::int`,
      meanScore: sql<string>`avg(${results.engagementScore}) over ()`,
      meanLikes: sql<string>`avg(${results.likes}) over ()`,
      meanComments: sql<string>`avg(${results.comments}) over ()`,
      reach: sql<string>`sum(${results.views}) over ()`,
    })
    .from(results)
    .innerJoin(campaignApplications, eq(campaignApplications.id, results.applicationId))
    .innerJoin(campaigns, eq(campaigns.id, results.campaignId))
    .where(and(eq(results.creatorId, creatorId), eq(campaignApplications.contentStatus, 'completed')))
    .orderBy(desc(completedAt), desc(results.id))
    .limit(PERFORMANCE_TREND_LENGTH);
  const [latest] = rows;
  if (!latest) {
    return { completedResults: 0, engagementScore: null, engagementLevel: null, totalReach: 0, trend: [] };
  }
  return {
    completedResults: Number(latest.total),
    engagementScore: Math.round(Number(latest.meanScore)),
    engagementLevel: engagementLevel({
      likes: Number(latest.meanLikes),
      comments: Number(latest.meanComments),
    }),
    totalReach: Number(latest.reach),
    trend: rows
      .map((row) => ({
        campaignTitle: row.campaignTitle,
        completedAt: new Date(row.completedAt).toISOString(),
        engagementScore: row.engagementScore,
        views: row.views,
      }))
      .reverse(),
  };
}

/** GET /api/creator-dashboard: the stat cards and the Performance card of the signed-in creator. */
export async function getCreatorDashboard(
  db: Executor,
  creatorId: string,
  now = new Date(),
): Promise<CreatorDashboard> {
  const [stats, performance] = await Promise.all([statsOf(db, creatorId, now), performanceOf(db, creatorId)]);
  return { stats, performance };
}
