import { countApplications, type CampaignApplications } from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications } from '../../db/schema';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import type { Membership } from '../workspaces/membership';
import { assertMayWorkOn } from '../workspaces/workspace-access';
import type { ApplicationDeps } from './applications.types';
import { announceApplicationsViewed } from './application-notices';
import { loadBrandApplications } from './load-views';

/** The Applications dialog of one of the brand's campaigns (another brand's: 404), without withdrawn ones. */
export async function listCampaignApplications(
  db: Executor,
  brandId: string,
  campaignId: string,
): Promise<CampaignApplications> {
  const campaign = await getOwnCampaignOrThrow(db, brandId, campaignId);
  // A withdrawn application is no longer one to review (the brand was told when it happened).
  const applications = await loadBrandApplications(
    db,
    brandId,
    and(eq(campaignApplications.campaignId, campaignId), ne(campaignApplications.status, 'withdrawn')),
  );
  return {
    campaign: {
      id: campaign.id,
      title: campaign.title,
      status: campaign.status,
      budgetMin: campaign.budgetMin,
      budgetMax: campaign.budgetMax,
      contentDeadline: campaign.contentDeadline,
    },
    applications,
    counts: countApplications(applications),
  };
}

/**
 * Opening the dialog marks every unviewed application of the campaign viewed_by_brand. Only
 * for those who work on the campaign's brand profile: a member reading another profile's
 * applications gets 403 and leaves their 'New' badges to the people assigned to it.
 */
export async function markApplicationsViewed(
  deps: ApplicationDeps,
  brand: Membership,
  campaignId: string,
): Promise<{ updated: number }> {
  const { db } = deps.database;
  const brandId = brand.workspaceId;
  const campaign = await getOwnCampaignOrThrow(db, brandId, campaignId);
  assertMayWorkOn(brand, campaign.brandProfileId);
  const rows = await db
    .update(campaignApplications)
    .set({ viewedByBrand: true })
    .where(
      and(eq(campaignApplications.campaignId, campaignId), eq(campaignApplications.viewedByBrand, false)),
    )
    .returning({ id: campaignApplications.id });
  if (rows.length > 0) await announceApplicationsViewed(deps, brandId, campaignId);
  return { updated: rows.length };
}
