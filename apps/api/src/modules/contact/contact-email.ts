import type { ContactMessage, ContactType } from '@partnerly/contracts';
import { emailHtml } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';

const TOPIC: Record<ContactType, string> = {
  general: 'Contact message',
  feature: 'Feature suggestion',
  investment: 'Investment inquiry',
};

/** The e-mail that tells the team about a contact-form message. */
export function contactTeamEmail(to: string, input: ContactMessage, accountEmail?: string): MailMessage {
  const topic = TOPIC[input.type];
  const details: [string, string | undefined][] = [
    ['From', `${input.name} <${input.email}>`],
    [input.type === 'investment' ? 'Organisation' : 'Company', input.company],
    ['Ticket size', input.ticketSize],
    ['Partnerly account', accountEmail],
  ];
  const lines = details.filter((entry): entry is [string, string] => Boolean(entry[1]));
  const text = [...lines.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n');
  const rows = lines.map(([label, value]) => html`<p><strong>${label}:</strong> ${value}</p>`);
  const body = html`${rows}
    <p style="white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${input.message}</p>`;
  const smallPrint = [`Sent from the Partnerly contact form. Reply to ${input.email}.`];
  return { to, subject: `${topic} from ${input.name}`, text, html: emailHtml(topic, body, smallPrint) };
}
