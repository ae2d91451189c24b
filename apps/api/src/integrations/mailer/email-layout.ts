import { html, type Html, type HtmlValue } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';

const english = translatorFor('en');

/** The first line of an e-mail to a person, with their name when it is known, in `translator`'s language. */
export const greeting = (userName?: string | null, { t }: Translator = english) =>
  userName ? t('email.greetingNamed', { name: userName }) : t('email.greeting');

/**
 * The HTML part of every e-mail: `title` as its heading, then `body`, then the small print,
 * one paragraph a line (the tagline unless given), in the recipient's language and direction
 * (the `translator`'s, English unless given). Write `body` with `html`, which escapes every value
 * put into it.
 */
export function emailHtml(
  title: string,
  body: Html,
  smallPrint?: HtmlValue[],
  { t, language, dir }: Translator = english,
): string {
  const [first, ...more] = smallPrint ?? [t('email.tagline')];
  return String(
    html`<!doctype html>
      <html lang="${language}" dir="${dir}">
        <body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">
          <h1 style="font-size:20px">${title}</h1>
          ${body}
          <p style="color:#666;font-size:12px;margin-top:32px">${first}</p>
          ${more.map((line) => html`<p style="color:#666;font-size:12px">${line}</p> `)}
        </body>
      </html>`,
  );
}

/** A paragraph holding one link. */
export const linkParagraph = (url: string, label: string) => html`<p><a href="${url}">${label}</a></p>`;
