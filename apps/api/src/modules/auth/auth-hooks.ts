import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import type { Db } from '../../db/client';
import { afterCommit } from '../../lib/after-commit';
import type { MailService } from '../../integrations/mailer/mail-service';
import type { MailMessage } from '../../integrations/mailer/mailer';
import { EMAIL_VERIFICATION_TTL_SECONDS } from './auth-limits';
import { SIGN_UP_PATH, prepareBody } from './auth-input';
import { CLIENT_IP_HEADER } from './client-ip';
import { clearFailedSignIns, recordFailedSignIn, signInRefusal } from './login-throttle';
import { countMailToAddress, isMailSendingPath } from './mail-throttle';
import { SIGN_UP_COOKIE, signUpCookieValue } from './sign-up-binding';

// Endpoint hooks around better-auth: input validation (auth-input.ts), throttling of password
// sign-in per client and account (login-throttle.ts), per-address limits on sent mail
// (mail-throttle.ts), the sign-up browser's cookie (sign-up-binding.ts), and session rotation
// (ASVS 7.2.4: a sign-in ends the session it replaces).

const PASSWORD_SIGN_IN_PATH = '/sign-in/email';

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

function tooManyRequests(message: string, seconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'TOO_MANY_REQUESTS', message },
    { 'Retry-After': String(seconds) },
  );
}

const inUnits = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

async function refuseWhileThrottled(db: Db, email: string | undefined, ip: string | undefined) {
  if (!email) return;
  const refusal = await signInRefusal(db, email, ip);
  if (!refusal) return;
  if (refusal.kind === 'client') {
    const minutes = inUnits(Math.ceil(refusal.seconds / 60), 'minute');
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please try again in ${minutes}.`,
      refusal.seconds,
    );
  }
  throw tooManyRequests(
    `Too many failed sign-in attempts for this account. Please try again in ${inUnits(refusal.seconds, 'second')}.`,
    refusal.seconds,
  );
}

/** Refuses a mail-sending request (code, reset link, confirmation) over the address's limit. */
async function refuseOverMailLimit(db: Db, path: string, email: string | undefined): Promise<void> {
  if (!email || !isMailSendingPath(path)) return;
  const seconds = await countMailToAddress(db, path, email);
  if (seconds === 0) return;
  throw tooManyRequests(
    `Too many e-mails requested for this address. Please try again in ${inUnits(Math.ceil(seconds / 60), 'minute')}.`,
    seconds,
  );
}

/**
 * A failed password: a wrong one, or the right one of an unconfirmed account (better-auth
 * answers EMAIL_NOT_VERIFIED, which auth.routes.ts turns into the wrong-password answer).
 */
function isFailedPassword(returned: unknown): boolean {
  if (!isAPIError(returned)) return false;
  return returned.statusCode === 401 || returned.body?.code === 'EMAIL_NOT_VERIFIED';
}

export function createAuthHooks(db: Db, secret: string) {
  const before = createAuthMiddleware(async (ctx) => {
    const body = prepareBody(ctx.path, ctx.body, Boolean(ctx.request));
    if (ctx.path === PASSWORD_SIGN_IN_PATH) {
      await refuseWhileThrottled(db, emailOf(body), ctx.request?.headers.get(CLIENT_IP_HEADER) ?? undefined);
    }
    // Requests from the app's users only; the server may send to an address itself.
    if (ctx.request) await refuseOverMailLimit(db, ctx.path, emailOf(body ?? ctx.body));
    if (body) return { context: { body } };
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === PASSWORD_SIGN_IN_PATH) {
      const email = emailOf(ctx.body);
      if (email && isFailedPassword(ctx.context.returned)) {
        await recordFailedSignIn(db, email, ctx.request?.headers.get(CLIENT_IP_HEADER) ?? undefined);
      }
    }
    const signedUp = ctx.path === SIGN_UP_PATH ? ctx.context.returned : undefined;
    if (signedUp && !isAPIError(signedUp)) {
      const userId = (signedUp as { user?: { id?: unknown } }).user?.id;
      if (typeof userId === 'string') {
        const cookie = ctx.context.createAuthCookie(SIGN_UP_COOKIE, {
          maxAge: EMAIL_VERIFICATION_TTL_SECONDS,
          path: '/api/auth',
        });
        ctx.setCookie(cookie.name, signUpCookieValue(secret, userId), cookie.attributes);
      }
    }
    const created = ctx.context.newSession;
    if (!created) return;
    // A way in forgets earlier failed passwords on the address.
    await clearFailedSignIns(db, created.user.email);
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
export function sendQuietly(mail: MailService, message: MailMessage): Promise<void> {
  return afterCommit(`the e-mail "${message.subject}"`, () => mail.send(message));
}
