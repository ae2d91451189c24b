import type { Notification, NotificationList } from '@partnerly/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  isCachedUnread,
  updateNotificationLists,
  withCreated,
  withoutNotification,
  withReadState,
} from './notification-cache';
import { notificationKeys } from './notification-keys';

const notification = (id: string, isRead = false): Notification => ({
  id,
  type: 'system_update',
  title: `Title ${id}`,
  message: `Message ${id}`,
  link: null,
  isRead,
  createdAt: '2026-01-01T12:00:00.000Z',
  expiresAt: null,
});

const list = (items: Notification[], unreadCount: number): NotificationList => ({
  notifications: items,
  unreadCount,
});

describe('notification cache updates', () => {
  it('puts a new notification on top, keeps the limit and counts it once', () => {
    const before = list([notification('b'), notification('c', true)], 1);
    const after = withCreated(before, notification('a'), 2);
    expect(after.notifications.map((item) => item.id)).toEqual(['a', 'b']);
    expect(after.unreadCount).toBe(2);
    expect(withCreated(after, notification('a'), 2)).toBe(after);
  });

  it('marks read and never counts below 0', () => {
    const before = list([notification('a'), notification('b')], 2);
    const after = withReadState(before, ['a'], true, 1);
    expect(after.notifications.map((item) => item.isRead)).toEqual([true, false]);
    expect(after.unreadCount).toBe(1);
    expect(withReadState(before, 'all', true, -3)).toMatchObject({ unreadCount: 0 });
  });

  it('removes a deleted notification', () => {
    const after = withoutNotification(list([notification('a'), notification('b')], 2), 'a', 1);
    expect(after).toEqual(list([notification('b')], 1));
  });

  it('updates the bell list and the page list alike, each with its own limit', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(1), list([notification('b')], 1));
    queryClient.setQueryData(notificationKeys.list(50), list([notification('b')], 1));
    updateNotificationLists(queryClient, (cached, limit) => withCreated(cached, notification('a'), limit));
    expect(queryClient.getQueryData(notificationKeys.list(1))).toEqual(list([notification('a')], 2));
    expect(queryClient.getQueryData<NotificationList>(notificationKeys.list(50))?.notifications).toHaveLength(
      2,
    );
    expect(isCachedUnread(queryClient, 'b')).toBe(true);
    expect(isCachedUnread(queryClient, 'zzz')).toBe(false);
  });
});
