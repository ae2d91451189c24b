import { SUPPORT_PRIORITY_LABELS, SUPPORT_REQUEST_TYPE_LABELS, type UserType } from '@partnerly/contracts';
import { emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import type { SupportPerson, SupportRequestRow } from './support-view';

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

const quoted = (text: string) =>
  html`<p style="white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${text}</p>`;

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

/** The support team's answer, to the sender of the request. */
export function supportReplyEmail(
  row: SupportRequestRow & { reply: string },
  sender: SupportPerson,
  requestsUrl: string,
): MailMessage {
  const text = [
    greeting(sender.name),
    '',
    `The Partnerly team answered your request "${row.subject}":`,
    '',
    row.reply,
    '',
    'Your request:',
    row.message,
    '',
    `See your requests: ${requestsUrl}`,
  ].join('\n');
  const body = html`<p>${greeting(sender.name)}</p>
    <p>The Partnerly team answered your request “${row.subject}”:</p>
    ${quoted(row.reply)}
    <p style="color:#666">Your request:</p>
    ${quoted(row.message)} ${linkParagraph(requestsUrl, 'See your requests')}`;
  return {
    to: sender.email,
    subject: `Re: ${row.subject}`,
    text,
    html: emailHtml('Your support request was answered', body),
  };
}
