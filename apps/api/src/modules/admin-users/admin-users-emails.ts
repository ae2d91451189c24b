import { emailHtml, greeting, linkParagraph } from '../../integrations/mailer/email-layout';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { html } from '../../lib/html';

// What a user is told when a super admin suspends or reinstates their account, or changes its
// e-mail address (issue 19). Sent whatever their notification settings: these are about the
// account itself.

interface Recipient {
  to: string;
  userName?: string;
}

export function accountSuspendedEmail(
  input: Recipient & { reason: string; supportEmail: string },
): MailMessage {
  const { to, userName, reason, supportEmail } = input;
  const what = 'Your Partnerly account has been suspended. You cannot sign in while it is suspended.';
  const contact = `If you think this is a mistake, or to ask for your account back, write to ${supportEmail}.`;
  return {
    to,
    subject: 'Your Partnerly account has been suspended',
    text: `${greeting(userName)}\n\n${what}\n\nReason: ${reason}\n\n${contact}`,
    html: emailHtml(
      'Your account has been suspended',
      html`<p>${greeting(userName)}</p>
        <p>${what}</p>
        <p><strong>Reason:</strong> ${reason}</p>
        <p>
          If you think this is a mistake, or to ask for your account back, write to
          <a href="mailto:${supportEmail}">${supportEmail}</a>.
        </p>`,
    ),
  };
}

export function accountReinstatedEmail(input: Recipient & { signInUrl: string }): MailMessage {
  const { to, userName, signInUrl } = input;
  const what = 'Your Partnerly account is active again: you can sign in as before.';
  return {
    to,
    subject: 'Your Partnerly account is active again',
    text: `${greeting(userName)}\n\n${what}\n\nSign in: ${signInUrl}`,
    html: emailHtml(
      'Your account is active again',
      html`<p>${greeting(userName)}</p>
        <p>${what}</p>
        ${linkParagraph(signInUrl, 'Sign in to Partnerly')}`,
    ),
  };
}

/**
 * Sent to the old and the new address when an admin changes an account's e-mail: the owner
 * learns of it even if the new address is wrong.
 */
export function emailChangedByAdminEmail(
  input: Recipient & { newEmail: string; supportEmail: string },
): MailMessage {
  const { to, userName, newEmail, supportEmail } = input;
  const what = `A Partnerly administrator changed the e-mail address of your account to ${newEmail}. Sign in with that address from now on; your password and sign-in methods are unchanged.`;
  const contact = `If you did not ask for this, write to ${supportEmail}.`;
  return {
    to,
    subject: 'The e-mail address of your Partnerly account was changed',
    text: `${greeting(userName)}\n\n${what}\n\n${contact}`,
    html: emailHtml(
      'Your e-mail address was changed',
      html`<p>${greeting(userName)}</p>
        <p>${what}</p>
        <p>${contact}</p>`,
    ),
  };
}
