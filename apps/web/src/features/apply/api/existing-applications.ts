import {
  APPLICATION_EVENTS,
  MY_APPLICATIONS_LIMIT_MAX,
  type MyApplication,
  type MyApplicationList,
} from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';
import { applyKeys } from './apply-keys';

/**
 * GET /api/applications/mine: what the caller (or, for an agent, each creator it represents)
 * already applied to, so the dialog can say so before a second try. The server's unique
 * constraint stays the authority.
 */
export function useExistingApplications(enabled = true) {
  useInvalidateOnServerEvents([APPLICATION_EVENTS.changed], applyKeys.existing);
  return useQuery({
    queryKey: applyKeys.existing,
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<MyApplicationList>(`/applications/mine?limit=${MY_APPLICATIONS_LIMIT_MAX}`, { signal }),
    select: (data) => data.applications,
  });
}

/** The application of `creatorId` (any creator when undefined) to the campaign, if one exists. */
export function findExisting(
  applications: readonly MyApplication[] | undefined,
  campaignId: string,
  creatorId: string | undefined,
): MyApplication | undefined {
  return applications?.find(
    (application) =>
      application.campaignId === campaignId &&
      (creatorId === undefined || application.creator.id === creatorId),
  );
}
