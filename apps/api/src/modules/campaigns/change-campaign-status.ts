import {
  CAMPAIGN_MESSAGES,
  campaignStatusMessage,
  canChangeCampaignStatus,
  type BrandCampaign,
  type CampaignStatus,
  type ChangeCampaignStatusInput,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { publishCampaignChange } from './campaign-events';
import { campaignColumns, toBrandCampaign } from './campaign-view';
import type { CampaignDeps } from './campaigns.types';
import { getOwnCampaignOrThrow } from './find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';

const DONE: Record<ChangeCampaignStatusInput['status'], string> = {
  active: 'reactivated',
  paused: 'paused',
  closed: 'closed',
};

function refusal(from: CampaignStatus, to: ChangeCampaignStatusInput['status']): AppError {
  const reason = from === to ? `the campaign is already ${from}` : `a ${from} campaign cannot be ${DONE[to]}`;
  return new AppError('CONFLICT', `${CAMPAIGN_MESSAGES.statusFailed}: ${reason}`);
}

/**
 * Pause Applications, Reactivate Campaign or Close (spec 02 section 4). Becoming active
 * sets published_at to now. Answers the campaign and the spec's toast.
 */
export async function changeCampaignStatus(
  deps: CampaignDeps,
  brand: Membership,
  campaignId: string,
  { status }: ChangeCampaignStatusInput,
  now = new Date(),
): Promise<{ campaign: BrandCampaign; message: string }> {
  const brandId = brand.workspaceId;
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await getOwnCampaignOrThrow(tx, brandId, campaignId, { shouldLock: true });
    assertMayWorkOn(brand, current.brandProfileId);
    if (!canChangeCampaignStatus(current.status, status)) throw refusal(current.status, status);
    const [updated] = await tx
      .update(campaigns)
      .set({ status, updatedAt: now, ...(status === 'active' ? { publishedAt: now } : {}) })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)))
      .returning(campaignColumns);
    await recordActivity(tx, {
      workspaceId: brandId,
      actorId: brand.userId,
      action: 'campaign_status_changed',
      subject: current.title,
      details: { campaignId, from: current.status, to: status },
    });
    return updated!;
  });

  await publishCampaignChange(deps, brandId, { campaignId, change: 'status', status: row.status });
  return { campaign: toBrandCampaign(row), message: campaignStatusMessage(status) };
}
