import { BRAND_AFFILIATE_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { affiliateCodes, campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import { announceAffiliateChange } from './brand-affiliate-events';

type DeleteCodeDeps = Pick<AppDeps, 'database' | 'events'>;

const codeNotFound = () => new AppError('NOT_FOUND', BRAND_AFFILIATE_MESSAGES.codeNotFound);

/**
 * Deletes one of the workspace's campaign codes (spec 02 'Delete from affiliate_codes by id',
 * after the confirm prompt). The delete is soft (issue 17): the status becomes deleted, so the
 * code stops working and leaves the creator's public page, while its events and imported orders
 * stay in both sides' analytics, and its text is free for a new code. Deleting a deleted code
 * changes nothing. Another workspace's code is 404; a member not assigned to the campaign's
 * brand profile 403.
 */
export async function deleteAffiliateCode(
  deps: DeleteCodeDeps,
  brand: Membership,
  codeId: string,
  now = new Date(),
): Promise<void> {
  const code = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: affiliateCodes.id,
        code: affiliateCodes.code,
        status: affiliateCodes.status,
        creatorId: affiliateCodes.creatorId,
        campaignId: affiliateCodes.campaignId,
        campaignTitle: campaigns.title,
        brandProfileId: campaigns.brandProfileId,
      })
      .from(affiliateCodes)
      .innerJoin(campaigns, eq(campaigns.id, affiliateCodes.campaignId))
      .where(and(eq(affiliateCodes.id, codeId), eq(affiliateCodes.brandId, brand.workspaceId)))
      .for('update', { of: affiliateCodes });
    if (!row) throw codeNotFound();
    assertMayWorkOn(brand, row.brandProfileId);
    if (row.status === 'deleted') return null;
    await tx
      .update(affiliateCodes)
      .set({ status: 'deleted', updatedAt: now })
      .where(eq(affiliateCodes.id, row.id));
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'affiliate_code_deleted',
      subject: `${row.code} (${row.campaignTitle})`,
      details: { codeId: row.id, campaignId: row.campaignId },
    });
    return row;
  });
  if (code?.campaignId) {
    await announceAffiliateChange(deps, brand.workspaceId, [code.creatorId], {
      campaignId: code.campaignId,
      codeId: code.id,
    });
  }
}
