import { APPLICATION_MESSAGES, isNegotiationOpen, type MyApplicationResult } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { campaignApplications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { adjustCampaignCounts } from '../campaigns/campaign-counters';
import { announceApplicationChange } from './application-notices';
import type { Actor, ApplicationDeps } from './applications.types';
import { lockForCreatorSide } from './find-application';
import { loadMyApplication } from './load-views';

/**
 * The creator (or their agent) takes back a pending application (issue 13, ADR 0039): it
 * becomes withdrawn, an open negotiation closes, the campaign's application count drops
 * and the brand is told. Someone else's application answers 404; a decided one 409.
 */
export async function withdrawApplication(
  deps: ApplicationDeps,
  actor: Actor,
  applicationId: string,
  now = new Date(),
): Promise<MyApplicationResult> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign } = await lockForCreatorSide(tx, actor, applicationId);
    if (application.status !== 'pending') {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.notWithdrawable);
    }
    const isOpen = isNegotiationOpen(application.negotiationStatus);
    const [withdrawn] = await tx
      .update(campaignApplications)
      .set({
        status: 'withdrawn',
        decidedAt: now,
        updatedAt: now,
        ...(isOpen ? { negotiationStatus: 'rejected' as const } : {}),
      })
      .where(and(eq(campaignApplications.id, application.id), eq(campaignApplications.status, 'pending')))
      .returning();
    await adjustCampaignCounts(tx, campaign.id, { applications: -1 });
    return { application: withdrawn!, campaign };
  });

  await announceApplicationChange(deps, {
    application: outcome.application,
    campaign: outcome.campaign,
    change: 'withdrawn',
    actor,
    hasCountsChanged: true,
  });
  return {
    application: await loadMyApplication(db, applicationId),
    message: APPLICATION_MESSAGES.withdrawn,
  };
}
