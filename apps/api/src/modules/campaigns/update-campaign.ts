import {
  CAMPAIGN_MESSAGES,
  earliestToday,
  isDeadlineBeforeToday,
  type BrandCampaign,
  type CampaignInput,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { publishCampaignChange } from './campaign-events';
import { assertBannerUsable, assertCanAwardPoints, campaignFieldError } from './campaign-references';
import { campaignColumns, toBrandCampaign } from './campaign-view';
import type { CampaignDeps } from './campaigns.types';
import { getOwnCampaignOrThrow } from './find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';

/**
 * Saves the Edit Campaign form over the brand's campaign (404 for anyone else's). A
 * deadline that is kept may lie in the past; a changed one must not. Status and
 * publication do not change here.
 */
export async function updateCampaign(
  deps: CampaignDeps,
  brand: Membership,
  campaignId: string,
  input: CampaignInput,
  now = new Date(),
): Promise<BrandCampaign> {
  const brandId = brand.workspaceId;
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await getOwnCampaignOrThrow(tx, brandId, campaignId, { shouldLock: true });
    assertMayWorkOn(brand, current.brandProfileId);
    const hasNewDeadline = input.applicationDeadline !== current.applicationDeadline;
    if (hasNewDeadline && isDeadlineBeforeToday(input.applicationDeadline, earliestToday(now))) {
      throw campaignFieldError('applicationDeadline', CAMPAIGN_MESSAGES.deadlinePast);
    }
    if (input.pointRewardEnabled && !current.pointRewardEnabled) await assertCanAwardPoints(tx, brandId);
    if (input.bannerUploadId && input.bannerUploadId !== current.bannerUploadId) {
      await assertBannerUsable(tx, brand.userId, input.bannerUploadId);
    }
    const [updated] = await tx
      .update(campaigns)
      .set({ ...input, updatedAt: now })
      .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)))
      .returning(campaignColumns);
    await recordActivity(tx, {
      workspaceId: brandId,
      actorId: brand.userId,
      action: 'campaign_updated',
      subject: input.title,
      details: { campaignId },
    });
    return updated!;
  });

  await publishCampaignChange(deps, brandId, { campaignId, change: 'updated', status: row.status });
  return toBrandCampaign(row);
}
