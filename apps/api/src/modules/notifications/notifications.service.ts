import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_LIST_LIMIT,
  type Notification,
  type NotificationDeletedEvent,
  type NotificationList,
  type NotificationUnreadCount,
  type NotificationUpdatedEvent,
} from '@partnerly/contracts';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { publishToUser } from './notification-events';

// Reading and changing the signed-in user's own notifications. Every query is scoped to
// userId, so another user's id behaves exactly like an unknown one (404).

type NotificationRow = typeof notifications.$inferSelect;
type ReadDeps = Pick<AppDeps, 'database'>;
type WriteDeps = Pick<AppDeps, 'database' | 'events'>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** The user's notifications that have not expired (database clock). */
const visibleTo = (userId: string) =>
  and(
    eq(notifications.userId, userId),
    or(isNull(notifications.expiresAt), gt(notifications.expiresAt, sql`now()`)),
  );

const notFound = () => new AppError('NOT_FOUND', 'Notification not found');

async function countUnread(deps: ReadDeps, userId: string): Promise<number> {
  return deps.database.db.$count(notifications, and(visibleTo(userId), eq(notifications.isRead, false)));
}

/** Newest first, at most NOTIFICATION_LIST_LIMIT, expired excluded. */
export async function listNotifications(
  deps: ReadDeps,
  userId: string,
  limit: number = NOTIFICATION_LIST_LIMIT,
): Promise<NotificationList> {
  const rows = await deps.database.db
    .select()
    .from(notifications)
    .where(visibleTo(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(Math.min(Math.max(limit, 1), NOTIFICATION_LIST_LIMIT));
  return { notifications: rows.map(toNotification), unreadCount: await countUnread(deps, userId) };
}

export async function markNotificationRead(
  deps: WriteDeps,
  userId: string,
  id: string,
): Promise<NotificationUnreadCount & { notification: Notification }> {
  const [row] = await deps.database.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound();
  const unreadCount = await countUnread(deps, userId);
  const event: NotificationUpdatedEvent = { ids: [row.id], isRead: true, unreadCount };
  await publishToUser(deps, userId, NOTIFICATION_EVENTS.updated, event);
  return { notification: toNotification(row), unreadCount };
}

export async function markAllNotificationsRead(
  deps: WriteDeps,
  userId: string,
): Promise<NotificationUnreadCount & { updated: number }> {
  const rows = await deps.database.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  const unreadCount = await countUnread(deps, userId);
  if (rows.length > 0) {
    const event: NotificationUpdatedEvent = { ids: rows.map((row) => row.id), isRead: true, unreadCount };
    await publishToUser(deps, userId, NOTIFICATION_EVENTS.updated, event);
  }
  return { updated: rows.length, unreadCount };
}

export async function deleteNotification(
  deps: WriteDeps,
  userId: string,
  id: string,
): Promise<NotificationUnreadCount> {
  const [row] = await deps.database.db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (!row) throw notFound();
  const unreadCount = await countUnread(deps, userId);
  const event: NotificationDeletedEvent = { id: row.id, unreadCount };
  await publishToUser(deps, userId, NOTIFICATION_EVENTS.deleted, event);
  return { unreadCount };
}
