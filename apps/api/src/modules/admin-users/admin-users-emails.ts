import { emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';
import { translatorFor, type Translator } from '../../lib/i18n';

// What a user is told when a super admin suspends or reinstates their account, or changes its
// e-mail address (issue 19). Sent whatever their notification settings: these are about the
// account itself. In the language on the user's profile (issue 25).

interface Recipient {
  to: string;
  userName?: string;
}

const english = translatorFor('en');

export function accountSuspendedEmail(
  input: Recipient & { reason: string; supportEmail: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, reason, supportEmail } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const what = t('email.accountSuspended.what');
  const contact = t('email.accountSuspended.contact', { email: supportEmail });
  const reasonLabel = t('email.accountSuspended.reason');
  return {
    to,
    subject: t('email.accountSuspended.subject'),
    text: `${hello}\n\n${what}\n\n${reasonLabel} ${reason}\n\n${contact}`,
    html: emailHtml(
      t('email.accountSuspended.title'),
      html`<p>${hello}</p>
        <p>${what}</p>
        <p><strong>${reasonLabel}</strong> ${reason}</p>
        <p>
          ${t('email.accountSuspended.contactBefore')}
          <a href="mailto:${supportEmail}">${supportEmail}</a>.
        </p>`,
      undefined,
      translator,
    ),
  };
}

export function accountReinstatedEmail(
  input: Recipient & { signInUrl: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, signInUrl } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const what = t('email.accountReinstated.what');
  return {
    to,
    subject: t('email.accountReinstated.subject'),
    text: `${hello}\n\n${what}\n\n${t('email.accountReinstated.signIn')}: ${signInUrl}`,
    html: emailHtml(
      t('email.accountReinstated.title'),
      html`<p>${hello}</p>
        <p>${what}</p>
        ${linkParagraph(signInUrl, t('email.accountReinstated.action'))}`,
      undefined,
      translator,
    ),
  };
}

/**
 * Sent to the old and the new address when an admin changes an account's e-mail: the owner
 * learns of it even if the new address is wrong.
 */
export function emailChangedByAdminEmail(
  input: Recipient & { newEmail: string; supportEmail: string },
  translator: Translator = english,
): MailMessage {
  const { to, userName, newEmail, supportEmail } = input;
  const { t } = translator;
  const hello = greeting(userName, translator);
  const what = t('email.emailChanged.what', { email: newEmail });
  const contact = t('email.emailChanged.contact', { email: supportEmail });
  return {
    to,
    subject: t('email.emailChanged.subject'),
    text: `${hello}\n\n${what}\n\n${contact}`,
    html: emailHtml(
      t('email.emailChanged.title'),
      html`<p>${hello}</p>
        <p>${what}</p>
        <p>${contact}</p>`,
      undefined,
      translator,
    ),
  };
}
