import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TYPES,
  type NotificationPreference,
  type NotificationPreferenceChange,
  type NotificationPreferenceList,
  type NotificationType,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { notificationPreferences } from '../../db/schema';
import { publishToUser } from './notification-events';

type PreferenceFlags = Omit<NotificationPreference, 'type'>;

/** A type without a stored row is fully on (spec: defaults all enabled). */
const DEFAULT_FLAGS: PreferenceFlags = { enabled: true, emailEnabled: true, pushEnabled: true };

/** The user's flags for one type. */
export async function getPreferenceFor(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
  type: NotificationType,
): Promise<PreferenceFlags> {
  const [row] = await deps.database.db
    .select({
      enabled: notificationPreferences.enabled,
      emailEnabled: notificationPreferences.emailEnabled,
      pushEnabled: notificationPreferences.pushEnabled,
    })
    .from(notificationPreferences)
    .where(
      and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.notificationType, type)),
    );
  return row ?? DEFAULT_FLAGS;
}

/** One entry per notification type, in NOTIFICATION_TYPES order. */
export async function listPreferences(
  deps: Pick<AppDeps, 'database'>,
  userId: string,
): Promise<NotificationPreferenceList> {
  const rows = await deps.database.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const byType = new Map(rows.map((row) => [row.notificationType, row]));
  return {
    preferences: NOTIFICATION_TYPES.map((type) => {
      const { enabled, emailEnabled, pushEnabled } = byType.get(type) ?? DEFAULT_FLAGS;
      return { type, enabled, emailEnabled, pushEnabled };
    }),
  };
}

/** Stores the changed flags (others keep their value, or the default on a new row). */
export async function updatePreferences(
  deps: Pick<AppDeps, 'database' | 'events'>,
  userId: string,
  changes: NotificationPreferenceChange[],
): Promise<NotificationPreferenceList> {
  await deps.database.db.transaction(async (tx) => {
    for (const { type, ...flags } of changes) {
      const changed = definedOnly(flags);
      await tx
        .insert(notificationPreferences)
        .values({ userId, notificationType: type, ...DEFAULT_FLAGS, ...changed })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.notificationType],
          set: changed,
        });
    }
  });
  const list = await listPreferences(deps, userId);
  await publishToUser(deps, userId, NOTIFICATION_EVENTS.preferencesUpdated, list);
  return list;
}

function definedOnly(flags: Partial<PreferenceFlags>): Partial<PreferenceFlags> {
  return Object.fromEntries(Object.entries(flags).filter(([, value]) => value !== undefined));
}
