import {
  clickThroughRate,
  conversionEstimate,
  type AffiliateConversions,
  type BrandAffiliateAnalytics,
  type BrandAffiliateCreator,
  type BrandAffiliateRow,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { affiliateCodes, affiliateOrders, campaigns } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';
import { affiliateCodeStats, type AffiliateCodeStats } from './code-stats';

const FILS_PER_AED = 100;

/**
 * Real figures once the campaign has imported orders (a code without a matching order then sold
 * nothing, a real 0); the spec's estimate otherwise.
 */
function conversionsOf(stats: AffiliateCodeStats, hasImportedOrders: boolean): AffiliateConversions {
  if (hasImportedOrders) {
    return { source: 'imported', orders: stats.orders, revenueMinor: stats.revenueMinor };
  }
  const estimate = conversionEstimate(stats);
  return {
    source: 'estimated',
    orders: estimate.estimatedOrders,
    revenueMinor: estimate.estimatedRevenue * FILS_PER_AED,
    conversionRate: estimate.conversionRate,
    performance: estimate.performance,
  };
}

type Totals = Omit<BrandAffiliateCreator, 'creatorId' | 'creatorName'>;

const emptyTotals = (): Totals => ({
  codes: 0,
  views: 0,
  copies: 0,
  clicks: 0,
  clickThroughRate: 0,
  importedOrders: 0,
  importedRevenueMinor: 0,
  estimatedOrders: 0,
  estimatedRevenueMinor: 0,
});

function addRow(totals: Totals, row: BrandAffiliateRow): void {
  totals.codes += 1;
  totals.views += row.views;
  totals.copies += row.copies;
  totals.clicks += row.clicks;
  totals.clickThroughRate = clickThroughRate(totals);
  if (row.conversions.source === 'imported') {
    totals.importedOrders += row.conversions.orders;
    totals.importedRevenueMinor += row.conversions.revenueMinor;
  } else {
    totals.estimatedOrders += row.conversions.orders;
    totals.estimatedRevenueMinor += row.conversions.revenueMinor;
  }
}

/** Active codes first, then the most clicked, then by code. */
function byStatusThenClicks(a: BrandAffiliateRow, b: BrandAffiliateRow): number {
  if (a.status !== b.status) return a.status === 'active' ? -1 : 1;
  return b.clicks - a.clicks || b.views - a.views || a.code.localeCompare(b.code);
}

/**
 * The workspace's Affiliate Analytics (spec 02 'Affiliate analytics', issue 17 items 1 and 5):
 * every code the brand gave a creator on one of its campaigns, soft-deleted ones included (their
 * history counts), with the counted views, copies and clicks, the click-through rate, and the
 * orders: imported (real) where the campaign has imported orders, else the spec's estimate. Per
 * creator and in total, imported and estimated figures are summed apart. A fixed number of
 * queries however many codes.
 */
export async function getBrandAffiliateAnalytics(
  db: Executor,
  workspaceId: string,
  now = new Date(),
): Promise<BrandAffiliateAnalytics> {
  const [codes, campaignsWithOrders] = await Promise.all([
    db
      .select({
        id: affiliateCodes.id,
        code: affiliateCodes.code,
        status: affiliateCodes.status,
        expiresAt: affiliateCodes.expiresAt,
        creatorId: affiliateCodes.creatorId,
        campaignId: campaigns.id,
        campaignTitle: campaigns.title,
        brandProfileId: campaigns.brandProfileId,
      })
      .from(affiliateCodes)
      .innerJoin(campaigns, eq(campaigns.id, affiliateCodes.campaignId))
      .where(and(eq(affiliateCodes.brandId, workspaceId), eq(campaigns.brandId, workspaceId))),
    db
      .selectDistinct({ campaignId: affiliateOrders.campaignId })
      .from(affiliateOrders)
      .where(eq(affiliateOrders.workspaceId, workspaceId)),
  ]);
  const [stats, people] = await Promise.all([
    affiliateCodeStats(
      db,
      codes.map((code) => code.id),
    ),
    loadPeople(
      db,
      codes.map((code) => code.creatorId),
    ),
  ]);
  const imported = new Set(campaignsWithOrders.map((row) => row.campaignId));

  const rows = codes.map((code): BrandAffiliateRow => {
    const counts = stats.get(code.id)!;
    return {
      id: code.id,
      code: code.code,
      status: code.status,
      isExpired: code.expiresAt !== null && code.expiresAt.getTime() < now.getTime(),
      creatorId: code.creatorId,
      creatorName: nameOf(people.get(code.creatorId)),
      campaignId: code.campaignId,
      campaignTitle: code.campaignTitle,
      brandProfileId: code.brandProfileId,
      views: counts.views,
      copies: counts.copies,
      clicks: counts.clicks,
      clickThroughRate: clickThroughRate(counts),
      conversions: conversionsOf(counts, imported.has(code.campaignId)),
    };
  });
  rows.sort(byStatusThenClicks);

  const totals = emptyTotals();
  const creators = new Map<string, BrandAffiliateCreator>();
  for (const row of rows) {
    addRow(totals, row);
    let creator = creators.get(row.creatorId);
    if (!creator) {
      creator = { creatorId: row.creatorId, creatorName: row.creatorName, ...emptyTotals() };
      creators.set(row.creatorId, creator);
    }
    addRow(creator, row);
  }
  return {
    rows,
    creators: [...creators.values()].sort(
      (a, b) => b.clicks - a.clicks || a.creatorName.localeCompare(b.creatorName),
    ),
    totals,
  };
}
