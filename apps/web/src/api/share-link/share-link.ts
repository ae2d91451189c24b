import {
  SHARE_LINK_EVENTS,
  type ShareLinkChange,
  type ShareLinkResponse,
  type UpdateShareLinkInput,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

// The signed-in creator's share link (/api/share-link). A change in another tab or a visit of
// the public page (share-link.changed) refetches it, so the view count is live.
const shareLinkKeys = { all: ['share-link'] as const };
const LIVE_EVENTS = [SHARE_LINK_EVENTS.changed];

/** GET /api/share-link: null until the creator creates one. */
export function useShareLink() {
  useInvalidateOnServerEvents(LIVE_EVENTS, shareLinkKeys.all);
  return useQuery({
    queryKey: shareLinkKeys.all,
    queryFn: ({ signal }) => apiFetch<ShareLinkResponse>('/share-link', { signal }),
  });
}

/** Every change answers the link as it is now: it replaces the cached one. */
function useShareLinkMutation<Input>(call: (input: Input) => Promise<ShareLinkChange>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: ({ shareLink }) =>
      queryClient.setQueryData<ShareLinkResponse>(shareLinkKeys.all, { shareLink }),
  });
}

/** POST /api/share-link ('Create Share Link'). */
export const useCreateShareLink = () =>
  useShareLinkMutation<void>(() => apiFetch<ShareLinkChange>('/share-link', { method: 'POST' }));

/** PATCH /api/share-link: activate or deactivate. */
export const useSetShareLinkActive = () =>
  useShareLinkMutation<UpdateShareLinkInput>((body) =>
    apiFetch<ShareLinkChange>('/share-link', { method: 'PATCH', body }),
  );

/** POST /api/share-link/regenerate: a new code, active; the old address stops working. */
export const useRegenerateShareLink = () =>
  useShareLinkMutation<void>(() => apiFetch<ShareLinkChange>('/share-link/regenerate', { method: 'POST' }));
