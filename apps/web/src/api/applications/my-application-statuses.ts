import {
  APPLICATION_EVENTS,
  MY_APPLICATION_STATUSES_MAX,
  type ApplicationStatus,
  type MyApplicationStatuses,
} from '@partnerly/contracts';
import { useQueries } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

export const myApplicationStatusKeys = {
  all: ['applications', 'mine', 'statuses'] as const,
  of: (campaignIds: readonly string[]) => ['applications', 'mine', 'statuses', campaignIds] as const,
};

/** The card's word for the viewer's own application: 'Withdrawn', else 'Applied'. */
const appliedLabelOf = (status: ApplicationStatus) => (status === 'withdrawn' ? 'Withdrawn' : 'Applied');

/** The campaign ids of each loaded feed page, in requests of at most MY_APPLICATION_STATUSES_MAX. */
export function statusRequestsOf(pages: readonly (readonly string[])[]): string[][] {
  return pages.flatMap((ids) => {
    const requests: string[][] = [];
    for (let start = 0; start < ids.length; start += MY_APPLICATION_STATUSES_MAX) {
      requests.push(ids.slice(start, start + MY_APPLICATION_STATUSES_MAX));
    }
    return requests;
  });
}

/** 'Applied' (or 'Withdrawn') by campaign id from the answers loaded so far. */
export function appliedLabelsOf(
  answers: readonly (MyApplicationStatuses | undefined)[],
): Map<string, string> {
  return new Map(
    answers.flatMap((answer) =>
      (answer?.statuses ?? []).map(({ campaignId, status }) => [campaignId, appliedLabelOf(status)] as const),
    ),
  );
}

/**
 * GET /api/applications/mine/statuses for each loaded feed page: the signed-in creator's own
 * application per card, asked per viewer because the feed's pages are shared (decision 0017).
 * Re-read when one of her applications changes. Undefined when not `enabled`.
 */
export function useAppliedLabels(
  pages: readonly (readonly string[])[],
  enabled: boolean,
): ReadonlyMap<string, string> | undefined {
  useInvalidateOnServerEvents([APPLICATION_EVENTS.changed], myApplicationStatusKeys.all);
  const requests = enabled ? statusRequestsOf(pages).filter((ids) => ids.length > 0) : [];
  const labels = useQueries({
    queries: requests.map((campaignIds) => ({
      queryKey: myApplicationStatusKeys.of(campaignIds),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<MyApplicationStatuses>(
          apiPath`/applications/mine/statuses?campaignIds=${campaignIds.join(',')}`,
          { signal },
        ),
    })),
    combine: (results) => appliedLabelsOf(results.map((result) => result.data)),
  });
  return enabled ? labels : undefined;
}
