import { SUBMISSION_EVENTS, type SubmissionList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { submissionKeys } from './submission-keys';

/** The query string of GET /api/submissions for one campaign's queue, or '' for all of them. */
function brandSubmissionsSearch(campaignId: string | null): string {
  return campaignId ? `?${new URLSearchParams({ campaignId }).toString()}` : '';
}

/**
 * GET /api/submissions: the submissions to the workspace's campaigns (or to one of them),
 * oldest first, as the brand reviews them.
 */
export function useBrandSubmissions(campaignId: string | null) {
  return useQuery({
    queryKey: submissionKeys.brand(campaignId),
    queryFn: ({ signal }) =>
      apiFetch<SubmissionList>(`/submissions${brandSubmissionsSearch(campaignId)}`, { signal }),
    select: (data) => data.submissions,
  });
}

const LIVE_EVENTS = [SUBMISSION_EVENTS.changed];

/** Every submissions list refetches when the server says a submission changed (no polling). */
export function useLiveSubmissions(): void {
  useInvalidateOnServerEvents(LIVE_EVENTS, submissionKeys.all);
}
