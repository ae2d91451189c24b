import type { AffiliateCounts } from '@partnerly/contracts';
import { count, inArray, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { affiliateCodeEvents, affiliateOrders } from '../../db/schema';

/** One code's counted events and its imported orders (revenue in minor units, fils). */
export interface AffiliateCodeStats extends AffiliateCounts {
  orders: number;
  revenueMinor: number;
}

const NO_STATS: AffiliateCodeStats = { views: 0, copies: 0, clicks: 0, orders: 0, revenueMinor: 0 };

/**
 * The analytics of the given codes, one entry per id (zeros for a code without events), read
 * by the brand's Affiliate Analytics and the creator's hub alike. Soft-deleted codes keep
 * their events, so their history stays counted.
 */
export async function affiliateCodeStats(
  db: Executor,
  codeIds: readonly string[],
): Promise<Map<string, AffiliateCodeStats>> {
  const stats = new Map(codeIds.map((id) => [id, { ...NO_STATS }]));
  if (codeIds.length === 0) return stats;
  const ids = [...new Set(codeIds)];
  const [events, orders] = await Promise.all([
    db
      .select({
        codeId: affiliateCodeEvents.codeId,
        views: sql<number>`count(*) filter (where ${affiliateCodeEvents.action} = 'code_viewed')::int`,
        copies: sql<number>`count(*) filter (where ${affiliateCodeEvents.action} = 'code_copied')::int`,
        clicks: sql<number>`count(*) filter (where ${affiliateCodeEvents.action} = 'link_clicked')::int`,
      })
      .from(affiliateCodeEvents)
      .where(inArray(affiliateCodeEvents.codeId, ids))
      .groupBy(affiliateCodeEvents.codeId),
    db
      .select({
        codeId: affiliateOrders.codeId,
        orders: count(),
        revenueMinor: sum(affiliateOrders.totalMinor).mapWith(Number),
      })
      .from(affiliateOrders)
      .where(inArray(affiliateOrders.codeId, ids))
      .groupBy(affiliateOrders.codeId),
  ]);
  for (const { codeId, ...counts } of events) Object.assign(stats.get(codeId)!, counts);
  for (const row of orders) {
    const entry = stats.get(row.codeId)!;
    entry.orders = row.orders;
    entry.revenueMinor = row.revenueMinor ?? 0;
  }
  return stats;
}
