import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_ATTEMPTS, EMAIL_CODE_TTL_MINUTES } from '@partnerly/contracts';

// Throttling and lifetimes of the sign-in flows, in one place so tests can reach each limit
// quickly and the numbers are reviewed together (ASVS 6.3.1, 6.5.x).

/**
 * Per client IP and account: this many failed password sign-ins within the window block that
 * client's password attempts on that address until the window ends. The attacker's client
 * waits; the owner on any other client is unaffected (login-throttle.ts).
 */
export const CLIENT_ACCOUNT_LIMIT = {
  maxFailures: 5,
  windowSeconds: 15 * 60,
} as const;

/**
 * Per account, from any client (many IPs): past freeFailures failures within the window, each
 * further failure makes the next password attempt on the address wait baseDelaySeconds,
 * doubled per failure, up to maxDelaySeconds. A spread-out guesser gets about one try a
 * minute; the owner waits seconds at most and can always use an e-mail code or a reset.
 */
export const ACCOUNT_SLOWDOWN = {
  freeFailures: 10,
  windowSeconds: 15 * 60,
  baseDelaySeconds: 1,
  maxDelaySeconds: 60,
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
  // Sized for a venue: 50 creators on one shared Wi-Fi sign up and confirm within minutes;
  // a script is stopped after 100 sign-ups until the network has been quiet for 10 minutes.
  // Accounts are of no use before their mailbox is proven, which the per-address mail limit
  // below and the code's 5 tries bound.
  '/sign-up/email': { window: 10 * 60, max: 100 },
  '/email-otp/verify-email': { window: 10 * 60, max: 200 },
  '/send-verification-email': { window: 10 * 60, max: 50 },
  '/email-otp/send-verification-otp': { window: 60, max: 3 },
  '/request-password-reset': { window: 60, max: 3 },
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
  '/sign-up/email': { window: 15 * 60, max: 3 },
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
/** The confirmation link in the welcome e-mail (its code lasts EMAIL_CODE.ttlSeconds). */
export const EMAIL_VERIFICATION_TTL_SECONDS = 7 * 24 * 60 * 60;
