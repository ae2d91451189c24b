import { CREATOR_PLACE_STATUSES, type EventCheckInList } from '@partnerly/contracts';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, eventCheckIns } from '../../db/schema';
import type { Membership } from '../workspaces/membership';
import { loadCheckInCreators, toCheckInRecord } from './check-in-view';
import { checkInCampaignOf } from './staff-access';

/**
 * GET /api/campaigns/:id/check-ins: the event's check-ins, newest first, and how many creators
 * are approved for it (the validator's 'n of m checked in'). One row per creator at most, so the
 * list is as long as the campaign's creator places allow.
 */
export async function listEventCheckIns(
  db: Executor,
  person: Membership,
  campaignId: string,
): Promise<EventCheckInList> {
  const campaign = await checkInCampaignOf(db, person, campaignId);
  const rows = await db
    .select({
      id: eventCheckIns.id,
      creatorId: eventCheckIns.creatorId,
      pointsAwarded: eventCheckIns.pointsAwarded,
      scannedAt: eventCheckIns.scannedAt,
    })
    .from(eventCheckIns)
    .where(eq(eventCheckIns.eventId, campaign.id))
    .orderBy(desc(eventCheckIns.scannedAt), desc(eventCheckIns.id));
  const creators = await loadCheckInCreators(
    db,
    rows.map((row) => row.creatorId),
  );
  const [approved] = await db
    .select({ count: count() })
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.campaignId, campaign.id),
        inArray(campaignApplications.status, [...CREATOR_PLACE_STATUSES]),
      ),
    );
  return {
    checkIns: rows.map((row) => ({
      id: row.id,
      ...toCheckInRecord(row),
      creator: creators.get(row.creatorId)!,
    })),
    approvedCreators: approved?.count ?? 0,
  };
}
