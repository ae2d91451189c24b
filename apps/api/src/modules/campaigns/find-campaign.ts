import { CAMPAIGN_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { campaignColumns, type StoredCampaign } from './campaign-view';

export const campaignNotFound = () => new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);

/**
 * The brand's own campaign, or 404 (another brand's campaign answers exactly like a
 * missing one). `shouldLock` takes a row lock for the caller's transaction.
 */
export async function getOwnCampaignOrThrow(
  db: Executor,
  brandId: string,
  campaignId: string,
  options: { shouldLock?: boolean } = {},
): Promise<StoredCampaign> {
  const query = db
    .select(campaignColumns)
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)));
  const [row] = options.shouldLock ? await query.for('update') : await query;
  if (!row) throw campaignNotFound();
  return row;
}
