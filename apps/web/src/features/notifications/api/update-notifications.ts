import type { NotificationList, NotificationUnreadCount } from '@partnerly/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiPath } from '@/lib/api-client';
import {
  isCachedUnread,
  updateNotificationLists,
  withoutNotification,
  withReadState,
} from './notification-cache';
import { notificationKeys } from './notification-keys';

// Read, read-all and delete change the lists at once; the server's answer (and its
// notification.updated / notification.deleted event) then sets the exact unread count.
// Failures are silently ignored (spec 01 section 8): the lists are simply reloaded.

function useNotificationMutation<TVariables>(
  request: (variables: TVariables) => Promise<NotificationUnreadCount>,
  applyOptimistic: (
    list: NotificationList,
    variables: TVariables,
    context: { wasUnread: boolean },
  ) => NotificationList,
  wasUnread: (variables: TVariables) => boolean,
  afterSuccess?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists });
      const context = { wasUnread: wasUnread(variables) };
      updateNotificationLists(queryClient, (list) => applyOptimistic(list, variables, context));
    },
    onSuccess: ({ unreadCount }) => {
      updateNotificationLists(queryClient, (list) => ({ ...list, unreadCount: Math.max(0, unreadCount) }));
      afterSuccess?.();
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
  });
}

/** PATCH /api/notifications/:id/read */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useNotificationMutation<string>(
    (id) => apiFetch(apiPath`/notifications/${id}/read`, { method: 'PATCH' }),
    (list, id, { wasUnread }) => withReadState(list, [id], true, list.unreadCount - (wasUnread ? 1 : 0)),
    (id) => isCachedUnread(queryClient, id),
  );
}

/** POST /api/notifications/read-all */
export function useMarkAllNotificationsRead() {
  return useNotificationMutation<void>(
    () => apiFetch('/notifications/read-all', { method: 'POST' }),
    (list) => withReadState(list, 'all', true, 0),
    () => false,
  );
}

/** DELETE /api/notifications/:id */
export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useNotificationMutation<string>(
    (id) => apiFetch(apiPath`/notifications/${id}`, { method: 'DELETE' }),
    (list, id, { wasUnread }) => withoutNotification(list, id, list.unreadCount - (wasUnread ? 1 : 0)),
    (id) => isCachedUnread(queryClient, id),
    // The bell shows the newest 5: the next one moves up.
    () => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists }),
  );
}
