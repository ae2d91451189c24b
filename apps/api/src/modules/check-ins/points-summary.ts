import { POINTS_HISTORY_LIMIT, type PointsSummary } from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, eventCheckIns, pointsLedger, profiles } from '../../db/schema';
import { brandNamesOf } from './check-in-view';

/**
 * GET /api/points: the creator's Points Tracker: their balance (profiles.points, kept with the
 * ledger in one transaction) and their latest ledger entries, newest first, each with the event
 * and the brand that ran it.
 */
export async function getPointsSummary(db: Executor, userId: string): Promise<PointsSummary> {
  const [profile] = await db
    .select({ points: profiles.points })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const rows = await db
    .select({
      id: pointsLedger.id,
      points: pointsLedger.points,
      reason: pointsLedger.reason,
      createdAt: pointsLedger.createdAt,
      campaignId: campaigns.id,
      campaignTitle: campaigns.title,
    })
    .from(pointsLedger)
    .leftJoin(eventCheckIns, eq(eventCheckIns.id, pointsLedger.checkInId))
    .leftJoin(campaigns, eq(campaigns.id, eventCheckIns.eventId))
    .where(eq(pointsLedger.userId, userId))
    .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
    .limit(POINTS_HISTORY_LIMIT);
  const brandNames = await brandNamesOf(
    db,
    rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])),
  );
  return {
    balance: profile?.points ?? 0,
    history: rows.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      campaignId: row.campaignId,
      campaignTitle: row.campaignTitle,
      brandName: row.campaignId ? (brandNames.get(row.campaignId) ?? null) : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
