import { AGENT_EVENTS, type RepresentationList } from '@partnerly/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { representationKeys } from './representation-keys';

const LIVE_EVENTS = [AGENT_EVENTS.representationChanged];

/**
 * GET /api/agents/representations: the requests an agent sent, or the ones a creator got,
 * newest first, as one cache entry; each caller picks its view with `select`. The other
 * side's answers arrive over the event stream.
 */
export function useRepresentationList<T>({
  select,
  isEnabled = true,
}: {
  select: (list: RepresentationList) => T;
  isEnabled?: boolean;
}) {
  useInvalidateOnServerEvents(LIVE_EVENTS, representationKeys.list);
  return useQuery({
    queryKey: representationKeys.list,
    queryFn: ({ signal }) => apiFetch<RepresentationList>('/agents/representations', { signal }),
    select,
    enabled: isEnabled,
  });
}

/** Refetches the list after this browser changed a representation. */
export function useRefreshRepresentations() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: representationKeys.list });
}
