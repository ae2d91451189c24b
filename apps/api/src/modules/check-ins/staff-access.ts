import { CHECK_IN_MESSAGES, formatCheckInCode, hasCheckIns, parseCheckInCode } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, eventCheckIns, eventPasses } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { StoredCampaign } from '../campaigns/campaign-view';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { holdsPlace } from './event-pass';

// Who may scan passes, and what makes a pass valid (spec 02 'QR check-in validator'): the text
// matches ONSITE_{campaignId}_{number}, the campaign is the one being checked in and belongs to
// the brand, and the number is a pass of that campaign whose creator is (still) approved.

/** The answer to any pass that is not valid here, whatever the reason (the spec's one message). */
const invalidCode = () =>
  new AppError('VALIDATION_FAILED', CHECK_IN_MESSAGES.invalidCode, { code: [CHECK_IN_MESSAGES.invalidCode] });

/**
 * The workspace's onsite or event campaign that the person may check creators in to: another
 * workspace's (or a missing) campaign answers 404 like every campaign route, a member not
 * assigned to its brand profile 403, a campaign of another type 404.
 */
export async function checkInCampaignOf(
  db: Executor,
  person: Membership,
  campaignId: string,
): Promise<StoredCampaign> {
  const campaign = await getOwnCampaignOrThrow(db, person.workspaceId, campaignId);
  assertMayWorkOn(person, campaign.brandProfileId);
  if (!hasCheckIns(campaign.campaignType)) {
    throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.notCheckInCampaign);
  }
  return campaign;
}

export interface ResolvedPass {
  id: string;
  code: string;
  creatorId: string;
  checkIn: { pointsAwarded: number; scannedAt: Date } | null;
}

/**
 * The pass the text names on this campaign, with its check-in if there is one; 400 with the
 * spec's invalid-code message otherwise: a text of another form, a pass of another campaign,
 * a number no pass holds (a forged or mistyped code), or a pass whose creator is no longer
 * approved and was never checked in.
 */
export async function resolvePass(
  db: Executor,
  campaign: StoredCampaign,
  text: string,
): Promise<ResolvedPass> {
  const parsed = parseCheckInCode(text);
  if (!parsed || parsed.campaignId !== campaign.id) throw invalidCode();
  const [row] = await db
    .select({
      id: eventPasses.id,
      number: eventPasses.number,
      creatorId: eventPasses.creatorId,
      status: campaignApplications.status,
      pointsAwarded: eventCheckIns.pointsAwarded,
      scannedAt: eventCheckIns.scannedAt,
    })
    .from(eventPasses)
    .innerJoin(campaignApplications, eq(campaignApplications.id, eventPasses.applicationId))
    .leftJoin(
      eventCheckIns,
      and(
        eq(eventCheckIns.eventId, eventPasses.campaignId),
        eq(eventCheckIns.creatorId, eventPasses.creatorId),
      ),
    )
    .where(and(eq(eventPasses.campaignId, campaign.id), eq(eventPasses.number, parsed.n)));
  if (!row) throw invalidCode();
  const checkIn =
    row.pointsAwarded !== null && row.scannedAt !== null
      ? { pointsAwarded: row.pointsAwarded, scannedAt: row.scannedAt }
      : null;
  if (!checkIn && !holdsPlace(row.status)) throw invalidCode();
  return { id: row.id, code: formatCheckInCode(campaign.id, row.number), creatorId: row.creatorId, checkIn };
}
