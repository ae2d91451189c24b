import type { BrandCampaign } from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns } from '../../db/schema';
import { campaignColumns, toBrandCampaign } from './campaign-view';

/** The Campaigns tab: every campaign of the brand, newest first, with application counts. */
export async function listBrandCampaigns(db: Executor, brandId: string): Promise<BrandCampaign[]> {
  const rows = await db
    .select(campaignColumns)
    .from(campaigns)
    .where(eq(campaigns.brandId, brandId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map(toBrandCampaign);
}
