import { randomUUID } from 'node:crypto';
import type { BrandCampaign, CampaignInput } from '@partnerly/contracts';
import { campaigns } from '../../db/schema';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertWithinMonthlyLimit } from '../subscriptions/limits/assert-within-monthly-limit';
import { publishCampaignChange } from './campaign-events';
import { assertBannerUsable, assertCanAwardPoints } from './campaign-references';
import { campaignColumns, toBrandCampaign } from './campaign-view';
import type { CampaignDeps } from './campaigns.types';

/**
 * Publishes a campaign for the brand workspace under the acting brand profile (a member only
 * under a profile assigned to them): active and published at once. The active
 * subscription and the monthly campaign-post limit are checked in the insert's own
 * transaction (the limit check locks the brand's subscription row), so concurrent creates
 * at the limit cannot overshoot it and a failed insert gives the post back.
 */
export async function createCampaign(
  deps: CampaignDeps,
  brand: Membership,
  brandProfileId: string | null,
  input: CampaignInput,
  now = new Date(),
): Promise<BrandCampaign> {
  assertMayWorkOn(brand, brandProfileId);
  const brandId = brand.workspaceId;
  const { db } = deps.database;
  if (input.pointRewardEnabled) await assertCanAwardPoints(db, brandId);

  const row = await db.transaction(async (tx) => {
    if (input.bannerUploadId) await assertBannerUsable(tx, brand.userId, input.bannerUploadId);
    await assertWithinMonthlyLimit(tx, brandId, 'campaign_posts', now);
    const id = randomUUID();
    const [created] = await tx
      .insert(campaigns)
      .values({
        ...input,
        id,
        brandId,
        brandProfileId,
        status: 'active',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning(campaignColumns);
    await recordActivity(tx, {
      workspaceId: brandId,
      actorId: brand.userId,
      action: 'campaign_created',
      subject: input.title,
    });
    return created!;
  });

  await publishCampaignChange(deps, brandId, { campaignId: row.id, change: 'created', status: row.status });
  return toBrandCampaign(row);
}
