import {
  NOTIFICATION_EVENTS,
  type Notification,
  type NotificationDeletedEvent,
  type NotificationPreferenceList,
  type NotificationUpdatedEvent,
} from '@partnerly/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { useServerEvent } from '@/lib/event-stream';
import {
  updateNotificationLists,
  withCreated,
  withoutNotification,
  withReadState,
} from './notification-cache';
import { notificationKeys } from './notification-keys';

/**
 * Applies the notification events of the signed-in user's stream to the cached lists: a new
 * notification goes on top of the bell with a toast of its title and message; reads and
 * deletions (from any tab) update the lists and the badge.
 */
export function useLiveNotifications(): void {
  const queryClient = useQueryClient();

  useServerEvent(NOTIFICATION_EVENTS.created, (data) => {
    const notification = data as Notification;
    updateNotificationLists(queryClient, (list, limit) => withCreated(list, notification, limit));
    toast({ title: notification.title, description: notification.message });
  });

  useServerEvent(NOTIFICATION_EVENTS.updated, (data) => {
    const { ids, isRead, unreadCount } = data as NotificationUpdatedEvent;
    updateNotificationLists(queryClient, (list) => withReadState(list, ids, isRead, unreadCount));
  });

  useServerEvent(NOTIFICATION_EVENTS.deleted, (data) => {
    const { id, unreadCount } = data as NotificationDeletedEvent;
    updateNotificationLists(queryClient, (list) => withoutNotification(list, id, unreadCount));
  });

  useServerEvent(NOTIFICATION_EVENTS.preferencesUpdated, (data) => {
    queryClient.setQueryData<NotificationPreferenceList>(
      notificationKeys.preferences,
      data as NotificationPreferenceList,
    );
  });
}
