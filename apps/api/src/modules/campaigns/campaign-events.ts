import { CAMPAIGN_EVENTS, type CampaignChangedEvent } from '@partnerly/contracts';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { announceFeedChange } from './feed-cache';
import type { CampaignDeps } from './campaigns.types';

/**
 * Tells the open streams of the owning brand workspace's people that a campaign changed (its list, counts and
 * dashboard refetch) and empties the feed's shared pages. Counters: announceCampaignCounts.
 * Call after the change committed.
 */
export async function publishCampaignChange(
  deps: Pick<CampaignDeps, 'events' | 'feedCache' | 'database'>,
  brandId: string,
  event: CampaignChangedEvent,
): Promise<void> {
  await announceFeedChange(deps);
  await publishToWorkspace(deps, brandId, CAMPAIGN_EVENTS.changed, event);
}
