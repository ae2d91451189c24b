import type { NotificationList } from '@partnerly/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

const fetchNotifications = (limit: number, signal?: AbortSignal) =>
  apiFetch<NotificationList>(`/notifications?limit=${limit}`, { signal });

/**
 * GET /api/notifications?limit=: newest first, expired excluded, with the unread count. The
 * event stream keeps it current (see use-live-notifications), so it never polls.
 */
export function useNotifications(limit: number) {
  return useQuery({
    queryKey: notificationKeys.list(limit),
    queryFn: ({ signal }) => fetchNotifications(limit, signal),
  });
}
