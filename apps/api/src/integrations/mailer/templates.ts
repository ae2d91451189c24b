import { html } from '../../lib/html';
import { emailHtml, greeting } from './email-layout';
import type { MailMessage } from './mailer';

export function passwordResetEmail(input: { to: string; userName?: string; resetLink: string }): MailMessage {
  const { to, userName, resetLink } = input;
  return {
    to,
    subject: 'Reset your Partnerly password',
    text: `${greeting(userName)}\n\nWe received a request to reset your password. Open this link to choose a new one (it works once and expires in 1 hour):\n${resetLink}\n\nIf you did not ask for this, ignore this e-mail.`,
    html: emailHtml(
      'Reset your password',
      html`<p>${greeting(userName)}</p>
        <p>We received a request to reset your password. The link works once and expires in 1 hour.</p>
        <p><a href="${resetLink}">Choose a new password</a></p>
        <p>If you did not ask for this, ignore this e-mail.</p>`,
    ),
  };
}

export function emailCodeEmail(input: { to: string; userName?: string; code: string }): MailMessage {
  const { to, userName, code } = input;
  return {
    to,
    subject: `Your Partnerly sign-in code: ${code}`,
    text: `${greeting(userName)}\n\nYour sign-in code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`,
    html: emailHtml(
      'Your sign-in code',
      html`<p>${greeting(userName)}</p>
        <p>Your sign-in code is</p>
        <p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
        <p>It expires in 10 minutes and works once.</p>`,
    ),
  };
}

/**
 * Sent at sign-up with an e-mail address (and again on request): the code to type where the
 * person signed up, and a link that confirms the address and signs in from any browser.
 */
export function confirmAddressEmail(input: {
  to: string;
  userName?: string;
  code: string;
  codeMinutes: number;
  confirmUrl: string;
  linkDays: number;
}): MailMessage {
  const { to, userName, code, codeMinutes, confirmUrl, linkDays } = input;
  const codeLine = `To finish creating your account, enter this code where you signed up (it expires in ${codeMinutes} minutes and works once):`;
  const linkLine = `Or confirm your address and sign in with this link (it works for ${linkDays} days):`;
  const ignoreLine = 'If you did not sign up for Partnerly, ignore this e-mail.';
  return {
    to,
    subject: `Your Partnerly confirmation code: ${code}`,
    text: `${greeting(userName)}\n\nWelcome to Partnerly. ${codeLine}\n\n${code}\n\n${linkLine}\n${confirmUrl}\n\n${ignoreLine}`,
    html: emailHtml(
      'Welcome to Partnerly',
      html`<p>${greeting(userName)}</p>
        <p>${codeLine}</p>
        <p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
        <p>${linkLine}</p>
        <p><a href="${confirmUrl}">Confirm my e-mail address</a></p>
        <p>${ignoreLine}</p>`,
    ),
  };
}

/**
 * Sent instead of a confirmation when someone signs up with an address that already has an
 * account: the sign-up answers as for a new address, and only the mailbox learns the rest.
 */
export function accountExistsEmail(input: { to: string; userName?: string; signInUrl: string }): MailMessage {
  const { to, userName, signInUrl } = input;
  const what =
    'Someone, perhaps you, tried to create a Partnerly account with this e-mail address. You already have an account, so nothing was changed.';
  const how =
    'To get in, sign in with your password or an e-mail code; if you forgot your password, reset it there:';
  const ignore = 'If this was not you, you can ignore this e-mail.';
  return {
    to,
    subject: 'Someone tried to sign up with your e-mail',
    text: `${greeting(userName)}\n\n${what}\n\n${how}\n${signInUrl}\n\n${ignore}`,
    html: emailHtml(
      'You already have an account',
      html`<p>${greeting(userName)}</p>
        <p>${what}</p>
        <p>${how}</p>
        <p><a href="${signInUrl}">Sign in to Partnerly</a></p>
        <p>${ignore}</p>`,
    ),
  };
}

export function welcomeEmail(input: { to: string; userName?: string; dashboardUrl: string }): MailMessage {
  const { to, userName, dashboardUrl } = input;
  return {
    to,
    subject: 'Welcome to Partnerly',
    text: `${greeting(userName)}\n\nWelcome to Partnerly. Your account is ready: ${dashboardUrl}`,
    html: emailHtml(
      'Welcome to Partnerly',
      html`<p>${greeting(userName)}</p>
        <p>Your account is ready.</p>
        <p><a href="${dashboardUrl}">Go to your dashboard</a></p>`,
    ),
  };
}
