import {
  APPLICATION_EVENTS,
  DISPUTE_EVENTS,
  MY_APPLICATIONS_PAGE_SIZE,
  type MyApplicationList,
} from '@partnerly/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { myApplicationKeys } from './my-application-keys';

/** The brand's moves, and each step of a dispute (the cards show its status). */
const LIVE_EVENTS = [APPLICATION_EVENTS.changed, DISPUTE_EVENTS.changed];

/**
 * GET /api/applications/mine?limit= (newest first): the creator home's last few
 * applications, or an agent's creators'. The brand's moves and dispute steps arrive over the
 * event stream (applications.changed, disputes.changed) and refetch the list; nothing polls.
 */
export function useMyApplications(limit: number) {
  useInvalidateOnServerEvents(LIVE_EVENTS, myApplicationKeys.all);
  return useQuery({
    queryKey: myApplicationKeys.list(limit),
    queryFn: ({ signal }) => apiFetch<MyApplicationList>(`/applications/mine?limit=${limit}`, { signal }),
    select: (data) => data.applications,
  });
}

/**
 * /my-applications: MY_APPLICATIONS_PAGE_SIZE at a time, older pages by cursor ('Load more'),
 * with the tab counts over all applications. A live change refetches the loaded pages.
 */
export function useMyApplicationPages() {
  useInvalidateOnServerEvents(LIVE_EVENTS, myApplicationKeys.all);
  return useInfiniteQuery({
    queryKey: myApplicationKeys.pages(),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ limit: String(MY_APPLICATIONS_PAGE_SIZE) });
      if (pageParam) query.set('cursor', pageParam);
      return apiFetch<MyApplicationList>(`/applications/mine?${query.toString()}`, { signal });
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    select: (data) => ({
      applications: data.pages.flatMap((page) => page.applications),
      counts: data.pages[0]?.counts ?? null,
    }),
  });
}
