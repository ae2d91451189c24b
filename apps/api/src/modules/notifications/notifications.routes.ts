import {
  API_MESSAGES,
  listNotificationsQuery,
  markAllNotificationsReadSchema,
  markNotificationReadSchema,
  notificationIdParam,
  notificationListSchema,
  notificationPreferenceListSchema,
  notificationUnreadCountSchema,
  updateNotificationPreferencesInput,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { describe, json } from '../../openapi/describe';
import { listPreferences, updatePreferences } from './notification-preferences';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

function signedInUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
  return user.id;
}

// Mounted at /api/notifications; everything is the signed-in user's own data.
export function notificationsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireUser)
      // GET /api/notifications – newest first, unexpired, at most 50, plus the unread count
      .get(
        '/',
        describe({
          summary: 'Newest unexpired notifications (at most 50) and the unread count',
          tags: ['notifications'],
          responses: { 200: json(notificationListSchema) },
        }),
        validate('query', listNotificationsQuery),
        async (c) => {
          const { limit } = c.req.valid('query');
          return c.json(await listNotifications(c.get('deps'), signedInUserId(c), limit));
        },
      )
      // POST /api/notifications/read-all – mark every unread notification read
      .post(
        '/read-all',
        describe({
          summary: 'Mark every unread notification read',
          tags: ['notifications'],
          responses: { 200: json(markAllNotificationsReadSchema) },
        }),
        async (c) => {
          return c.json(await markAllNotificationsRead(c.get('deps'), signedInUserId(c)));
        },
      )
      // GET /api/notifications/preferences – one entry per notification type
      .get(
        '/preferences',
        describe({
          summary: 'Notification preferences, one per notification type',
          tags: ['notifications'],
          responses: { 200: json(notificationPreferenceListSchema) },
        }),
        async (c) => {
          return c.json(await listPreferences(c.get('deps'), signedInUserId(c)));
        },
      )
      // PUT /api/notifications/preferences – store changed flags, answer the full list
      .put(
        '/preferences',
        describe({
          summary: 'Change notification preferences; answers the full list',
          tags: ['notifications'],
          responses: { 200: json(notificationPreferenceListSchema) },
        }),
        validate('json', updateNotificationPreferencesInput),
        async (c) => {
          const { preferences } = c.req.valid('json');
          return c.json(await updatePreferences(c.get('deps'), signedInUserId(c), preferences));
        },
      )
      // PATCH /api/notifications/:id/read – mark one notification read
      .patch(
        '/:id/read',
        describe({
          summary: 'Mark one notification read',
          tags: ['notifications'],
          responses: { 200: json(markNotificationReadSchema) },
        }),
        validate('param', notificationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await markNotificationRead(c.get('deps'), signedInUserId(c), id));
        },
      )
      // DELETE /api/notifications/:id – delete one notification
      .delete(
        '/:id',
        describe({
          summary: 'Delete one notification',
          tags: ['notifications'],
          responses: { 200: json(notificationUnreadCountSchema) },
        }),
        validate('param', notificationIdParam),
        async (c) => {
          const { id } = c.req.valid('param');
          return c.json(await deleteNotification(c.get('deps'), signedInUserId(c), id));
        },
      )
  );
}
