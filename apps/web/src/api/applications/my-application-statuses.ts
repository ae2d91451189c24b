import {
  APPLICATION_EVENTS,
  CREATOR_PLACE_STATUSES,
  MY_APPLICATION_STATUSES_MAX,
  type ApplicationStatus,
  type MyApplicationStatuses,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { useQueries } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

export const myApplicationStatusKeys = {
  all: ['applications', 'mine', 'statuses'] as const,
  of: (campaignIds: readonly string[]) => ['applications', 'mine', 'statuses', campaignIds] as const,
};

/** The card's word for the viewer's own application (a catalog key): 'Withdrawn', else 'Applied'. */
const appliedLabelOf = (status: ApplicationStatus): MessageKey =>
  status === 'withdrawn' ? 'campaignFeed.withdrawn' : 'campaignFeed.applied';

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
): Map<string, MessageKey> {
  return new Map(
    answers.flatMap((answer) =>
      (answer?.statuses ?? []).map(({ campaignId, status }) => [campaignId, appliedLabelOf(status)] as const),
    ),
  );
}

/**
 * The campaigns the viewer holds a place on (approved, or content under way), from the answers
 * loaded so far: an onsite or event one gives her an event pass on its card.
 */
export function placedCampaignIdsOf(answers: readonly (MyApplicationStatuses | undefined)[]): Set<string> {
  const placed: readonly string[] = CREATOR_PLACE_STATUSES;
  return new Set(
    answers.flatMap((answer) =>
      (answer?.statuses ?? [])
        .filter(({ status }) => placed.includes(status))
        .map(({ campaignId }) => campaignId),
    ),
  );
}

/** The viewer's own applications as the feed cards show them. */
export interface MyFeedApplications {
  /** 'Applied' (or 'Withdrawn') by campaign id. */
  appliedLabels: ReadonlyMap<string, MessageKey>;
  /** Campaigns the viewer was approved on. */
  placedCampaignIds: ReadonlySet<string>;
}

/**
 * GET /api/applications/mine/statuses for each loaded feed page: the signed-in creator's own
 * application per card, asked per viewer because the feed's pages are shared (decision 0017).
 * Re-read when one of her applications changes. Undefined when not `enabled`.
 */
export function useMyFeedApplications(
  pages: readonly (readonly string[])[],
  enabled: boolean,
): MyFeedApplications | undefined {
  useInvalidateOnServerEvents([APPLICATION_EVENTS.changed], myApplicationStatusKeys.all);
  const requests = enabled ? statusRequestsOf(pages).filter((ids) => ids.length > 0) : [];
  const mine = useQueries({
    queries: requests.map((campaignIds) => ({
      queryKey: myApplicationStatusKeys.of(campaignIds),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<MyApplicationStatuses>(
          apiPath`/applications/mine/statuses?campaignIds=${campaignIds.join(',')}`,
          { signal },
        ),
    })),
    combine: (results) => {
      const answers = results.map((result) => result.data);
      return { appliedLabels: appliedLabelsOf(answers), placedCampaignIds: placedCampaignIdsOf(answers) };
    },
  });
  return enabled ? mine : undefined;
}
