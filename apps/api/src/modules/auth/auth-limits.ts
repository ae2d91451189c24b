import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from '@partnerly/contracts';

// Throttling and lifetimes of the sign-in flows, in one place so tests can reach each limit
// quickly and the numbers are reviewed together (ASVS 6.3.1, 6.5.x).

/** Per account: this many failed password sign-ins within the window lock the address. */
export const ACCOUNT_LOCKOUT = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
  lockSeconds: 15 * 60,
} as const;

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

/** Per client IP and path (better-auth's rate limiter, stored in auth_rate_limits). */
export const IP_RATE_LIMITS = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-in/email-otp': { window: 60, max: 10 },
  '/sign-in/social': { window: 60, max: 20 },
  '/sign-up/email': { window: 60, max: 5 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  '/request-password-reset': { window: 60, max: 3 },
  '/send-verification-email': { window: 60, max: 3 },
  '/reset-password': { window: 60, max: 10 },
  // Everything else under /api/auth (session reads, sign-out, OAuth callbacks).
  '/**': { window: 60, max: 120 },
} as const satisfies Record<string, RateRule>;

/**
 * Per e-mail address, whoever asks and from wherever: mails a flow sends to one address
 * within the window (rotating IPs cannot flood a mailbox, and each code brings only
 * EMAIL_CODE.maxAttempts guesses). Unknown addresses count the same, so the answers stay
 * alike. Stored in auth_rate_limits under keys of their own (mail-throttle.ts).
 */
export const MAIL_PER_ADDRESS_LIMITS = {
  '/email-otp/send-verification-otp': { window: 15 * 60, max: 3 },
  '/request-password-reset': { window: 15 * 60, max: 3 },
  '/send-verification-email': { window: 15 * 60, max: 3 },
} as const satisfies Record<string, RateRule>;

export const EMAIL_CODE = {
  length: EMAIL_CODE_LENGTH,
  ttlSeconds: EMAIL_CODE_TTL_MINUTES * 60,
  maxAttempts: EMAIL_CODE_MAX_ATTEMPTS,
} as const;

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
/** The confirmation link in the welcome e-mail. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 7 * 24 * 60 * 60;
