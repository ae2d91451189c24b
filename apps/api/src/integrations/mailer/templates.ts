import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';
import { emailHtml, greeting } from './email-layout';
import type { MailMessage } from './mailer';

// The account e-mails, in the language on the recipient's profile (issue 25; English when the
// address has no account yet).

const english = translatorFor('en');

export function passwordResetEmail(
  input: { to: string; userName?: string; resetLink: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, resetLink } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  return {
    to,
    subject: t('email.passwordReset.subject'),
    text: `${hello}\n\n${t('email.passwordReset.textBody')}\n${resetLink}\n\n${t('email.passwordReset.ignore')}`,
    html: emailHtml(
      t('email.passwordReset.title'),
      html`<p>${hello}</p>
        <p>${t('email.passwordReset.htmlBody')}</p>
        <p><a href="${resetLink}">${t('email.passwordReset.action')}</a></p>
        <p>${t('email.passwordReset.ignore')}</p>`,
      undefined,
      translator,
    ),
  };
}

export function emailCodeEmail(
  input: { to: string; userName?: string; code: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, code } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  return {
    to,
    subject: t('email.signInCode.subject', { code }),
    text: `${hello}\n\n${t('email.signInCode.textBody', { code })}\n\n${t('email.signInCode.ignore')}`,
    html: emailHtml(
      t('email.signInCode.title'),
      html`<p>${hello}</p>
        <p>${t('email.signInCode.intro')}</p>
        <p dir="ltr" style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
        <p>${t('email.signInCode.expiry')}</p>`,
      undefined,
      translator,
    ),
  };
}

/**
 * Sent at sign-up with an e-mail address (and again on request): the code to type where the
 * person signed up, and a link that confirms the address and signs in from any browser.
 */
export function confirmAddressEmail(
  input: {
    to: string;
    userName?: string;
    code: string;
    codeMinutes: number;
    confirmUrl: string;
    linkDays: number;
  },
  translator: Translator = english,
): MailMessage {
  const { to, userName, code, codeMinutes, confirmUrl, linkDays } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const codeLine = t('email.confirmAddress.codeLine', { minutes: codeMinutes });
  const linkLine = t('email.confirmAddress.linkLine', { days: linkDays });
  const ignoreLine = t('email.confirmAddress.ignore');
  const welcome = t('email.confirmAddress.title');
  return {
    to,
    subject: t('email.confirmAddress.subject', { code }),
    text: `${hello}\n\n${welcome}. ${codeLine}\n\n${code}\n\n${linkLine}\n${confirmUrl}\n\n${ignoreLine}`,
    html: emailHtml(
      welcome,
      html`<p>${hello}</p>
        <p>${codeLine}</p>
        <p dir="ltr" style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
        <p>${linkLine}</p>
        <p><a href="${confirmUrl}">${t('email.confirmAddress.action')}</a></p>
        <p>${ignoreLine}</p>`,
      undefined,
      translator,
    ),
  };
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an
 * account: the sign-up answers as for a new address, and only the mailbox learns the rest.
 */
export function accountExistsEmail(
  input: { to: string; userName?: string; signInUrl: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, signInUrl } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const what = t('email.accountExists.what');
  const how = t('email.accountExists.how');
  const ignore = t('email.accountExists.ignore');
  return {
    to,
    subject: t('email.accountExists.subject'),
    text: `${hello}\n\n${what}\n\n${how}\n${signInUrl}\n\n${ignore}`,
    html: emailHtml(
      t('email.accountExists.title'),
      html`<p>${hello}</p>
        <p>${what}</p>
        <p>${how}</p>
        <p><a href="${signInUrl}">${t('email.accountExists.action')}</a></p>
        <p>${ignore}</p>`,
      undefined,
      translator,
    ),
  };
}

export function welcomeEmail(
  input: { to: string; userName?: string; dashboardUrl: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, dashboardUrl } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const welcome = t('email.welcome.title');
  return {
    to,
    subject: welcome,
    text: `${hello}\n\n${t('email.welcome.text', { url: dashboardUrl })}`,
    html: emailHtml(
      welcome,
      html`<p>${hello}</p>
        <p>${t('email.welcome.ready')}</p>
        <p><a href="${dashboardUrl}">${t('email.welcome.action')}</a></p>`,
      undefined,
      translator,
    ),
  };
}
