import { SUPPORT_PRIORITY_LABELS, SUPPORT_REQUEST_TYPE_LABELS, type UserType } from '@partnerly/contracts';
import { emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';
import type { SupportPerson, SupportRequestRow } from './support-view';
import { quoted as inQuotes } from '../notifications/create-notification';

/** Where the user reads their requests and the answers: the Help dialog's 'My requests'. */
export const MY_SUPPORT_REQUESTS_PATH = '/dashboard?help=requests';

const ACCOUNT_TYPES: Record<UserType, string> = {
  creator: 'Creator',
  brand: 'Brand',
  agent: 'Agent',
  agency: 'Agency',
  admin: 'Admin',
  super_admin: 'Super Admin',
};

/** A quoted text, its bar at the start of the line (left, right in Arabic: mail clients lack logical CSS). */
const quoted = (text: string, dir: 'ltr' | 'rtl' = 'ltr') => {
  const side = dir === 'rtl' ? 'right' : 'left';
  return html`<p style="white-space:pre-wrap;border-${side}:3px solid #ddd;padding-${side}:12px">${text}</p>`;
};

/**
 * The e-mail that brings a new request to the support address (spec 03 send-help-email: name,
 * e-mail, type, subject, message), with the priority; replies go to the sender.
 */
export function supportTeamEmail(
  to: string,
  row: SupportRequestRow,
  sender: SupportPerson,
  inboxUrl: string,
): MailMessage {
  const type = SUPPORT_REQUEST_TYPE_LABELS[row.requestType];
  const priority = SUPPORT_PRIORITY_LABELS[row.priority];
  const details: [string, string][] = [
    ['From', `${sender.name} <${sender.email}>`],
    ['Account type', sender.userType ? ACCOUNT_TYPES[sender.userType] : 'Unknown'],
    ['Request type', type],
    ['Priority', priority],
    ['Subject', row.subject],
  ];
  const text = [
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    row.message,
    '',
    `Answer it in the admin console: ${inboxUrl}`,
  ].join('\n');
  const body = html`${details.map(([label, value]) => html`<p><strong>${label}:</strong> ${value}</p>`)}
  ${quoted(row.message)} ${linkParagraph(inboxUrl, 'Answer in the admin console')}`;
  return {
    to,
    replyTo: sender.email,
    subject: `[${priority}] ${type}: ${row.subject}`,
    text,
    html: emailHtml(`${type} from ${sender.name}`, body, [
      `Sent from the Partnerly Help button. Reply to ${sender.email}, or answer in the admin console so the reply is kept with the request.`,
    ]),
  };
}

/** The support team's answer, to the sender of the request, in the sender's language. */
export function supportReplyEmail(
  row: SupportRequestRow & { reply: string },
  sender: SupportPerson,
  requestsUrl: string,
  translator: Translator = translatorFor('en'),
): MailMessage {
  const { t } = translator;
  const hello = greeting(sender.name, translator);
  const seeRequests = t('support.replyEmail.seeRequests');
  const text = [
    hello,
    '',
    t('support.replyEmail.answered', { subject: inQuotes(translator.language, row.subject) }),
    '',
    row.reply,
    '',
    t('support.replyEmail.yourRequest'),
    row.message,
    '',
    `${seeRequests}: ${requestsUrl}`,
  ].join('\n');
  // The HTML keeps its curly quotes in English.
  const htmlSubject = translator.language === 'ar' ? `«${row.subject}»` : `“${row.subject}”`;
  const body = html`<p>${hello}</p>
    <p>${t('support.replyEmail.answered', { subject: htmlSubject })}</p>
    ${quoted(row.reply, translator.dir)}
    <p style="color:#666">${t('support.replyEmail.yourRequest')}</p>
    ${quoted(row.message, translator.dir)} ${linkParagraph(requestsUrl, seeRequests)}`;
  return {
    to: sender.email,
    subject: `Re: ${row.subject}`,
    text,
    html: emailHtml(t('support.replyEmail.title'), body, undefined, translator),
  };
}
