import { CAMPAIGN_EVENTS, type CampaignChangedEvent } from '@partnerly/contracts';
import { publishToUser } from '../notifications/notification-events';
import { announceFeedChange } from './feed-cache';
import type { CampaignDeps } from './campaigns.types';

/**
 * Tells the owning brand's open streams that a campaign changed (its list, counts and
 * dashboard refetch) and empties the feed's shared pages. Counters: announceCampaignCounts.
 * Call after the change committed.
 */
export async function publishCampaignChange(
  deps: Pick<CampaignDeps, 'events' | 'feedCache'>,
  brandId: string,
  event: CampaignChangedEvent,
): Promise<void> {
  await announceFeedChange(deps);
  await publishToUser(deps, brandId, CAMPAIGN_EVENTS.changed, event);
}
