import { APPLICATION_EVENTS, type MyApplicationList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { myApplicationKeys } from './my-application-keys';

/**
 * GET /api/applications/mine (newest first; `limit` for the creator home's last 5): the
 * creator's applications, or an agent's creators'. The brand's moves arrive over the event
 * stream (applications.changed) and refetch the list; nothing polls.
 */
export function useMyApplications(limit?: number) {
  useInvalidateOnServerEvents([APPLICATION_EVENTS.changed], myApplicationKeys.all);
  return useQuery({
    queryKey: myApplicationKeys.list(limit),
    queryFn: ({ signal }) =>
      apiFetch<MyApplicationList>(`/applications/mine${limit ? `?limit=${limit}` : ''}`, { signal }),
    select: (data) => data.applications,
  });
}
