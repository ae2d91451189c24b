import { DISPUTE_EVENTS, type ApplicationDisputes } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { disputeKeys } from './dispute-keys';

/**
 * GET /api/applications/:id/disputes: the application's disputes, newest first, and whether
 * the caller may open one. Each step (opened, investigating, resolved) arrives over the event
 * stream (disputes.changed) and refetches; nothing polls.
 */
export function useApplicationDisputes(applicationId: string, { enabled = true } = {}) {
  useInvalidateOnServerEvents([DISPUTE_EVENTS.changed], disputeKeys.all);
  return useQuery({
    queryKey: disputeKeys.application(applicationId),
    queryFn: ({ signal }) =>
      apiFetch<ApplicationDisputes>(apiPath`/applications/${applicationId}/disputes`, { signal }),
    enabled,
  });
}
