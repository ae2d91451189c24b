import { NOTIFICATION_EVENTS, notificationTypeSchema, type Notification } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { authUsers, notifications } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { isEmailNotificationsOn } from '../settings/settings.service';
import { notificationEmail } from './notification-email';
import { publishToUser } from './notification-events';
import { getPreferenceFor } from './notification-preferences';
import { toNotification } from './notifications.service';

export type NotificationDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/** In-app paths only ('/campaigns/1'): never another site, a protocol-relative or javascript: URL. */
const appPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])\S*$/, 'Must be an in-app path starting with /');

// The bounds keep the notification.created event well under the bus's 8000-byte limit.
const createNotificationInput = z.object({
  userId: z.string().min(1),
  type: notificationTypeSchema,
  title: z.string().trim().min(1).max(150),
  message: z.string().trim().min(1).max(1000),
  link: appPath.nullish(),
  expiresAt: z.date().nullish(),
  email: z
    .union([
      z.literal(false),
      z.object({
        subject: z.string().trim().min(1).max(200).optional(),
        actionLabel: z.string().min(1).optional(),
      }),
    ])
    .optional(),
});

export interface CreateNotificationInput {
  userId: string;
  type: Notification['type'];
  title: string;
  message: string;
  /** In-app path the notification opens, e.g. /my-applications. */
  link?: string | null;
  /** After this moment the notification is no longer listed. */
  expiresAt?: Date | null;
  /** E-mail copy options; false when the caller sends its own e-mail for this event. */
  email?: false | { subject?: string; actionLabel?: string };
}

/**
 * Notifies a user, honouring their preference for the type: disabled stores nothing
 * (returns null); e-mail on sends a copy to their address, unless they turned e-mail
 * notifications off in Account Settings; push on publishes
 * `notification.created` to their open streams. Call it after the caller's own
 * transaction has committed: the e-mail and the event are not rolled back.
 */
export async function createNotification(
  deps: NotificationDeps,
  input: CreateNotificationInput,
): Promise<Notification | null> {
  const { userId, type, title, message, link, expiresAt, email } = createNotificationInput.parse(input);
  const preference = await getPreferenceFor(deps, userId, type);
  if (!preference.enabled) return null;

  const [row] = await deps.database.db
    .insert(notifications)
    .values({ userId, type, title, message, link: link ?? null, expiresAt: expiresAt ?? null })
    .returning();
  const notification = toNotification(row!);

  if (preference.pushEnabled) {
    await publishToUser(deps, userId, NOTIFICATION_EVENTS.created, notification);
  }
  if (preference.emailEnabled && email !== false) {
    // The notification is stored and pushed; a mail failure must not fail the caller's action.
    await afterCommit(`the e-mail of notification ${notification.id}`, () =>
      emailNotification(deps, userId, notification, email ?? {}),
    );
  }
  return notification;
}

async function emailNotification(
  deps: NotificationDeps,
  userId: string,
  notification: Notification,
  options: { subject?: string; actionLabel?: string },
): Promise<void> {
  if (!(await isEmailNotificationsOn(deps.database.db, userId))) return;
  const [user] = await deps.database.db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return;
  await deps.mail.send(
    notificationEmail({
      to: user.email,
      userName: user.name || undefined,
      subject: options.subject ?? notification.title,
      title: notification.title,
      message: notification.message,
      actionUrl: notification.link ? `${deps.publicUrl}${notification.link}` : undefined,
      actionLabel: options.actionLabel ?? 'Open in Partnerly',
      preferencesUrl: `${deps.publicUrl}/profile?tab=settings`,
    }),
  );
}

/** createNotification for a change that has committed: a failure is logged, never thrown. */
export function notifyAfterCommit(deps: NotificationDeps, input: CreateNotificationInput): Promise<void> {
  return afterCommit(`the ${input.type} notification to user ${input.userId}`, () =>
    createNotification(deps, input),
  );
}
