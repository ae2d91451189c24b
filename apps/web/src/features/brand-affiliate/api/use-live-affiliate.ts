import { AFFILIATE_ACTIVITY_EVENT } from '@partnerly/contracts';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { brandAffiliateKeys } from './brand-affiliate-keys';

const LIVE_EVENTS = [AFFILIATE_ACTIVITY_EVENT];

/** Keeps the brand's affiliate screens current: tracked events and colleagues' changes refetch them. */
export function useLiveAffiliate(): void {
  useInvalidateOnServerEvents(LIVE_EVENTS, brandAffiliateKeys.all);
}
