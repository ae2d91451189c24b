import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${bodyHtml}
<p style="color:#666;font-size:12px;margin-top:32px">Partnerly · Connect. Collaborate. Create amazing campaigns.</p>
</body></html>`;
}

const greeting = (userName?: string) => (userName ? `Hi ${userName},` : 'Hi,');

export function passwordResetEmail(input: { to: string; userName?: string; resetLink: string }): MailMessage {
  const { to, userName, resetLink } = input;
  return {
    to,
    subject: 'Reset your Partnerly password',
    text: `${greeting(userName)}\n\nWe received a request to reset your password. Open this link to choose a new one (it works once and expires in 1 hour):\n${resetLink}\n\nIf you did not ask for this, ignore this e-mail.`,
    html: layout(
      'Reset your password',
      `<p>${escapeHtml(greeting(userName))}</p><p>We received a request to reset your password. The link works once and expires in 1 hour.</p>
<p><a href="${escapeHtml(resetLink)}">Choose a new password</a></p><p>If you did not ask for this, ignore this e-mail.</p>`,
    ),
  };
}

export function emailCodeEmail(input: { to: string; userName?: string; code: string }): MailMessage {
  const { to, userName, code } = input;
  return {
    to,
    subject: `Your Partnerly sign-in code: ${code}`,
    text: `${greeting(userName)}\n\nYour sign-in code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, ignore this e-mail.`,
    html: layout(
      'Your sign-in code',
      `<p>${escapeHtml(greeting(userName))}</p><p>Your sign-in code is</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p><p>It expires in 10 minutes and works once.</p>`,
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
    html: layout(
      'Welcome to Partnerly',
      `<p>${escapeHtml(greeting(userName))}</p><p>${escapeHtml(codeLine)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(code)}</p>
<p>${escapeHtml(linkLine)}</p><p><a href="${escapeHtml(confirmUrl)}">Confirm my e-mail address</a></p><p>${escapeHtml(ignoreLine)}</p>`,
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
    html: layout(
      'You already have an account',
      `<p>${escapeHtml(greeting(userName))}</p><p>${escapeHtml(what)}</p><p>${escapeHtml(how)}</p>
<p><a href="${escapeHtml(signInUrl)}">Sign in to Partnerly</a></p><p>${escapeHtml(ignore)}</p>`,
    ),
  };
}

export function welcomeEmail(input: { to: string; userName?: string; dashboardUrl: string }): MailMessage {
  const { to, userName, dashboardUrl } = input;
  return {
    to,
    subject: 'Welcome to Partnerly',
    text: `${greeting(userName)}\n\nWelcome to Partnerly. Your account is ready: ${dashboardUrl}`,
    html: layout(
      'Welcome to Partnerly',
      `<p>${escapeHtml(greeting(userName))}</p><p>Your account is ready.</p><p><a href="${escapeHtml(dashboardUrl)}">Go to your dashboard</a></p>`,
    ),
  };
}
