import { MODERATION_MESSAGES, type CampaignModerationResult } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { recordAdminAction } from '../admin/admin-actions';
import {
  announceModeratedCampaign,
  applyModerationStatus,
  type ModerationStatus,
} from '../campaigns/moderation-status';
import { listWorkspaceOwners } from '../workspaces/membership';
import { findAdminCampaigns } from './admin-campaigns';

/**
 * POST /api/admin/campaigns/:id/pause and /close (admins and super admins, decision 0059): the
 * campaign's status changes under the brand's own rules (409 for a move they do not allow: a
 * closed campaign cannot be paused, a paused one can be closed), one audit row names the brand's
 * owner, and after commit the brand's people are notified with the reason. A campaign closed
 * here cannot be reactivated by the brand (moderation-locks.ts).
 */
export async function moderateCampaign(
  deps: AppDeps,
  adminId: string,
  campaignId: string,
  status: ModerationStatus,
  reason: string,
  now = new Date(),
): Promise<CampaignModerationResult> {
  const { db } = deps.database;
  const { campaign } = await db.transaction(async (tx) => {
    const moderated = await applyModerationStatus(tx, adminId, campaignId, status, reason, now, {
      isStrict: true,
    });
    const [owner] = await listWorkspaceOwners(tx, moderated.campaign.brandId);
    await recordAdminAction(tx, {
      adminId,
      targetUserId: owner?.userId ?? null,
      actionType: status === 'paused' ? 'campaign_paused' : 'campaign_closed',
      details: {
        campaignId,
        campaignTitle: moderated.campaign.title,
        workspaceId: moderated.campaign.brandId,
        from: moderated.previousStatus,
        to: status,
        reason,
      },
      at: now,
    });
    return moderated;
  });
  await announceModeratedCampaign(deps, campaign, reason);
  const [view] = await findAdminCampaigns(db, [campaignId]);
  return {
    campaign: view!,
    message: status === 'paused' ? MODERATION_MESSAGES.campaignPaused : MODERATION_MESSAGES.campaignClosed,
  };
}
