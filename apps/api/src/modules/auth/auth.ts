import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@partnerly/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { openAPI } from 'better-auth/plugins/open-api';
import { eq } from 'drizzle-orm';
import { trustedOrigins } from '../../config/trusted-origins';
import type { AppDeps } from '../../context';
import { MAX_ALLOWANCE_WINDOW_SECONDS } from '../../db/rate-limits';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '../../db/schema';
import {
  accountExistsEmail,
  confirmAddressEmail,
  emailCodeEmail,
  passwordResetEmail,
  welcomeEmail,
} from '../../integrations/mailer/templates';
import { endAccessBeforeProof } from './address-proof';
import { currentDb, trackTransactions } from './auth-db';
import { refuseSuspendedAccount } from './account-suspension';
import { createAuthHooks, sendQuietly } from './auth-hooks';
import { resolveAuthSecret } from './auth-secret';
import {
  EMAIL_CODE,
  EMAIL_VERIFICATION_TTL_SECONDS,
  IP_RATE_LIMITS,
  PASSWORD_RESET_TTL_SECONDS,
  type RateRule,
} from './auth-limits';
import { CLIENT_IP_HEADER } from './client-ip';
import { clearFailedSignIns } from './login-throttle';
import { countMailToAddress } from './mail-throttle';
import { createProfileForNewUser } from './new-user-profile';
import { isFromSignUpBrowser } from './sign-up-binding';
import { logger } from '../../logging/logger';
import { languageOfMember } from '../profiles/member-language';
import { translatorFor } from '../../lib/i18n';

export type AuthDeps = Omit<AppDeps, 'auth'>;

export const GOOGLE_PROVIDER_ID = 'google';

// better-auth endpoints we do not offer: account deletion and password change have our own
// routes (soft delete, spec messages), e-mail codes serve sign-in and the confirmation of a
// new address only, and accounts are never linked to Google after the fact.
const DISABLED_PATHS = [
  '/delete-user',
  '/delete-user/callback',
  '/change-password',
  '/set-password',
  '/update-user',
  '/change-email',
  '/link-social',
  '/unlink-account',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
  // The OpenAPI plugin's own routes: its document is merged into GET /api/openapi.json (read
  // in-process through auth.api) and the reference page is ours, GET /api/docs.
  '/open-api/generate-schema',
  '/reference',
];

/**
 * Per-IP rules. A request without a known client IP (an in-process call in tests; a served
 * request always has its TCP peer) is not IP-limited rather than sharing one bucket.
 */
function ipRateRules() {
  return Object.fromEntries(
    Object.entries(IP_RATE_LIMITS).map(([path, rule]: [string, RateRule]) => [
      path,
      (request: Request) => (request.headers.get(CLIENT_IP_HEADER) ? rule : false),
    ]),
  );
}

