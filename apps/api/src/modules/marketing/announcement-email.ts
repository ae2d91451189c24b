import { UNSUBSCRIBE_PAGE_PATH } from '@partnerly/contracts';
import { EMAIL_TAGLINE, emailHtml, greeting } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import type { MarketingRecipient } from './marketing-audience';

/** The footer line every marketing e-mail ends with, before its link. */
export const MARKETING_FOOTER =
  'You receive this because you opted in to news from Partnerly. Unsubscribe with one click:';

export interface UnsubscribeLinks {
  /** The public page that unsubscribes on load: the link people click. */
  page: string;
  /** The API's one-click endpoint (RFC 8058): the List-Unsubscribe header's target for mail apps. */
  oneClick: string;
}

export function unsubscribeLinks(publicUrl: string, token: string): UnsubscribeLinks {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: `${publicUrl}${UNSUBSCRIBE_PAGE_PATH}${query}`,
    oneClick: `${publicUrl}/api/marketing/unsubscribe${query}`,
  };
}

/**
 * One member's copy of an announcement: the admin's plain text as written (escaped in the HTML
 * part), the visible footer with the one-click link, and the List-Unsubscribe headers (RFC 2369)
 * with List-Unsubscribe-Post (RFC 8058), so mail apps show their own Unsubscribe button.
 */
export function announcementEmail(
  announcement: { subject: string; body: string },
  recipient: MarketingRecipient,
  links: UnsubscribeLinks,
): MailMessage {
  const hello = greeting(recipient.firstName ?? undefined);
  const text = [hello, '', announcement.body, '', '—', `${MARKETING_FOOTER} ${links.page}`].join('\n');
  const body = html`<p>${hello}</p>
    <p style="white-space:pre-wrap">${announcement.body}</p>`;
  return {
    to: recipient.email,
    subject: announcement.subject,
    text,
    html: emailHtml(announcement.subject, body, [
      html`${MARKETING_FOOTER} <a href="${links.page}">Unsubscribe</a>`,
      EMAIL_TAGLINE,
    ]),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
