import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaigns } from '../../db/schema';
import { CAMPAIGN_EVENTS } from '@partnerly/contracts';
import { publishToWorkspace } from '../workspaces/workspace-events';
import type { CampaignDeps } from './campaigns.types';

// The campaign's counters belong to other modules' events: applications (count, creators
// at work) and submissions (engagement). Those modules call these functions inside their
// own transactions, then announceCampaignCounts after commit; the brand list and dashboard
// read the counters without joining their tables.

export interface CampaignCountChange {
  /** +1 when an application arrives, -1 when one is withdrawn. */
  applications?: number;
  /** +1 when a creator is approved, -1 when they leave or finish. */
  activeCreators?: number;
}

/** Adds to the counters; returns the brand to announce to, or null for an unknown campaign. */
export async function adjustCampaignCounts(
  tx: Tx,
  campaignId: string,
  change: CampaignCountChange,
): Promise<{ brandId: string } | null> {
  const [row] = await tx
    .update(campaigns)
    .set({
      applicationsCount: sql`greatest(0, ${campaigns.applicationsCount} + ${change.applications ?? 0})`,
      activeCreators: sql`greatest(0, ${campaigns.activeCreators} + ${change.activeCreators ?? 0})`,
    })
    .where(eq(campaigns.id, campaignId))
    .returning({ brandId: campaigns.brandId });
  return row ?? null;
}

/** The campaign's engagement rate in percent (the mean over its content), or null. */
export async function setCampaignEngagementRate(
  tx: Tx,
  campaignId: string,
  rate: number | null,
): Promise<{ brandId: string } | null> {
  const [row] = await tx
    .update(campaigns)
    .set({ engagementRate: rate })
    .where(eq(campaigns.id, campaignId))
    .returning({ brandId: campaigns.brandId });
  return row ?? null;
}

/** After commit: the brand's list and dashboard refetch their counts (the feed shows none). */
export function announceCampaignCounts(
  deps: Pick<CampaignDeps, 'events' | 'database'>,
  brandId: string,
  campaignId: string,
): Promise<void> {
  return publishToWorkspace(deps, brandId, CAMPAIGN_EVENTS.changed, {
    campaignId,
    change: 'counts',
    status: null,
  });
}
