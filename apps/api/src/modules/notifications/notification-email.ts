import { EMAIL_TAGLINE, emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';

/** Closes every notification e-mail (text and HTML), so readers know why they got it. */
export const NOTIFICATION_MAIL_FOOTER =
  'You get this e-mail because e-mail is on for this kind of notification.';

export interface NotificationEmailInput {
  to: string;
  userName?: string;
  subject: string;
  title: string;
  message: string;
  /** Absolute URL of the notification's target, if it has one. */
  actionUrl?: string;
  actionLabel: string;
  /** Absolute URL of the page where the user changes notification preferences. */
  preferencesUrl: string;
}

/** A plain e-mail copy of an in-app notification. */
export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const { to, userName, subject, title, message, actionUrl, actionLabel, preferencesUrl } = input;
  const hello = greeting(userName);
  const footer = `${NOTIFICATION_MAIL_FOOTER} Change it here: ${preferencesUrl}`;
  const text = [
    hello,
    '',
    title,
    message,
    ...(actionUrl ? ['', `${actionLabel}: ${actionUrl}`] : []),
    '',
    footer,
  ];
  const body = html`<p>${hello}</p>
    <p>${message}</p>
    ${actionUrl && linkParagraph(actionUrl, actionLabel)}`;
  const smallPrint = [
    html`${NOTIFICATION_MAIL_FOOTER} <a href="${preferencesUrl}">Change your notification preferences</a>.`,
    EMAIL_TAGLINE,
  ];
  return { to, subject, text: text.join('\n'), html: emailHtml(title, body, smallPrint) };
}
