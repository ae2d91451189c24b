import type { FeedCampaign } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { brandProfiles, campaigns, profiles } from '../../db/schema';
import { hiddenProfileIds } from '../settings/settings.service';
import { isInBrandNetwork, isInWorkspace } from './campaign-audience';
import { mainBrandProfileOf } from './campaign-view';
import { campaignNotFound } from './find-campaign';
import { feedColumns, toFeedCampaign } from './list-campaign-feed';

/**
 * One campaign for the detail dialog or a shared link. Paused and closed campaigns stay
 * readable (with their notice); private ones only for the brand's network; drafts only
 * for the owner. Anything else answers 404.
 */
export async function getVisibleCampaign(
  db: Executor,
  viewerId: string,
  campaignId: string,
): Promise<FeedCampaign> {
  const [row] = await db
    .select(feedColumns)
    .from(campaigns)
    .leftJoin(profiles, eq(profiles.id, campaigns.brandId))
    .leftJoin(brandProfiles, mainBrandProfileOf(campaigns.brandId))
    .where(eq(campaigns.id, campaignId));
  if (!row) throw campaignNotFound();
  // The workspace's people (not the user whose id it took) see its drafts and private campaigns.
  const isOwner = await isInWorkspace(db, viewerId, row.brandId);
  if (!isOwner && row.status === 'draft') throw campaignNotFound();
  if (row.visibility !== 'public' && !isOwner && !(await isInBrandNetwork(db, viewerId, row.brandId))) {
    throw campaignNotFound();
  }
  const hiddenBrands = await hiddenProfileIds(db, [row.brandId], viewerId);
  return toFeedCampaign(row, hiddenBrands.has(row.brandId));
}

/** The brand profile a campaign runs under (who in the workspace hears of its applications). */
export async function brandProfileOfCampaign(db: Executor, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ brandProfileId: campaigns.brandProfileId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.brandProfileId ?? null;
}
