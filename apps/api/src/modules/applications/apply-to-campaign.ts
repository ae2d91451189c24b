import {
  APPLICATION_MESSAGES,
  DIRECT_APPLICATION_PITCH,
  campaignNotice,
  type ApplyValues,
  type CampaignStatus,
  type MyApplicationResult,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { applicationOffers, campaignApplications, campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isRepresenting } from '../agents/representations';
import { adjustCampaignCounts } from '../campaigns/campaign-counters';
import { campaignNotFound } from '../campaigns/find-campaign';
import { brandProfileOfCampaign, getVisibleCampaign } from '../campaigns/get-campaign';
import { announceApplicationChange } from './application-notices';
import { isAgent, type Actor, type ApplicationDeps } from './applications.types';
import { loadMyApplication } from './load-views';

/** The creator the application is for: the caller, or (for an agent) a creator it represents. */
async function applicantOf(deps: ApplicationDeps, actor: Actor, input: ApplyValues): Promise<string> {
  if (!isAgent(actor.userType)) {
    if (input.creatorId !== undefined && input.creatorId !== actor.userId) {
      throw new AppError('VALIDATION_FAILED', APPLICATION_MESSAGES.onlyAgentsApplyForOthers, {
        creatorId: [APPLICATION_MESSAGES.onlyAgentsApplyForOthers],
      });
    }
    return actor.userId;
  }
  if (input.creatorId === undefined) {
    throw new AppError('VALIDATION_FAILED', APPLICATION_MESSAGES.creatorRequired, {
      creatorId: [APPLICATION_MESSAGES.creatorRequired],
    });
  }
  if (!(await isRepresenting(deps.database.db, actor.userId, input.creatorId))) {
    throw new AppError('NOT_FOUND', APPLICATION_MESSAGES.creatorNotRepresented);
  }
  return input.creatorId;
}

function refuseUnlessActive(status: CampaignStatus): void {
  if (status !== 'active') {
    throw new AppError('CONFLICT', campaignNotice(status) ?? 'This campaign is not accepting applications');
  }
}

/**
 * The campaign's status again, inside the insert transaction and under a row lock: a pause
 * or close that committed after the first read refuses the application, and one that comes
 * later waits for it (the brand's status change locks the same row).
 */
async function lockActiveCampaign(tx: Tx, campaignId: string): Promise<void> {
  const [row] = await tx
    .select({ status: campaigns.status })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!row) throw campaignNotFound();
  refuseUnlessActive(row.status);
}

/**
 * Apply (spec 03 sections 5 and 7): a direct application with the creator's message or else
 * the fixed pitch, or a
 * negotiation with a pitch and a proposed rate (round 1 of the history). One application
 * per creator and campaign: the unique constraint decides, also between concurrent requests.
 */
export async function applyToCampaign(
  deps: ApplicationDeps,
  actor: Actor,
  input: ApplyValues,
  now = new Date(),
): Promise<MyApplicationResult> {
  const creatorId = await applicantOf(deps, actor, input);
  const { db } = deps.database;
  const campaign = await getVisibleCampaign(db, creatorId, input.campaignId);
  refuseUnlessActive(campaign.status);
  const isNegotiation = input.type === 'negotiation';
  const agentId = isAgent(actor.userType) ? actor.userId : null;

  const application = await db.transaction(async (tx) => {
    await lockActiveCampaign(tx, campaign.id);
    const [row] = await tx
      .insert(campaignApplications)
      .values({
        campaignId: campaign.id,
        creatorId,
        submittedByAgentId: agentId,
        status: 'pending',
        applicationType: isNegotiation ? 'negotiation' : 'standard',
        negotiationStatus: isNegotiation ? 'requested' : 'none',
        pitch: isNegotiation ? input.pitch : (input.message ?? DIRECT_APPLICATION_PITCH),
        quotedRate: isNegotiation ? input.proposedRate : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [campaignApplications.campaignId, campaignApplications.creatorId] })
      .returning();
    if (!row) throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyApplied);
    if (isNegotiation) {
      await tx.insert(applicationOffers).values({
        applicationId: row.id,
        round: 1,
        madeBy: 'creator',
        authorId: actor.userId,
        isByAgent: agentId !== null,
        amount: input.proposedRate,
        deliverables: input.deliverables,
        createdAt: now,
      });
    }
    await adjustCampaignCounts(tx, campaign.id, { applications: 1 });
    return row;
  });

  await announceApplicationChange(deps, {
    application,
    campaign: {
      id: campaign.id,
      title: campaign.title,
      brandId: campaign.brandId,
      brandProfileId: await brandProfileOfCampaign(db, campaign.id),
    },
    change: 'created',
    actor,
    amount: application.quotedRate,
    hasCountsChanged: true,
  });
  return {
    application: await loadMyApplication(db, application.id),
    message: isNegotiation ? APPLICATION_MESSAGES.negotiationSent : APPLICATION_MESSAGES.directApplied,
  };
}
