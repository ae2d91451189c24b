import {
  CAMPAIGN_MESSAGES,
  MODERATION_MESSAGES,
  campaignStatusMessage,
  canChangeCampaignStatus,
  type BrandCampaign,
  type CampaignStatus,
  type ChangeCampaignStatusInput,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { isCampaignClosedByModeration } from '../moderation/moderation-locks';
import { publishCampaignChange } from './campaign-events';
import { campaignColumns, toBrandCampaign, type StoredCampaign } from './campaign-view';
import type { CampaignDeps } from './campaigns.types';
import { getOwnCampaignOrThrow } from './find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity, type ActivityEntry } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';

const DONE: Record<ChangeCampaignStatusInput['status'], string> = {
  active: 'reactivated',
  paused: 'paused',
  closed: 'closed',
};

/** 409 for a move the status rules do not allow (spec 02 section 4). */
export function statusRefusal(from: CampaignStatus, to: ChangeCampaignStatusInput['status']): AppError {
  const reason = from === to ? `the campaign is already ${from}` : `a ${from} campaign cannot be ${DONE[to]}`;
  return new AppError('CONFLICT', `${CAMPAIGN_MESSAGES.statusFailed}: ${reason}`);
}

/**
 * Writes the new status (becoming active sets published_at to now) and the line of the
 * workspace's activity list, inside the caller's transaction: the brand's own action menu and
 * the admin console's moderation both go through here.
 */
export async function writeCampaignStatus(
  tx: Tx,
  current: StoredCampaign,
  status: ChangeCampaignStatusInput['status'],
  actor: Pick<ActivityEntry, 'actorId' | 'actorName'>,
  now: Date,
  details: Record<string, unknown> = {},
): Promise<StoredCampaign> {
  const [updated] = await tx
    .update(campaigns)
    .set({ status, updatedAt: now, ...(status === 'active' ? { publishedAt: now } : {}) })
    .where(and(eq(campaigns.id, current.id), eq(campaigns.brandId, current.brandId)))
    .returning(campaignColumns);
  await recordActivity(tx, {
    workspaceId: current.brandId,
    ...actor,
    action: 'campaign_status_changed',
    subject: current.title,
    details: { campaignId: current.id, from: current.status, to: status, ...details },
  });
  return updated!;
}

/**
 * Pause Applications, Reactivate Campaign or Close (spec 02 section 4). Becoming active
 * sets published_at to now. A campaign the Partnerly team closed stays closed (409). Answers
 * the campaign and the spec's toast.
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
    if (!canChangeCampaignStatus(current.status, status)) throw statusRefusal(current.status, status);
    if (
      status === 'active' &&
      current.status === 'closed' &&
      (await isCampaignClosedByModeration(tx, campaignId))
    )
      throw new AppError('CONFLICT', MODERATION_MESSAGES.closedByModeration);
    return writeCampaignStatus(tx, current, status, { actorId: brand.userId }, now);
  });

  await publishCampaignChange(deps, brandId, { campaignId, change: 'status', status: row.status });
  return { campaign: toBrandCampaign(row), message: campaignStatusMessage(status) };
}
