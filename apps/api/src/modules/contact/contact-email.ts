import type { ContactMessage, ContactType } from '@partnerly/contracts';
import type { MailMessage } from '../../integrations/mailer/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const rows = lines
    .map(([label, value]) => `<p><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`)
    .join('');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(topic)}</h1>${rows}
<p style="white-space:pre-wrap;border-left:3px solid #ddd;padding-left:12px">${escapeHtml(input.message)}</p>
<p style="color:#666;font-size:12px;margin-top:32px">Sent from the Partnerly contact form. Reply to ${escapeHtml(input.email)}.</p>
</body></html>`;
  return { to, subject: `${topic} from ${input.name}`, text, html };
}
