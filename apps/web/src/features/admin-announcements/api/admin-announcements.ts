import type {
  Announcement,
  AnnouncementList,
  AnnouncementRecipients,
  CreateAnnouncementInput,
} from '@partnerly/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

// Under ['admin']: Logout of the console drops them (features/admin).
const announcementKeys = {
  all: ['admin', 'announcements'] as const,
  list: (page: number) => ['admin', 'announcements', 'list', page] as const,
  recipients: ['admin', 'announcements', 'recipients'] as const,
};

/** The list's query string: page 1 left out. */
export function announcementsQueryString(page: number): string {
  return page > 1 ? `?page=${page}` : '';
}

/** GET /api/admin/announcements: the sent announcements, newest first. */
export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: announcementKeys.list(page),
    queryFn: ({ signal }) =>
      apiFetch<AnnouncementList>(`/admin/announcements${announcementsQueryString(page)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/admin/announcements/recipients: how many members would get it now. Read again when
 * the composer opens its confirmation, so the number confirmed is the current one.
 */
export function useAnnouncementRecipients() {
  return useQuery({
    queryKey: announcementKeys.recipients,
    queryFn: ({ signal }) => apiFetch<AnnouncementRecipients>('/admin/announcements/recipients', { signal }),
  });
}

/** POST /api/admin/announcements: stored, and its e-mails queued on the server. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAnnouncementInput) =>
      apiFetch<Announcement>('/admin/announcements', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.all }),
  });
}
