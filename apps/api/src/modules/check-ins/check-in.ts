import { CHECK_IN_MESSAGES, type CheckInResult } from '@partnerly/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { eventCheckIns, pointsLedger, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { StoredCampaign } from '../campaigns/campaign-view';
import type { NotificationDeps } from '../notifications/create-notification';
import type { Membership } from '../workspaces/membership';
import { workspaceVerificationOf } from '../workspaces/workspace-verification';
import { announceCheckIn } from './check-in-notices';
import { loadCheckInCreators, toCheckInRecord } from './check-in-view';
import { pointsOnCheckIn } from './event-pass';
import { checkInCampaignOf, resolvePass, type ResolvedPass } from './staff-access';

export type CheckInDeps = NotificationDeps & Pick<AppDeps, 'events'>;

const alreadyScanned = () => new AppError('CONFLICT', CHECK_IN_MESSAGES.alreadyScanned);

async function toResult(db: Executor, campaign: StoredCampaign, pass: ResolvedPass): Promise<CheckInResult> {
  const creators = await loadCheckInCreators(db, [pass.creatorId]);
  return {
    status: pass.checkIn ? 'already_scanned' : 'valid',
    code: pass.code,
    campaign: { id: campaign.id, title: campaign.title },
    creator: creators.get(pass.creatorId)!,
    pointsOnCheckIn: pointsOnCheckIn(campaign),
    checkIn: pass.checkIn ? toCheckInRecord(pass.checkIn) : null,
  };
}

/**
 * POST /api/campaigns/:id/check-ins/validate: whose pass it is and whether they were checked in
 * already ('valid' or 'already_scanned'), for the staff to compare the photo with the person.
 */
export async function validateCheckIn(
  db: Executor,
  person: Membership,
  campaignId: string,
  code: string,
): Promise<CheckInResult> {
  const campaign = await checkInCampaignOf(db, person, campaignId);
  return toResult(db, campaign, await resolvePass(db, campaign, code));
}

/**
 * POST /api/campaigns/:id/check-ins: checks the pass's creator in, once per event. With point
 * rewards on the workspace must be verified (403 otherwise, nothing written), and the check-in,
 * its ledger entry and the creator's balance are written in one transaction. The unique
 * (event, creator) key makes every scan after the first, concurrent ones included, insert
 * nothing: they answer 409 'Already scanned' and award nothing. After the commit the creator is
 * notified and their open pages and the workspace's validators refresh.
 */
export async function checkInCreator(
  deps: CheckInDeps,
  person: Membership,
  campaignId: string,
  code: string,
  now = new Date(),
): Promise<CheckInResult> {
  const { db } = deps.database;
  const campaign = await checkInCampaignOf(db, person, campaignId);
  const pass = await resolvePass(db, campaign, code);
  if (pass.checkIn) throw alreadyScanned();
  const points = pointsOnCheckIn(campaign);
  if (points > 0 && (await workspaceVerificationOf(db, person.workspaceId)) !== 'verified') {
    throw new AppError('FORBIDDEN', CHECK_IN_MESSAGES.notVerified);
  }

  const { checkIn, balance } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventCheckIns)
      .values({
        eventId: campaign.id,
        creatorId: pass.creatorId,
        brandId: person.workspaceId,
        passId: pass.id,
        pointsAwarded: points,
        scannedBy: person.userId,
        scannedAt: now,
      })
      .onConflictDoNothing({ target: [eventCheckIns.eventId, eventCheckIns.creatorId] })
      .returning({
        id: eventCheckIns.id,
        pointsAwarded: eventCheckIns.pointsAwarded,
        scannedAt: eventCheckIns.scannedAt,
      });
    if (!inserted) throw alreadyScanned();
    if (points > 0) {
      await tx.insert(pointsLedger).values({
        userId: pass.creatorId,
        points,
        reason: 'event_check_in',
        checkInId: inserted.id,
        createdAt: now,
      });
      await tx
        .update(profiles)
        .set({ points: sql`${profiles.points} + ${points}` })
        .where(eq(profiles.id, pass.creatorId));
    }
    const [profile] = await tx
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.id, pass.creatorId));
    return { checkIn: inserted, balance: profile?.points ?? 0 };
  });

  await announceCheckIn(deps, {
    workspaceId: person.workspaceId,
    creatorId: pass.creatorId,
    campaign,
    pointsAwarded: checkIn.pointsAwarded,
    balance,
  });
  return toResult(db, campaign, { ...pass, checkIn });
}
