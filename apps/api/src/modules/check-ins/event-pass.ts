import {
  FALLBACK_NAME_MESSAGES,
  CHECK_IN_MESSAGES,
  CHECK_IN_POINTS,
  CREATOR_PLACE_STATUSES,
  formatCheckInCode,
  hasCheckIns,
  type EventPass,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns, eventCheckIns, eventPasses } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { renderQrSvg } from '../private-codes/qr-image';
import { brandNamesOf, toCheckInRecord } from './check-in-view';
import { randomPassNumber, type PassNumberSource } from './pass-number';

/** Draws this often before giving up: two passes of one campaign sharing 18 random digits is already rare. */
const MAX_DRAWS = 5;

const passNotFound = () => new AppError('NOT_FOUND', CHECK_IN_MESSAGES.passNotFound);

/** What a check-in on the campaign awards now: 15 with point rewards on, else nothing. */
export const pointsOnCheckIn = (campaign: { pointRewardEnabled: boolean }) =>
  campaign.pointRewardEnabled ? CHECK_IN_POINTS : 0;

/** Whether the application holds one of the campaign's creator places (approved, in progress). */
export const holdsPlace = (status: string) => (CREATOR_PLACE_STATUSES as readonly string[]).includes(status);

interface PassOwner {
  campaignId: string;
  creatorId: string;
  applicationId: string;
}

/**
 * The creator's pass to the campaign, made on first request: `on conflict do nothing` lets two
 * concurrent first requests end with one pass (the unique campaign-and-creator key), and a
 * number another pass of the campaign holds already is drawn again.
 */
async function ensurePass(db: Executor, owner: PassOwner, drawNumber: PassNumberSource) {
  for (let draw = 0; draw < MAX_DRAWS; draw++) {
    await db
      .insert(eventPasses)
      .values({ ...owner, number: drawNumber() })
      .onConflictDoNothing();
    const [pass] = await db
      .select({ id: eventPasses.id, number: eventPasses.number })
      .from(eventPasses)
      .where(and(eq(eventPasses.campaignId, owner.campaignId), eq(eventPasses.creatorId, owner.creatorId)));
    if (pass) return pass;
  }
  throw new AppError('CONFLICT', 'Your event pass could not be made. Please try again.');
}

/**
 * GET /api/campaigns/:id/event-pass: the creator's personal pass to an onsite or event campaign
 * they are approved for (their application approved or in progress), with its QR image. Anyone
 * else, another type of campaign or an application not (or no longer) approved: 404.
 */
export async function getEventPass(
  db: Executor,
  creatorId: string,
  campaignId: string,
  drawNumber: PassNumberSource = randomPassNumber,
): Promise<EventPass> {
  const [row] = await db
    .select({
      applicationId: campaignApplications.id,
      status: campaignApplications.status,
      title: campaigns.title,
      campaignType: campaigns.campaignType,
      location: campaigns.location,
      pointRewardEnabled: campaigns.pointRewardEnabled,
    })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(
      and(eq(campaignApplications.campaignId, campaignId), eq(campaignApplications.creatorId, creatorId)),
    );
  if (!row || !hasCheckIns(row.campaignType) || !holdsPlace(row.status)) throw passNotFound();

  const pass = await ensurePass(db, { campaignId, creatorId, applicationId: row.applicationId }, drawNumber);
  const [checkIn] = await db
    .select({ pointsAwarded: eventCheckIns.pointsAwarded, scannedAt: eventCheckIns.scannedAt })
    .from(eventCheckIns)
    .where(and(eq(eventCheckIns.eventId, campaignId), eq(eventCheckIns.creatorId, creatorId)));
  const brandNames = await brandNamesOf(db, [campaignId]);
  const code = formatCheckInCode(campaignId, pass.number);
  return {
    campaignId,
    campaignTitle: row.title,
    brandName: brandNames.get(campaignId) ?? FALLBACK_NAME_MESSAGES.brand,
    location: row.location,
    code,
    qrSvg: await renderQrSvg(code, null),
    pointsOnCheckIn: pointsOnCheckIn(row),
    checkIn: checkIn ? toCheckInRecord(checkIn) : null,
  };
}
