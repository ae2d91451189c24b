import {
  affiliateEngagementPercent,
  clickThroughRate,
  conversionEstimate,
  type CodeAnalytics,
  type CodeConversion,
  type MyCodeAnalytics,
} from '@partnerly/contracts';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { affiliateOrders } from '../../db/schema';
import { affiliateCodeStats, type AffiliateCodeStats } from './code-stats';
import { affiliateInsights, type InsightCode } from './hub-insights';
import { brandOfCode, loadMyCodeRows, toMyCode, type MyCodeRow } from './my-code-view';

// GET /api/my-codes/analytics (spec 03 'Creator affiliate analytics', issue 17 item 5). A
// soft-deleted code keeps its history: its events count in the totals and it is listed, marked,
// while it has any (decision: docs/decisions/0051).

/**
 * A code's conversions: the orders its brand imported once the brand imported any order for
 * the code's campaign (then none matched is a real zero), else the spec 02 estimate.
 */
function conversionOf(stats: AffiliateCodeStats, hasImportedOrders: boolean): CodeConversion {
  if (hasImportedOrders || stats.orders > 0) {
    return {
      kind: 'actual',
      rate: stats.clicks > 0 ? Math.round((stats.orders / stats.clicks) * 1000) / 10 : null,
      orders: stats.orders,
      revenue: stats.revenueMinor / 100,
    };
  }
  const estimate = conversionEstimate(stats);
  return {
    kind: 'estimated',
    rate: estimate.conversionRate,
    performance: estimate.performance,
    orders: estimate.estimatedOrders,
    revenue: estimate.estimatedRevenue,
  };
}

const hasHistory = (stats: AffiliateCodeStats) =>
  stats.views + stats.copies + stats.clicks + stats.orders > 0;

/** Most clicks first, then copies, then views; the newer code first on a tie. */
const byPerformance = (a: CodeAnalytics, b: CodeAnalytics) =>
  b.clicks - a.clicks || b.copies - a.copies || b.views - a.views;

/** The campaigns of these codes for which the brand imported at least one order. */
async function campaignsWithOrders(db: Executor, rows: MyCodeRow[]): Promise<Set<string>> {
  const campaignIds = [...new Set(rows.flatMap((row) => (row.code.campaignId ? [row.code.campaignId] : [])))];
  if (campaignIds.length === 0) return new Set();
  const found = await db
    .selectDistinct({ campaignId: affiliateOrders.campaignId })
    .from(affiliateOrders)
    .where(inArray(affiliateOrders.campaignId, campaignIds));
  return new Set(found.map((row) => row.campaignId));
}

export async function getMyCodeAnalytics(
  db: Executor,
  creatorId: string,
  now = new Date(),
): Promise<MyCodeAnalytics> {
  const rows = await loadMyCodeRows(db, creatorId);
  const [stats, imported] = await Promise.all([
    affiliateCodeStats(
      db,
      rows.map((row) => row.code.id),
    ),
    campaignsWithOrders(db, rows),
  ]);
  const totals = { views: 0, copies: 0, clicks: 0, orders: 0 };
  const listed: { analytics: CodeAnalytics; insight: InsightCode }[] = [];
  for (const row of rows) {
    const codeStats = stats.get(row.code.id)!;
    totals.views += codeStats.views;
    totals.copies += codeStats.copies;
    totals.clicks += codeStats.clicks;
    totals.orders += codeStats.orders;
    const isDeleted = row.code.status === 'deleted';
    if (isDeleted && !hasHistory(codeStats)) continue;
    const analytics: CodeAnalytics = {
      id: row.code.id,
      code: row.code.code,
      brandName: brandOfCode(row).name,
      campaignTitle: row.campaignTitle,
      isExternal: row.code.isExternal,
      isDeleted,
      views: codeStats.views,
      copies: codeStats.copies,
      clicks: codeStats.clicks,
      clickThroughRate: clickThroughRate(codeStats),
      conversion: conversionOf(codeStats, row.code.campaignId ? imported.has(row.code.campaignId) : false),
    };
    listed.push({
      analytics,
      insight: { ...toMyCode(row, codeStats, now), isDeleted, conversion: analytics.conversion },
    });
  }
  // Active codes first, each group by performance (a stable sort keeps newest first on ties).
  const codes = listed
    .map((entry) => entry.analytics)
    .sort((a, b) => Number(a.isDeleted) - Number(b.isDeleted) || byPerformance(a, b));
  const topCode = codes.find((code) => !code.isDeleted && code.views + code.copies + code.clicks > 0) ?? null;
  return {
    hasActivity: totals.views + totals.copies + totals.clicks + totals.orders > 0,
    totals: {
      codes: rows.filter((row) => row.code.status === 'active').length,
      views: totals.views,
      copies: totals.copies,
      clicks: totals.clicks,
      clickThroughRate: clickThroughRate(totals),
      engagementPercent: affiliateEngagementPercent(totals),
    },
    topCode,
    codes,
    insights: affiliateInsights(
      listed.map((entry) => entry.insight),
      totals,
      now,
    ),
  };
}
