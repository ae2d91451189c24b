import type { MailMessage } from '../../integrations/mailer/mailer';

/** Closes every notification e-mail (text and HTML), so readers know why they got it. */
export const NOTIFICATION_MAIL_FOOTER =
  'You get this e-mail because e-mail is on for this kind of notification.';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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

/** A plain e-mail copy of an in-app notification; every user-supplied value is escaped. */
export function notificationEmail(input: NotificationEmailInput): MailMessage {
  const { to, userName, subject, title, message, actionUrl, actionLabel, preferencesUrl } = input;
  const greeting = userName ? `Hi ${userName},` : 'Hi,';
  const footer = `${NOTIFICATION_MAIL_FOOTER} Change it here: ${preferencesUrl}`;
  const text = [
    greeting,
    '',
    title,
    message,
    ...(actionUrl ? ['', `${actionLabel}: ${actionUrl}`] : []),
    '',
    footer,
  ];
  const action = actionUrl ? `<p><a href="${escapeHtml(actionUrl)}">${escapeHtml(actionLabel)}</a></p>` : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(greeting)}</p><p>${escapeHtml(message)}</p>${action}
<p style="color:#666;font-size:12px;margin-top:32px">${NOTIFICATION_MAIL_FOOTER} <a href="${escapeHtml(preferencesUrl)}">Change your notification preferences</a>.</p>
<p style="color:#666;font-size:12px">Partnerly · Connect. Collaborate. Create amazing campaigns.</p>
</body></html>`;
  return { to, subject, text: text.join('\n'), html };
}
