import { UNSUBSCRIBE_PAGE_PATH } from '@partnerly/contracts';
import { emailHtml, greeting } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor } from '../../lib/i18n';
import type { MarketingRecipient } from './marketing-audience';

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
 * One member's copy of an announcement: the admin's subject and plain text as written (escaped in
 * the HTML part, its direction its own), framed in the member's language (greeting, the footer
 * with the one-click link, the tagline), and the List-Unsubscribe headers (RFC 2369) with
 * List-Unsubscribe-Post (RFC 8058), so mail apps show their own Unsubscribe button.
 */
export function announcementEmail(
  announcement: { subject: string; body: string },
  recipient: MarketingRecipient,
  links: UnsubscribeLinks,
): MailMessage {
  const translator = translatorFor(recipient.language);
  const { t } = translator;
  const hello = greeting(recipient.firstName ?? undefined, translator);
  const footer = t('email.marketing.footer');
  const text = [hello, '', announcement.body, '', '—', `${footer} ${links.page}`].join('\n');
  const body = html`<p>${hello}</p>
    <p dir="auto" style="white-space:pre-wrap">${announcement.body}</p>`;
  return {
    to: recipient.email,
    subject: announcement.subject,
    text,
    html: emailHtml(
      announcement.subject,
      body,
      [html`${footer} <a href="${links.page}">${t('email.marketing.unsubscribe')}</a>`, t('email.tagline')],
      translator,
    ),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