function googleProvider(deps: AuthDeps) {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER } = deps.env;
  if (!GOOGLE_CLIENT_ID || !GOOGLE_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          name: 'Google',
          discoveryUrl: `${GOOGLE_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
          clientId: GOOGLE_CLIENT_ID,
          clientSecret: GOOGLE_CLIENT_SECRET,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          prompt: 'select_account',
          // Identity comes from the ID token checked against the provider's keys.
          requireIdTokenVerification: true,
        },
      ],
    }),
  ];
}

/** Whether better-auth called a mail callback while answering a password sign-in. */
const isSignInRequest = (request: Request | undefined) =>
  Boolean(request && new URL(request.url).pathname.endsWith('/sign-in/email'));

/**
 * The better-auth instance: e-mail + password, e-mail codes, Google (when configured).
 *
 * A sign-up never signs in: it answers the same whether or not the address has an account
 * (the owner of an existing one gets an e-mail instead), and the account is usable once its
 * address is proven by the welcome e-mail's code or link (which sign in). Until then its
 * password answers like a wrong one. See docs/decisions/0026.
 */
export function createAuth(deps: AuthDeps) {
  const { env, publicUrl, database, mail } = deps;
  const { db } = database;
  const secret = resolveAuthSecret(env);
  const hooks = createAuthHooks(db, secret);
  // The welcome e-mail carries a confirmation code made by the e-mail code plugin, reached
  // through the instance once it exists.
  let confirmationCodeFor: (email: string) => Promise<string> = () =>
    Promise.reject(new Error('auth is not ready'));
  // Account e-mails go out in the language on the member's profile (English before it exists).
  const translatorOfUser = async (userId: string) =>
    translatorFor(await languageOfMember(currentDb(db), userId));

  const auth = betterAuth({
    appName: 'Partnerly',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env, publicUrl),
    database: drizzleAdapter(trackTransactions(db), {
      provider: 'pg',
      transaction: true,
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // No session at sign-up, and the same answer for an address that has an account.
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      ...(deps.passwordHashing ? { password: deps.passwordHashing } : {}),
      sendResetPassword: async ({ user, token }) => {
        const resetLink = `${publicUrl}/auth?type=recovery&token=${encodeURIComponent(token)}`;
        const translator = await translatorOfUser(user.id);
        await sendQuietly(
          mail,
          passwordResetEmail({ to: user.email, userName: user.name, resetLink }, translator),
        );
      },
      onPasswordReset: async ({ user }) => {
        // The reset proved control of the mailbox (and replaced any earlier password; better-auth
        // ends every session); earlier failed sign-ins no longer count.
        await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
        await clearFailedSignIns(db, user.email);
      },
      onExistingUserSignUp: async ({ user }, request) => {
        if (!request) return; // accounts the server makes itself (demo seed, tests)
        const signInUrl = `${publicUrl}/auth?tab=signin`;
        const translator = await translatorOfUser(user.id);
        await sendQuietly(
          mail,
          accountExistsEmail({ to: user.email, userName: user.name, signInUrl }, translator),
        );
      },
    },
    emailVerification: {
      // Sent at sign-up, on request (/send-verification-email) and when an unconfirmed account
      // tries its password: the code for the page that signed up, and a link for anywhere.
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!request) return; // accounts the server makes itself (demo seed, tests)
        // A sign-in attempt sends quietly within the address's limit: its answer must stay
        // that of a wrong password.
        if (
          isSignInRequest(request) &&
          (await countMailToAddress(db, '/send-verification-email', user.email))
        ) {
          return;
        }
        const link = new URL(url);
        // The web page that says what the link did (with ?error= when it did not confirm).
        link.searchParams.set('callbackURL', '/email-confirmed');
        const message = confirmAddressEmail(
          {
            to: user.email,
            userName: user.name,
            code: await confirmationCodeFor(user.email),
            codeMinutes: EMAIL_CODE.ttlSeconds / 60,
            confirmUrl: link.href,
            linkDays: EMAIL_VERIFICATION_TTL_SECONDS / 86_400,
          },
          await translatorOfUser(user.id),
        );
        await sendQuietly(mail, message);
      },
      // The code or the link proved the mailbox of an account nobody had proven before.
      beforeEmailVerification: async (user, request) => {
        if (user.emailVerified) return;
        await endAccessBeforeProof(currentDb(db), user, {
          isFromSignUpBrowser: isFromSignUpBrowser(request, secret, user.id),
        });
      },
    },
    account: {
      // A Google sign-in never takes over an existing account with the same e-mail.
      accountLinking: { disableImplicitLinking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account gets no session, whichever way it signs in (issue 19).
          before: async (session) => {
            await refuseSuspendedAccount(currentDb(db), session.userId, env.SUPPORT_EMAIL);
          },
        },
      },
      account: {
        create: {
          before: async (account, context) => {
            await createProfileForNewUser(currentDb(db), account.userId, context);
          },
        },
      },
      user: {
        create: {
          // Runs after the sign-up commits. A confirmed address (Google) gets a plain welcome;
          // the others get theirs with the confirmation code and link (emailVerification above).
          after: async (user, context) => {
            if (!context?.request || !user.emailVerified) return;
            const dashboardUrl = `${publicUrl}/dashboard`;
            const translator = await translatorOfUser(user.id);
            await sendQuietly(
              mail,
              welcomeEmail({ to: user.email, userName: user.name, dashboardUrl }, translator),
            );
          },
        },
      },
    },
    hooks,
    rateLimit: {
      enabled: true,
      storage: 'database',
      // better-auth prunes auth_rate_limits rows older than its longest known window; the
      // counters we keep there (db/rate-limits.ts: mail, sign-in failures, inquiries, the daily
      // upload quota) need theirs. Every path has its own rule (IP_RATE_LIMITS' '/**'), so
      // this default limits nothing itself.
      window: MAX_ALLOWANCE_WINDOW_SECONDS,
      max: 120,
      customRules: ipRateRules(),
    },
    advanced: {
      // better-auth skips origin and CSRF checks when NODE_ENV is test; ours test them.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'partnerly',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    disabledPaths: DISABLED_PATHS,
    plugins: [
      emailOTP({
        otpLength: EMAIL_CODE.length,
        expiresIn: EMAIL_CODE.ttlSeconds,
        allowedAttempts: EMAIL_CODE.maxAttempts,
        storeOTP: 'hashed',
        // Codes sign existing accounts in, or confirm a new one; they never create one.
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp }) => {
          const [user] = await currentDb(db)
            .select({ id: authUsers.id, name: authUsers.name })
            .from(authUsers)
            .where(eq(authUsers.email, email));
          const translator = user ? await translatorOfUser(user.id) : translatorFor('en');
          await sendQuietly(mail, emailCodeEmail({ to: email, code: otp, userName: user?.name }, translator));
        },
      }),
      ...googleProvider(deps),
      // Describes the endpoints above for our OpenAPI document (openapi/auth-document.ts).
      openAPI({ disableDefaultReference: true }),
    ],
    logger: {
      // better-auth's warnings and errors (its default level), as our log lines.
      log: (level, message, ...args) => {
        const err = args.find((arg) => arg instanceof Error);
        const details = args.filter((arg) => arg !== err);
        logger[level](
          { component: 'better-auth', ...(err ? { err } : {}), ...(details.length ? { details } : {}) },
          message,
        );
      },
    },
    telemetry: { enabled: false },
  });
  confirmationCodeFor = (email) =>
    auth.api.createVerificationOTP({ body: { email, type: 'email-verification' } });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
