import { formatCheckInCode } from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventCheckIns, eventPasses, pointsLedger } from '../../db/schema';

/**
 * The check-ins part of a creator's data export: their event passes, the events they were
 * checked in at, and their points ledger (the brand's scanning staff stay out).
 */
export async function exportCheckIns(db: Executor, userId: string) {
  const passes = await db
    .select()
    .from(eventPasses)
    .where(eq(eventPasses.creatorId, userId))
    .orderBy(asc(eventPasses.createdAt), asc(eventPasses.id));
  const checkIns = await db
    .select()
    .from(eventCheckIns)
    .where(eq(eventCheckIns.creatorId, userId))
    .orderBy(asc(eventCheckIns.scannedAt), asc(eventCheckIns.id));
  const ledger = await db
    .select()
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.createdAt), asc(pointsLedger.id));
  return {
    eventPasses: passes.map((row) => ({
      id: row.id,
      campaignId: row.campaignId,
      code: formatCheckInCode(row.campaignId, row.number),
      createdAt: row.createdAt.toISOString(),
    })),
    eventCheckIns: checkIns.map((row) => ({
      id: row.id,
      campaignId: row.eventId,
      pointsAwarded: row.pointsAwarded,
      scannedAt: row.scannedAt.toISOString(),
    })),
    pointsLedger: ledger.map((row) => ({
      id: row.id,
      points: row.points,
      reason: row.reason,
      checkInId: row.checkInId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
