import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { notifications } from '../../db/schema';
import { listPreferences } from './notification-preferences';
import { toNotification } from './notifications.service';

/** The notifications part of a user's data export: every notification (read and expired too) and the preferences. */
export async function exportNotifications(deps: Pick<AppDeps, 'database'>, userId: string) {
  const rows = await deps.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const { preferences } = await listPreferences(deps, userId);
  return { notifications: rows.map(toNotification), preferences };
}
