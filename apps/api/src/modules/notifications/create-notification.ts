import {
  NOTIFICATION_EVENTS,
  notificationTypeSchema,
  type AppLanguage,
  type Notification,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { authUsers, notifications, profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { translatorFor } from '../../lib/i18n';
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
        localized: z.custom<LocalizedCopy>((value) => typeof value === 'function').optional(),
      }),
    ])
    .optional(),
});

/** A notification's words in a language, from the message catalogs (issue 25). */
export interface NotificationCopy {
  title: string;
  message: string;
  /** The e-mail's subject; the title when not given. */
  subject?: string;
  actionLabel?: string;
}
type LocalizedCopy = (language: AppLanguage) => NotificationCopy;

/** E-mail options of a notification. */
interface EmailOptions {
  subject?: string;
  actionLabel?: string;
  /**
   * The copy in the recipient's language: with it the e-mail, frame included, goes out in the
   * language on their profile; without it, in English as stored.
   */
  localized?: LocalizedCopy;
}

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
  email?: false | EmailOptions;
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
  options: EmailOptions,
): Promise<void> {
  if (!(await isEmailNotificationsOn(deps.database.db, userId))) return;
  const [user] = await deps.database.db
    .select({ email: authUsers.email, name: authUsers.name, language: profiles.language })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  if (!user) return;
  const language = options.localized ? (user.language ?? 'en') : 'en';
  const copy = options.localized?.(language);
  await deps.mail.send(
    notificationEmail(
      {
        to: user.email,
        userName: user.name || undefined,
        subject: copy?.subject ?? copy?.title ?? options.subject ?? notification.title,
        title: copy?.title ?? notification.title,
        message: copy?.message ?? notification.message,
        actionUrl: notification.link ? `${deps.publicUrl}${notification.link}` : undefined,
        actionLabel: copy?.actionLabel ?? options.actionLabel,
        preferencesUrl: `${deps.publicUrl}/profile?tab=settings`,
      },
      translatorFor(language),
    ),
  );
}

/** createNotification for a change that has committed: a failure is logged, never thrown. */
export function notifyAfterCommit(deps: NotificationDeps, input: CreateNotificationInput): Promise<void> {
  return afterCommit(`the ${input.type} notification to user ${input.userId}`, () =>
    createNotification(deps, input),
  );
}
