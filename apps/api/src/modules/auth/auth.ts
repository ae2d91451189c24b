import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@partnerly/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { eq } from 'drizzle-orm';
import { trustedOrigins } from '../../config/trusted-origins';
import type { AppDeps } from '../../context';
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from '../../db/schema';
import { emailCodeEmail, passwordResetEmail, welcomeEmail } from '../../integrations/mailer/templates';
import { currentDb, trackTransactions } from './auth-db';
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
import { createProfileForNewUser } from './new-user-profile';

export type AuthDeps = Omit<AppDeps, 'auth'>;

export const GOOGLE_PROVIDER_ID = 'google';

// better-auth endpoints we do not offer: account deletion and password change have our own
// routes (soft delete, spec messages), e-mail codes serve sign-in only, and accounts are
// never linked to Google after the fact.
const DISABLED_PATHS = [
  '/delete-user',
  '/delete-user/callback',
  '/change-password',
  '/set-password',
  '/update-user',
  '/change-email',
  '/link-social',
  '/unlink-account',
  '/email-otp/verify-email',
  '/email-otp/check-verification-otp',
  '/email-otp/request-password-reset',
  '/email-otp/reset-password',
  '/forget-password/email-otp',
  '/email-otp/request-email-change',
  '/email-otp/change-email',
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

/** The better-auth instance: e-mail + password, e-mail codes, Google (when configured). */
export function createAuth(deps: AuthDeps) {
  const { env, publicUrl, database, mail } = deps;
  const { db } = database;
  const hooks = createAuthHooks(db);
  return betterAuth({
    appName: 'Partnerly',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: resolveAuthSecret(env),
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
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const resetLink = `${publicUrl}/auth?type=recovery&token=${encodeURIComponent(token)}`;
        await sendQuietly(mail, passwordResetEmail({ to: user.email, userName: user.name, resetLink }));
      },
      onPasswordReset: async ({ user }) => {
        // The reset proved control of the mailbox; earlier failed sign-ins no longer count.
        await db.update(authUsers).set({ emailVerified: true }).where(eq(authUsers.id, user.id));
        await clearFailedSignIns(db, user.email);
      },
    },
    emailVerification: {
      // The welcome e-mail's dashboard link also confirms the address. A confirmed address
      // keeps its password when the user later signs in with an e-mail code (better-auth
      // removes the password of an unconfirmed one then, against pre-registered accounts).
      sendOnSignUp: true,
      expiresIn: EMAIL_VERIFICATION_TTL_SECONDS,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (!request) return; // accounts the server makes itself (demo seed, tests)
        const link = new URL(url);
        link.searchParams.set('callbackURL', '/dashboard');
        await sendQuietly(
          mail,
          welcomeEmail({ to: user.email, userName: user.name, dashboardUrl: link.href }),
        );
      },
    },
    account: {
      // A Google sign-in never takes over an existing account with the same e-mail.
      accountLinking: { disableImplicitLinking: true },
    },
    databaseHooks: {
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
          // the others get theirs with the confirmation link (emailVerification above).
          after: async (user, context) => {
            if (!context?.request || !user.emailVerified) return;
            const dashboardUrl = `${publicUrl}/dashboard`;
            await sendQuietly(mail, welcomeEmail({ to: user.email, userName: user.name, dashboardUrl }));
          },
        },
      },
    },
    hooks,
    rateLimit: { enabled: true, storage: 'database', window: 60, max: 120, customRules: ipRateRules() },
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
        // Codes sign existing accounts in; they never create one.
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp }) => {
          const [user] = await currentDb(db)
            .select({ name: authUsers.name })
            .from(authUsers)
            .where(eq(authUsers.email, email));
          await sendQuietly(mail, emailCodeEmail({ to: email, code: otp, userName: user?.name }));
        },
      }),
      ...googleProvider(deps),
    ],
    logger: {
      // Tests provoke failed sign-ins on purpose: only errors are worth printing there.
      log: (level, message, ...args) => {
        if (level === 'error') console.error(`[auth] ${message}`, ...args);
        else if (env.NODE_ENV !== 'test') console.warn(`[auth] ${message}`, ...args);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type AuthSession = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
