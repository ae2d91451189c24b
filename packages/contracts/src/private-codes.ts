import { z } from 'zod';
import { earliestToday, isIsoDate } from './campaign-form';
import { optionalHttpUrl } from './http-url';
import {
  DEVICE_FINGERPRINT_MAX,
  PRIVATE_CODE_CAMPAIGN_NAME_MAX,
  PRIVATE_CODE_DISCOUNT_MAX,
  PRIVATE_CODE_LOCATION_MAX,
  PRIVATE_CODE_MAX_USES_DEFAULT,
  PRIVATE_CODE_MAX_USES_MAX,
  PRIVATE_CODE_MAX_USES_MIN,
  PRIVATE_CODE_MESSAGES,
  PRIVATE_CODE_PATTERN,
  REDEMPTION_FAILURES,
  REDEMPTION_MESSAGES,
  REDEMPTION_PAGE_OUTCOMES,
} from './private-code-rules';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// Private QR discount codes (issue 18): the brand's QR Codes tab (/api/private-codes) and the
// public redemption page (/api/redeem/{code}). Texts, limits and rules: private-code-rules.ts.

export const PRIVATE_CODE_STATUSES = ['active', 'inactive'] as const;
export type PrivateCodeStatus = (typeof PRIVATE_CODE_STATUSES)[number];

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string(message).refine(hasNoNul, INVALID_CHARACTER).trim().min(1, message).max(max, tooLong);

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value ? value : null));

const M = PRIVATE_CODE_MESSAGES;

/**
 * Body of POST /api/private-codes (spec 02 'Private referral code form'). The plan's
 * redemptions-per-code cap is checked by the server ('Max uses cannot exceed your plan limit
 * of {n} redemptions per code.'); the form caps the field at it too.
 */
export const createPrivateCodeInput = z.object({
  campaignName: requiredText(M.campaignNameRequired, PRIVATE_CODE_CAMPAIGN_NAME_MAX, M.campaignNameTooLong),
  discountDescription: requiredText(M.discountRequired, PRIVATE_CODE_DISCOUNT_MAX, M.discountTooLong),
  maxUses: z.coerce
    .number(M.maxUsesRequired)
    .int(M.maxUsesRange)
    .min(PRIVATE_CODE_MAX_USES_MIN, M.maxUsesRange)
    .max(PRIVATE_CODE_MAX_USES_MAX, M.maxUsesRange)
    .default(PRIVATE_CODE_MAX_USES_DEFAULT),
  /** YYYY-MM-DD, today or later; the code works until the end of that day in the UAE. */
  expirationDate: z
    .string(M.expiryInvalid)
    .refine((value) => value === '' || isIsoDate(value), M.expiryInvalid)
    .refine((value) => value === '' || value >= earliestToday(), M.expiryPast)
    .nullish()
    .transform((value) => (value ? value : null)),
  businessLocation: optionalText(PRIVATE_CODE_LOCATION_MAX, M.locationTooLong),
  googleMapsUrl: optionalHttpUrl(M.mapsUrlInvalid),
  /** An image the caller uploaded (purpose 'logo'), already cropped by the adjust dialog. */
  logoUploadId: z
    .uuid(M.logoNotFound)
    .nullish()
    .transform((value) => value ?? null),
});
export type CreatePrivateCodeInput = z.input<typeof createPrivateCodeInput>;

export const privateCodeParam = z.object({ id: z.uuid(M.notFound) });

/** Body of PATCH /api/private-codes/{id}: activate or deactivate. */
export const updatePrivateCodeStatusInput = z.object({
  status: z.enum(PRIVATE_CODE_STATUSES, 'Status must be active or inactive'),
});

/** One code as the brand sees it. */
export const privateCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  campaignName: z.string(),
  discountDescription: z.string(),
  maxUses: z.int(),
  remainingUses: z.int(),
  /** Successful redemptions (maxUses - remainingUses). */
  redemptions: z.int(),
  status: z.enum(PRIVATE_CODE_STATUSES),
  /** Shown as expired: no uses left or past its expiration date (spec 02 'Private code status'). */
  isExpired: z.boolean(),
  expirationDate: z.iso.date().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  businessLocation: z.string().nullable(),
  googleMapsUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  /** The brand profile the code speaks for (its company name is on the public page). */
  brandProfile: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** The public page's absolute address (what the QR code holds). */
  shareUrl: z.string(),
  createdAt: z.iso.datetime(),
});
export type PrivateCode = z.infer<typeof privateCodeSchema>;

