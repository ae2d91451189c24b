import { emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';

/** Closes every notification e-mail (text and HTML), so readers know why they got it. */
export const NOTIFICATION_MAIL_FOOTER = translatorFor('en').t('email.notificationFooter');

export interface NotificationEmailInput {
  to: string;
  userName?: string;
  subject: string;
  title: string;
  message: string;
  /** Absolute URL of the notification's target, if it has one. */
  actionUrl?: string;
  /** The link's text; 'Open in Partnerly' in the e-mail's language when not given. */
  actionLabel?: string;
  /** Absolute URL of the page where the user changes notification preferences. */
  preferencesUrl: string;
}

/**
 * A plain e-mail copy of an in-app notification. Its frame (greeting, link, small print) is in
 * the translator's language (English unless given); subject, title and message come as given.
 */
export function notificationEmail(
  input: NotificationEmailInput,
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const { to, userName, subject, title, message, actionUrl, preferencesUrl } = input;
  const actionLabel = input.actionLabel ?? t('email.openInPartnerly');
  const hello = greeting(userName, translator);
  const why = t('email.notificationFooter');
  const footer = `${why} ${t('email.notificationFooterChange', { url: preferencesUrl })}`;
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
    html`${why} <a href="${preferencesUrl}">${t('email.notificationPreferences')}</a>.`,
    t('email.tagline'),
  ];
  return {
    to,
    subject,
    text: text.join('\n'),
    html: emailHtml(title, body, smallPrint, translator),
  };
}
