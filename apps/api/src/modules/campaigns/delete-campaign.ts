import { and, eq } from 'drizzle-orm';
import { campaigns } from '../../db/schema';
import { publishCampaignChange } from './campaign-events';
import type { CampaignDeps } from './campaigns.types';
import { campaignNotFound } from './find-campaign';

/**
 * Deletes the brand's campaign (404 for anyone else's). The month's campaign post stays
 * counted: the plan limits posts per month, not live campaigns.
 */
export async function deleteCampaign(deps: CampaignDeps, brandId: string, campaignId: string): Promise<void> {
  const [deleted] = await deps.database.db
    .delete(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.brandId, brandId)))
    .returning({ id: campaigns.id });
  if (!deleted) throw campaignNotFound();
  await publishCampaignChange(deps, brandId, { campaignId, change: 'deleted', status: null });
}
