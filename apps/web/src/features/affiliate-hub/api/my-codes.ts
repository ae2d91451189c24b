import { AFFILIATE_ACTIVITY_EVENT, type MyAffiliateCodes, type MyCodeAnalytics } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { myCodesKeys } from './my-codes-keys';

const LIVE_EVENTS = [AFFILIATE_ACTIVITY_EVENT];

/**
 * Refetches the creator's codes and analytics when a code of theirs is viewed, copied or
 * clicked on their page, or changed in another tab (the event stream; nothing polls).
 */
function useLiveMyCodes(): void {
  useInvalidateOnServerEvents(LIVE_EVENTS, myCodesKeys.all);
}

/** GET /api/my-codes: the creator's codes that are not deleted, newest first. */
export function useMyCodes() {
  useLiveMyCodes();
  return useQuery({
    queryKey: myCodesKeys.list,
    queryFn: ({ signal }) => apiFetch<MyAffiliateCodes>('/my-codes', { signal }),
    select: (data) => data.codes,
  });
}

/** GET /api/my-codes/analytics: totals, top code, per-code details and insights. */
export function useMyCodeAnalytics() {
  useLiveMyCodes();
  return useQuery({
    queryKey: myCodesKeys.analytics,
    queryFn: ({ signal }) => apiFetch<MyCodeAnalytics>('/my-codes/analytics', { signal }),
  });
}
