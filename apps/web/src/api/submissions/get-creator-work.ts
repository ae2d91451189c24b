import {
  AGENT_EVENTS,
  APPLICATION_EVENTS,
  RESULTS_EVENTS,
  SUBMISSION_EVENTS,
  type CreatorWorkDetail,
  type CreatorWorkList,
} from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { creatorWorkKeys } from './creator-work-keys';

/**
 * What changes the creator side's work: a submission or its review, the final results and their
 * review (the content status), an approval (new work), and for an agent a representation
 * starting or ending.
 */
const LIVE_EVENTS = [
  SUBMISSION_EVENTS.changed,
  RESULTS_EVENTS.changed,
  APPLICATION_EVENTS.changed,
  AGENT_EVENTS.representationChanged,
];

/** GET /api/submissions/work: every approved application's work, live over the event stream. */
export function useCreatorWork() {
  useInvalidateOnServerEvents(LIVE_EVENTS, creatorWorkKeys.all);
  return useQuery({
    queryKey: creatorWorkKeys.list(),
    queryFn: ({ signal }) => apiFetch<CreatorWorkList>('/submissions/work', { signal }),
    select: (data) => data.items,
  });
}

/**
 * GET /api/submissions/work/:applicationId: one application's work and overview (the campaign
 * work panel). A brand's review arrives live, so a revision request shows without a reload.
 */
export function useCreatorWorkDetail(applicationId: string) {
  useInvalidateOnServerEvents(LIVE_EVENTS, creatorWorkKeys.all);
  return useQuery({
    queryKey: creatorWorkKeys.detail(applicationId),
    queryFn: ({ signal }) =>
      apiFetch<CreatorWorkDetail>(apiPath`/submissions/work/${applicationId}`, { signal }),
    enabled: applicationId !== '',
  });
}
