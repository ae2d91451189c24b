import {
  DEFAULT_APP_LANGUAGE,
  NOTIFICATION_EVENTS,
  notificationTypeSchema,
  type AppLanguage,
  type Notification,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../context';
import { authUsers, notifications } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { nameIn, translatorFor, type Translator } from '../../lib/i18n';
import { isEmailNotificationsOn } from '../settings/settings.service';
import { notificationEmail } from './notification-email';
import { publishToUser } from './notification-events';
import { getPreferenceFor } from './notification-preferences';
import { toNotification } from './notifications.service';
import { languageOfMember } from '../profiles/member-language';

export type NotificationDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/** In-app paths only ('/campaigns/1'): never another site, a protocol-relative or javascript: URL. */
const appPath = z
  .string()
  .max(300)
  .regex(/^\/(?![/\\])\S*$/, 'Must be an in-app path starting with /');

// The bounds keep the notification.created event well under the bus's 8000-byte limit.
const words = z.object({
  title: z.string().trim().min(1).max(150),
  message: z.string().trim().min(1).max(1000),
});
const emailCopy = z.object({
  subject: z.string().trim().min(1).max(200).optional(),
  actionLabel: z.string().min(1).optional(),
});
const createNotificationInput = z.object({
  userId: z.string().min(1),
  type: notificationTypeSchema,
  title: z.string().optional(),
  message: z.string().optional(),
  localized: z.custom<LocalizedCopy>((value) => typeof value === 'function').optional(),
  link: appPath.nullish(),
  expiresAt: z.date().nullish(),
  email: z.union([z.literal(false), emailCopy]).optional(),
});

/** A notification's words in a language, from the message catalogs (issue 25). */
export interface NotificationCopy {
  title: string;
  message: string;
  /** The e-mail's subject; the title when not given. */
  subject?: string;
  actionLabel?: string;
}
export type LocalizedCopy = (language: AppLanguage) => NotificationCopy;

/** The copies of the catalog: 'notifications.<name>.title' and 'notifications.<name>.message'. */
type NoticeName = {
  [K in MessageKey]: K extends `notifications.${infer Name}.title` ? Name : never;
}[MessageKey];
type Values = Record<string, string | number>;

/**
 * A notification's words from the catalog: `notifications.<name>.title` and `.message` with
 * `values` (given, or made for the language: amounts and dates), the message cut at `max`
 * characters, the e-mail's link labelled with the `action` message and its subject the `subject`
 * message (with the same values) when given. A value that is a name the server gives the unnamed
 * ('Deleted Creator', 'Brand': contracts' FALLBACK_NAME_MESSAGES) is written in the language.
 */
export function noticeCopy(
  name: NoticeName,
  values: Values | ((translator: Translator) => Values) = {},
  options: { max?: number; action?: MessageKey; subject?: MessageKey } = {},
): LocalizedCopy {
  return (language) => {
    const translator = translatorFor(language);
    const given = typeof values === 'function' ? values(translator) : values;
    // A person or brand the server could not name ('Deleted Creator') is named in the language.
    const filled = Object.fromEntries(
      Object.entries(given).map(([name, value]) => [
        name,
        typeof value === 'string' ? nameIn(translator, value) : value,
      ]),
    );
    const message = translator.t(`notifications.${name}.message` as MessageKey, filled);
    const { max } = options;
    return {
      title: translator.t(`notifications.${name}.title` as MessageKey, filled),
      message: max && message.length > max ? `${message.slice(0, max - 1)}…` : message,
      ...(options.action ? { actionLabel: translator.t(options.action) } : {}),
      ...(options.subject ? { subject: translator.t(options.subject, filled) } : {}),
    };
  };
}

/** A text quoted inside a message, with the language's quotation marks. */
export const quoted = (language: AppLanguage, text: string) =>
  language === 'ar' ? `«${text}»` : `"${text}"`;

/** E-mail options of a notification whose words are not localized. */
interface EmailOptions {
  subject?: string;
  actionLabel?: string;
}

/**
 * A notification's words: `localized`, the copy in a language from the catalogs (issue 25),
 * stores and e-mails it, frame included, in the language on the recipient's profile; fixed
 * `title` and `message` are stored and e-mailed as given, in an English frame.
 */
type NotificationWords =
  | { localized: LocalizedCopy; title?: undefined; message?: undefined }
  | { title: string; message: string; localized?: undefined };

export type CreateNotificationInput = NotificationWords & {
  userId: string;
  type: Notification['type'];
  /** In-app path the notification opens, e.g. /my-applications. */
  link?: string | null;
  /** After this moment the notification is no longer listed. */
  expiresAt?: Date | null;
  /** E-mail copy options; false when the caller sends its own e-mail for this event. */
  email?: false | EmailOptions;
};

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
  const { userId, type, localized, link, expiresAt, email } = createNotificationInput.parse(input);
  const preference = await getPreferenceFor(deps, userId, type);
  if (!preference.enabled) return null;

  // Localized words are stored, pushed and e-mailed in the recipient's language.
  const language = localized ? await languageOfMember(deps.database.db, userId) : DEFAULT_APP_LANGUAGE;
  const copy = localized ? localized(language) : { title: input.title, message: input.message, ...email };
  const { title, message } = words.parse(copy);
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
      emailNotification(deps, userId, notification, emailCopy.parse(copy), language),
    );
  }
  return notification;
}

async function emailNotification(
  deps: NotificationDeps,
  userId: string,
  notification: Notification,
  copy: EmailOptions,
  language: AppLanguage,
): Promise<void> {
  if (!(await isEmailNotificationsOn(deps.database.db, userId))) return;
  const [user] = await deps.database.db
    .select({ email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return;
  await deps.mail.send(
    notificationEmail(
      {
        to: user.email,
        userName: user.name || undefined,
        subject: copy.subject ?? notification.title,
        title: notification.title,
        message: notification.message,
        actionUrl: notification.link ? `${deps.publicUrl}${notification.link}` : undefined,
        actionLabel: copy.actionLabel,
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