export const privateCodeRedemptionSchema = z.object({
  id: z.uuid(),
  codeId: z.uuid(),
  code: z.string(),
  campaignName: z.string(),
  success: z.boolean(),
  failureReason: z.enum(REDEMPTION_FAILURES).nullable(),
  redeemedAt: z.iso.datetime(),
});
export type PrivateCodeRedemption = z.infer<typeof privateCodeRedemptionSchema>;

/** GET /api/private-codes: the QR Codes tab. */
export const privateCodesOverviewSchema = z.object({
  stats: z.object({
    totalCodes: z.int(),
    /** Successful redemptions of every code. */
    totalRedemptions: z.int(),
    /** Rounded percent of attempts that succeeded. */
    successRate: z.int(),
    monthlyUsed: z.int(),
    monthlyLimit: z.int(),
  }),
  /** The plan facts the brand needs, in place of the original's debug card. */
  plan: z.object({
    planId: z.string(),
    planName: z.string(),
    hasActiveSubscription: z.boolean(),
    canCreate: z.boolean(),
    /** Why Create is disabled: the spec's tooltip texts. */
    createBlockedReason: z.enum([M.upgradeToCreate, M.monthlyLimitTooltip]).nullable(),
    maxRedemptionsPerCode: z.int(),
    /** When the monthly count starts again (the next billing cycle), null without a plan. */
    monthlyResetsAt: z.iso.datetime().nullable(),
    isEnterprise: z.boolean(),
  }),
  /** Newest first. */
  codes: z.array(privateCodeSchema),
  /** The latest 10 attempts, successes and failures, newest first. */
  recentRedemptions: z.array(privateCodeRedemptionSchema),
});
export type PrivateCodesOverview = z.infer<typeof privateCodesOverviewSchema>;

/** Event published to the workspace's members when a code or its redemptions change. */
export const PRIVATE_CODES_EVENT = 'private-codes.changed';

// ---------- the public redemption page ----------

export const redemptionCodeParam = z.object({
  code: z.string().regex(PRIVATE_CODE_PATTERN, REDEMPTION_MESSAGES.invalidLink),
});

/** GET /api/redeem/{code}: what the page shows (sets the device cookie). */
export const redemptionPageSchema = z.object({
  outcome: z.enum(REDEMPTION_PAGE_OUTCOMES),
  /** Absent for not_found. */
  offer: z
    .object({
      code: z.string(),
      campaignName: z.string(),
      discountDescription: z.string(),
      brandName: z.string(),
      logoUrl: z.string().nullable(),
      maxUses: z.int(),
      remainingUses: z.int(),
      expiresAt: z.iso.datetime().nullable(),
      businessLocation: z.string().nullable(),
      googleMapsUrl: z.string().nullable(),
    })
    .nullable(),
  /** This device has redeemed the code already. */
  redeemedByThisDevice: z.boolean(),
});
export type RedemptionPage = z.infer<typeof redemptionPageSchema>;

/** Body of POST /api/redeem/{code}. */
export const redeemInput = z.object({
  /** Spec 02 fingerprint (browser, language, screen, time zone, canvas), hashed and cut to 32. */
  fingerprint: z
    .string('Fingerprint is required')
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Fingerprint must be 8 to 64 letters, digits, - or _')
    .transform((value) => value.slice(0, DEVICE_FINGERPRINT_MAX)),
});
export type RedeemInput = z.input<typeof redeemInput>;

/** POST /api/redeem/{code}: 200 on success; a refusal is 409 with the spec's message and a reason. */
export const redeemResultSchema = z.object({
  remainingUses: z.int(),
  redeemedAt: z.iso.datetime(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/**
 * POST /api/redeem/{code} refused (409): the API's error body plus the reason, so the page
 * tells 'already redeemed', 'no uses left', 'just expired' and 'no longer active' apart (the
 * message is the reason's REDEMPTION_FAILURE_MESSAGES text).
 */
export const redemptionRefusalSchema = z.object({
  error: z.object({
    code: z.literal('CONFLICT'),
    message: z.string(),
    reason: z.enum(REDEMPTION_FAILURES),
  }),
});
export type RedemptionRefusal = z.infer<typeof redemptionRefusalSchema>;

/** SSE event of GET /api/redeem/{code}/events: the code's live state. */
export const REDEMPTION_LIVE_EVENT = 'redemption.state';
export const redemptionLiveSchema = z.object({
  remainingUses: z.int(),
  status: z.enum(PRIVATE_CODE_STATUSES),
});
export type RedemptionLive = z.infer<typeof redemptionLiveSchema>;
