// Private QR discount codes (issue 18; spec 02 'Private QR Codes tab', 'Public redemption page',
// 'Private referral code form', 'Redemption', 'Limits and timing' and the messages). Texts,
// limits and pure rules only, without zod: the public redemption page /r/{code} imports this
// file and must stay small (its first load is at most 100 KB of JavaScript).
// Schemas: private-codes.ts. Decisions 0055-0058.

export const PRIVATE_CODE_MESSAGES = {
  loginRequired: 'You must be logged in to create referral codes',
  subscriptionUnknown: 'Unable to verify subscription status',
  /** The Create QR Code button's tooltip without a plan that includes QR codes. */
  upgradeToCreate: 'Upgrade your plan to create QR codes',
  /** The Create QR Code button's tooltip at the monthly limit. */
  monthlyLimitTooltip: 'Monthly QR code limit reached',
  monthlyLimitReached: (limit: number) =>
    `Monthly QR code limit reached (${limit}). Upgrade your plan for more codes.`,
  maxUsesOverPlan: (limit: number) =>
    `Max uses cannot exceed your plan limit of ${limit} redemptions per code.`,
  created: 'QR code created',
  createFailed: 'Failed to create private referral code',
  loadFailed: 'Failed to load private referral codes',
  statusFailed: 'Failed to update code status',
  deleteFailed: 'Failed to delete private referral code',
  logoUploadFailed: 'Failed to upload logo',
  refreshFailed: 'Failed to refresh code data',
  notFound: 'QR code not found',
  imageFailed: 'Failed to generate QR code image',
  campaignNameRequired: 'Campaign name is required',
  campaignNameTooLong: `Campaign name must be at most 100 characters`,
  discountRequired: 'Discount description is required',
  discountTooLong: `Discount description must be at most 500 characters`,
  maxUsesRequired: 'Maximum uses is required',
  maxUsesRange: 'Maximum uses must be a whole number from 1 to 1000',
  expiryInvalid: 'Expiration date must be a date (YYYY-MM-DD)',
  expiryPast: 'Expiration date must be today or later',
  locationTooLong: 'Business location must be at most 200 characters',
  mapsUrlInvalid: 'Google Maps URL must be a web address starting with http:// or https://',
  logoTooLarge: 'File size must be less than 5MB',
  logoNotImage: 'Please select an image file',
  logoNotFound: 'Upload the logo again',
} as const;

/** Spec 02 'Redemption page' messages, verbatim. */
export const REDEMPTION_MESSAGES = {
  invalidLink: 'Invalid redemption link',
  notValid: 'This redemption code is not valid or has expired',
  inactive: 'This code is no longer active',
  loadFailed: 'Unable to load redemption details',
  alreadyRedeemed: 'This device has already redeemed this code',
  unavailable: 'This code is no longer available for redemption',
  failed: 'Failed to redeem code. Please try again.',
  justExpired: 'This code has just expired or is no longer available',
  maxUsesReached: 'Maximum Uses Reached',
  copyFailed: 'Unable to copy link',
  /** Ours: the device cookie is what makes 'one redemption per device' hold (decision 0056). */
  cookiesRequired:
    'Your browser blocked the cookie this page needs. Allow cookies for this site, reload and try again.',
  /** Ours: the per-client limit on redemption attempts. */
  tooManyAttempts: 'Too many attempts from this network. Wait a minute and try again.',
} as const;

export const PRIVATE_CODE_MAX_USES_MIN = 1;
export const PRIVATE_CODE_MAX_USES_MAX = 1000;
export const PRIVATE_CODE_MAX_USES_DEFAULT = 10;
export const PRIVATE_CODE_CAMPAIGN_NAME_MAX = 100;
export const PRIVATE_CODE_DISCOUNT_MAX = 500;
export const PRIVATE_CODE_LOCATION_MAX = 200;
/** Spec 02 'Limits and timing': Recent Redemptions shows the latest 10. */
export const RECENT_REDEMPTIONS_LIMIT = 10;
/** Spec 02: the private code's QR image, error level M, 200 px, downloaded as PNG. */
export const PRIVATE_CODE_QR = { errorCorrectionLevel: 'M', sizePx: 200 } as const;

