import { campaignDeletionBlockedMessage } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { campaigns } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { createNotification, noticeCopy, type LocalizedCopy } from '../notifications/create-notification';
import { loadCampaignApplicants } from './campaign-deletion';
import { publishCampaignChange } from './campaign-events';
import type { CampaignDeps } from './campaigns.types';
import { campaignNotFound, getOwnCampaignOrThrow } from './find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';

type DeleteCampaignDeps = CampaignDeps & Pick<AppDeps, 'mail' | 'publicUrl'>;

/**
 * Deletes the brand's campaign (404 for anyone else's). Agreed work is never silently lost
 * (ADR 0040): with approved or in-progress applications or an accepted negotiation it
 * answers 409 (close it instead); each pending applicant, and the agent who submitted a
 * pending application for its creator, is told the campaign was withdrawn (bell, and e-mail
 * by their preferences). The month's campaign post stays counted: the plan
 * limits posts per month, not live campaigns.
 */
export async function deleteCampaign(
  deps: DeleteCampaignDeps,
  brand: Membership,
  campaignId: string,
): Promise<void> {
  const brandId = brand.workspaceId;
  const { title, recipientIds } = await deps.database.db.transaction(async (tx) => {
    // The locks hold off approvals and agreements on its applications until the delete commits.
    const campaign = await getOwnCampaignOrThrow(tx, brandId, campaignId, { shouldLock: true });
    assertMayWorkOn(brand, campaign.brandProfileId);
    const applicants = await loadCampaignApplicants(tx, campaignId, { shouldLock: true });
    if (applicants.committedApplications > 0) {
      throw new AppError('CONFLICT', campaignDeletionBlockedMessage(applicants.committedApplications));
    }
    const [deleted] = await tx
      .delete(campaigns)
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)))
      .returning({ id: campaigns.id });
    if (!deleted) throw campaignNotFound();
    await recordActivity(tx, {
      workspaceId: brandId,
      actorId: brand.userId,
      action: 'campaign_deleted',
      subject: campaign.title,
      details: { campaignId },
    });
    // The agents who submitted pending applications for their creators are told too.
    const recipientIds = [...new Set([...applicants.pendingCreatorIds, ...applicants.pendingAgentIds])];
    return { title: campaign.title, recipientIds };
  });

  await publishCampaignChange(deps, brandId, { campaignId, change: 'deleted', status: null });
  const withdrawnCopy: LocalizedCopy = (language) => {
    const copy = noticeCopy(
      'campaignWithdrawn',
      { campaign: title },
      {
        subject: 'notifications.campaignWithdrawn.subject',
      },
    )(language);
    return { ...copy, subject: copy.subject?.slice(0, 200) };
  };
  await afterCommit(
    `the withdrawal notices of campaign ${campaignId}`,
    ...recipientIds.map(
      (userId) => () =>
        createNotification(deps, {
          userId,
          type: 'application_rejected',
          localized: withdrawnCopy,
          link: '/my-applications',
        }),
    ),
  );
}
