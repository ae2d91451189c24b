import {
  affiliateExpiryEnd,
  BRAND_AFFILIATE_MESSAGES,
  type CreateAffiliateCodeValues,
  type CreatedAffiliateCode,
} from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { affiliateCodes, campaignApplications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announceAffiliateChange } from './brand-affiliate-events';
import { ACCEPTED_STATUSES, toBrandCode } from './campaign-codes';

type CreateCodeDeps = Pick<AppDeps, 'database' | 'events'>;

/**
 * Creates an affiliate code for one of the campaign's accepted creators (spec 02 'Affiliate code
 * form'; the spec's "second insert for syncing" is not needed: the creator's hub reads the same
 * row). Another workspace's campaign is 404; a member not assigned to the campaign's brand
 * profile 403; a creator the campaign has not accepted 400 on creatorId. The brand's active
 * codes are unique (a partial unique index decides, also between concurrent requests): a taken
 * code is 409. The code works through the end of `expiresOn` in the UAE.
 */
export async function createAffiliateCode(
  deps: CreateCodeDeps,
  brand: Membership,
  campaignId: string,
  input: CreateAffiliateCodeValues,
  now = new Date(),
): Promise<CreatedAffiliateCode> {
  const row = await deps.database.db.transaction(async (tx) => {
    const campaign = await getOwnCampaignOrThrow(tx, brand.workspaceId, campaignId);
    assertMayWorkOn(brand, campaign.brandProfileId);
    const [application] = await tx
      .select({ id: campaignApplications.id })
      .from(campaignApplications)
      .where(
        and(
          eq(campaignApplications.campaignId, campaignId),
          eq(campaignApplications.creatorId, input.creatorId),
          inArray(campaignApplications.status, [...ACCEPTED_STATUSES]),
        ),
      );
    if (!application) {
      throw new AppError('VALIDATION_FAILED', BRAND_AFFILIATE_MESSAGES.formInvalid, {
        creatorId: [BRAND_AFFILIATE_MESSAGES.creatorNotAccepted],
      });
    }
    const [created] = await tx
      .insert(affiliateCodes)
      .values({
        creatorId: input.creatorId,
        brandId: brand.workspaceId,
        campaignId,
        code: input.code,
        brandUrl: input.brandUrl,
        instructions: input.instructions,
        expiresAt: affiliateExpiryEnd(input.expiresOn),
        isExternal: false,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', BRAND_AFFILIATE_MESSAGES.codeTaken(input.code));
    const creatorName = nameOf((await loadPeople(tx, [input.creatorId])).get(input.creatorId));
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'affiliate_code_created',
      subject: `${created.code} for ${creatorName} (${campaign.title})`,
      details: { codeId: created.id, campaignId, creatorId: input.creatorId },
    });
    return created;
  });
  await announceAffiliateChange(deps, brand.workspaceId, [row.creatorId], { campaignId, codeId: row.id });
  return { code: toBrandCode(row, now), creatorId: row.creatorId, message: BRAND_AFFILIATE_MESSAGES.created };
}
