import { CAMPAIGN_EVENTS } from '@partnerly/contracts';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { campaignKeys } from '@/api/campaigns/campaign-keys';

const EVENTS = [CAMPAIGN_EVENTS.changed];

/** The list, counts and stats refetch when the server says a campaign changed (no polling). */
export function useLiveCampaigns(): void {
  useInvalidateOnServerEvents(EVENTS, campaignKeys.all);
}
