import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';

/**
 * Closes every open campaign (active, paused or draft) of a brand whose account is being
 * deleted, inside the deletion's transaction: creators can no longer find or apply to a
 * campaign nobody will answer, while its applications and history stay readable. The
 * caller announces the feed change after commit.
 */
export async function closeCampaignsOfDeletedBrand(tx: Tx, brandId: string, now = new Date()): Promise<void> {
  await tx
    .update(campaigns)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(campaigns.brandId, brandId), inArray(campaigns.status, ['active', 'paused', 'draft'])));
}