/** Spec 02 'Limits and timing': the redemption page's timings. */
export const REDEMPTION_TIMING = {
  /** success -> success_locked. */
  lockAfterSuccessMs: 1200,
  /** success -> exhausted, when no uses remain. */
  exhaustedAfterSuccessMs: 4000,
  /** The expiry chip warns under this many hours. */
  expiryWarningHours: 24,
  /** The calendar reminder: this long before expiry, lasting one hour. */
  reminderBeforeExpiryMs: 24 * 60 * 60 * 1000,
  reminderDurationMs: 60 * 60 * 1000,
} as const;

/** Spec 02 fingerprint: browser, language, screen size, time zone, canvas; at most 32 characters. */
export const DEVICE_FINGERPRINT_MAX = 32;

/** The page's states (spec 02 'Redemption flow'). */
export const REDEMPTION_STATES = [
  'idle',
  'redeeming',
  'success',
  'success_locked',
  'exhausted_from_start',
  'exhausted',
] as const;
export type RedemptionState = (typeof REDEMPTION_STATES)[number];

/** The page load's outcomes (spec 02 'Public redemption page'). */
export const REDEMPTION_PAGE_OUTCOMES = ['not_found', 'inactive', 'exhausted', 'active'] as const;
export type RedemptionPageOutcome = (typeof REDEMPTION_PAGE_OUTCOMES)[number];

/** Why a redemption attempt failed (stored with the failed attempt, shown by the page). */
export const REDEMPTION_FAILURES = ['already_redeemed', 'exhausted', 'expired', 'inactive'] as const;
export type RedemptionFailure = (typeof REDEMPTION_FAILURES)[number];

export const REDEMPTION_FAILURE_MESSAGES: Record<RedemptionFailure, string> = {
  already_redeemed: REDEMPTION_MESSAGES.alreadyRedeemed,
  exhausted: REDEMPTION_MESSAGES.unavailable,
  expired: REDEMPTION_MESSAGES.justExpired,
  inactive: REDEMPTION_MESSAGES.inactive,
};

/**
 * Spec 02 code generation: the first 6 letters of the campaign name, uppercased and stripped
 * of non-letters (fallback CODE). The API adds '-' and 6 random characters from a CSPRNG.
 */
export function privateCodePrefix(campaignName: string): string {
  const letters = campaignName
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
    .slice(0, 6);
  return letters === '' ? 'CODE' : letters;
}

export const PRIVATE_CODE_SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PRIVATE_CODE_SUFFIX_LENGTH = 6;
/** A whole code as the link carries it: PREFIX-XXXXXX. */
export const PRIVATE_CODE_PATTERN = /^[A-Z]{1,6}-[A-Z0-9]{6}$/;

/** The path of a code's public page. */
export const redemptionPath = (code: string) => `/r/${encodeURIComponent(code)}`;

/**
 * The moment a code with this expiration date (YYYY-MM-DD) stops working: the end of that day
 * in the UAE (Asia/Dubai, UTC+4 all year, no daylight saving).
 */
export function privateCodeExpiresAt(expirationDate: string): Date {
  return new Date(`${expirationDate}T23:59:59.999+04:00`);
}

/** The calendar date (YYYY-MM-DD) in the UAE of a code's expiry moment. */
export function privateCodeExpirationDate(expiresAt: Date): string {
  return new Date(expiresAt.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Spec 02: success rate of redemptions, a rounded percent (0 without attempts). */
export function redemptionSuccessRate(successes: number, attempts: number): number {
  return attempts === 0 ? 0 : Math.round((successes / attempts) * 100);
}

/** The expiry chip warns when less than 24 hours remain. */
export function isExpiringSoon(expiresAt: string | null, now = Date.now()): boolean {
  if (!expiresAt) return false;
  const left = new Date(expiresAt).getTime() - now;
  return left > 0 && left < REDEMPTION_TIMING.expiryWarningHours * 60 * 60 * 1000;
}
