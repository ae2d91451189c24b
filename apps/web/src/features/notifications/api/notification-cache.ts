import type { Notification, NotificationList } from '@partnerly/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys';

// Pure updates of a cached list, used by optimistic mutations and live events. The unread
// count never goes below 0 (spec 01 section 4).

export function withCreated(list: NotificationList, notification: Notification, limit: number) {
  if (list.notifications.some((item) => item.id === notification.id)) return list;
  return {
    notifications: [notification, ...list.notifications].slice(0, limit),
    unreadCount: list.unreadCount + (notification.isRead ? 0 : 1),
  };
}

export function withReadState(
  list: NotificationList,
  ids: readonly string[] | 'all',
  isRead: boolean,
  unreadCount: number,
): NotificationList {
  const matches = (id: string) => ids === 'all' || ids.includes(id);
  return {
    notifications: list.notifications.map((item) => (matches(item.id) ? { ...item, isRead } : item)),
    unreadCount: Math.max(0, unreadCount),
  };
}

export function withoutNotification(list: NotificationList, id: string, unreadCount: number) {
  return {
    notifications: list.notifications.filter((item) => item.id !== id),
    unreadCount: Math.max(0, unreadCount),
  };
}

/** The limit a cached list was fetched with (the last part of its key). */
const limitOf = (key: readonly unknown[]) => (typeof key[2] === 'number' ? key[2] : 0);

/** Applies `update` to every cached notification list (the bell's and the page's). */
export function updateNotificationLists(
  queryClient: QueryClient,
  update: (list: NotificationList, limit: number) => NotificationList,
): void {
  for (const [key, list] of queryClient.getQueriesData<NotificationList>({
    queryKey: notificationKeys.lists,
  })) {
    if (list) queryClient.setQueryData(key, update(list, limitOf(key)));
  }
}

/** Whether any cached list shows this notification as unread. */
export function isCachedUnread(queryClient: QueryClient, id: string): boolean {
  return queryClient
    .getQueriesData<NotificationList>({ queryKey: notificationKeys.lists })
    .some(([, list]) => list?.notifications.some((item) => item.id === id && !item.isRead));
}
