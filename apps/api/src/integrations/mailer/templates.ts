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
