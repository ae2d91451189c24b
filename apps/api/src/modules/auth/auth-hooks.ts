import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import type { MailService } from '../../integrations/mailer/mail-service';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { clearFailedSignIns, recordFailedSignIn, secondsUntilUnlocked } from './login-throttle';
import { prepareBody } from './auth-input';
import { countMailToAddress, isMailSendingPath } from './mail-throttle';

// Endpoint hooks around better-auth: input validation (auth-input.ts), per-account lockout of
// password sign-in, per-address limits on sent mail (mail-throttle.ts), and session rotation (ASVS 7.2.4: a sign-in ends the session it replaces).

const PASSWORD_SIGN_IN_PATH = '/sign-in/email';

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

async function refuseWhileLocked(db: Db, email: string | undefined): Promise<void> {
  if (!email) return;
  const seconds = await secondsUntilUnlocked(db, email);
  if (seconds === 0) return;
  const minutes = Math.ceil(seconds / 60);
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_REQUESTS',
      message: `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'Retry-After': String(seconds) },
  );
}

/** Refuses a mail-sending request (code, reset link, confirmation) over the address's limit. */
async function refuseOverMailLimit(db: Db, path: string, email: string | undefined): Promise<void> {
  if (!email || !isMailSendingPath(path)) return;
  const seconds = await countMailToAddress(db, path, email);
  if (seconds === 0) return;
  const minutes = Math.ceil(seconds / 60);
  throw new APIError(
    'TOO_MANY_REQUESTS',
    {
      code: 'TOO_MANY_REQUESTS',
      message: `Too many e-mails requested for this address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    },
    { 'Retry-After': String(seconds) },
  );
}

export function createAuthHooks(db: Db) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = prepareBody(ctx.path, ctx.body, Boolean(ctx.request));
    if (ctx.path === PASSWORD_SIGN_IN_PATH) await refuseWhileLocked(db, emailOf(body));
    // Requests from the app's users only; the server may send to an address itself.
    if (ctx.request) await refuseOverMailLimit(db, ctx.path, emailOf(body ?? ctx.body));
    if (body) return { context: { body } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === PASSWORD_SIGN_IN_PATH) {
      const email = emailOf(ctx.body);
      const returned = ctx.context.returned;
      if (email && isAPIError(returned) && returned.statusCode === 401) await recordFailedSignIn(db, email);
      else if (email && returned && !isAPIError(returned)) await clearFailedSignIns(db, email);
    }
    const created = ctx.context.newSession;
    if (!created) return;
    const previousToken = await ctx.getSignedCookie(
      ctx.context.authCookies.sessionToken.name,
      ctx.context.secret,
    );
    if (previousToken && previousToken !== created.session.token) {
      await ctx.context.internalAdapter.deleteSession(previousToken);
    }
  });

  return { before, after };
}

/**
 * Hands an e-mail to the mail service; a failure is logged, not thrown, so auth answers
 * (and their timing) do not depend on the mail server, and nothing tells whether an
 * address has an account.
 */
export async function sendQuietly(mail: MailService, message: MailMessage): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    console.error(`Could not send "${message.subject}":`, error);
  }
}
