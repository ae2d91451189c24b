import {
  SETTINGS_EVENTS,
  type AddSocialLinkInput,
  type SocialLink,
  type SocialLinkList,
} from '@partnerly/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/lib/session';
import { apiFetch, apiPath } from '@/lib/api-client';
import { useInvalidateOnServerEvents } from '@/lib/event-stream';

// The signed-in creator's social links (/api/me/social-links) with whether the privacy tab lets
// the public page show them: a privacy save (settings.updated) refetches the list.
const socialLinkKeys = { all: ['social-links'] as const };
const LIVE_EVENTS = [SETTINGS_EVENTS.updated];

/** GET /api/me/social-links. */
export function useSocialLinks() {
  useInvalidateOnServerEvents(LIVE_EVENTS, socialLinkKeys.all);
  return useQuery({
    queryKey: socialLinkKeys.all,
    queryFn: ({ signal }) => apiFetch<SocialLinkList>('/me/social-links', { signal }),
  });
}

/** Applies a change to the cached list, when there is one. */
function useUpdateList() {
  const queryClient = useQueryClient();
  return (change: (links: SocialLink[]) => SocialLink[]) => {
    queryClient.setQueryData<SocialLinkList>(socialLinkKeys.all, (list) =>
      list ? { ...list, links: change(list.links) } : list,
    );
    void queryClient.invalidateQueries({ queryKey: socialLinkKeys.all });
    // The links count towards the profile's completion, which the session reports.
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
  };
}

/** POST /api/me/social-links. */
export function useAddSocialLink() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: (input: AddSocialLinkInput) =>
      apiFetch<{ link: SocialLink; message: string }>('/me/social-links', { method: 'POST', body: input }),
    onSuccess: ({ link }) => updateList((links) => [...links, link]),
  });
}

/** DELETE /api/me/social-links/:id. */
export function useRemoveSocialLink() {
  const updateList = useUpdateList();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(apiPath`/me/social-links/${id}`, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => updateList((links) => links.filter((link) => link.id !== id)),
  });
}
