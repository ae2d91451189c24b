import {
  listNotificationsQuery,
  notificationIdParam,
  updateNotificationPreferencesInput,
} from '@partnerly/contracts';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../middleware/errors';
import { requireUser } from '../../middleware/guards';
import { validate } from '../../middleware/validate';
import { listPreferences, updatePreferences } from './notification-preferences';
import {
  deleteNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.service';

function signedInUserId(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return user.id;
}

// Mounted at /api/notifications; everything is the signed-in user's own data.
export function notificationsRoutes() {
  return (
    new Hono<AppEnv>()
      .use('*', requireUser)
      // GET /api/notifications – newest first, unexpired, at most 50, plus the unread count
      .get('/', validate('query', listNotificationsQuery), async (c) => {
        const { limit } = c.req.valid('query');
        return c.json(await listNotifications(c.get('deps'), signedInUserId(c), limit));
      })
      // POST /api/notifications/read-all – mark every unread notification read
      .post('/read-all', async (c) => {
        return c.json(await markAllNotificationsRead(c.get('deps'), signedInUserId(c)));
      })
      // GET /api/notifications/preferences – one entry per notification type
      .get('/preferences', async (c) => {
        return c.json(await listPreferences(c.get('deps'), signedInUserId(c)));
      })
      // PUT /api/notifications/preferences – store changed flags, answer the full list
      .put('/preferences', validate('json', updateNotificationPreferencesInput), async (c) => {
        const { preferences } = c.req.valid('json');
        return c.json(await updatePreferences(c.get('deps'), signedInUserId(c), preferences));
      })
      // PATCH /api/notifications/:id/read – mark one notification read
      .patch('/:id/read', validate('param', notificationIdParam), async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await markNotificationRead(c.get('deps'), signedInUserId(c), id));
      })
      // DELETE /api/notifications/:id – delete one notification
      .delete('/:id', validate('param', notificationIdParam), async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await deleteNotification(c.get('deps'), signedInUserId(c), id));
      })
  );
}
