import { z } from 'zod';
import { withWebScheme, isHttpUrl, optionalHttpUrl } from './http-url';
import { COMPANY_NAME_MAX, hasNoNul, INVALID_CHARACTER, trimmedOrNull } from './text-input';

// The creator's Affiliate Hub, My Codes and Analytics (issue 17; spec 03 'Affiliate codes
// dashboard and share', section 5 'External affiliate code form' and 'Edit affiliate code',
// section 8 and 9): the creator's own codes, campaign and external, and how they perform.

/** Spec 03 section 8, verbatim ('Code shown/hidden in shared links' is two messages). */
export const AFFILIATE_HUB_MESSAGES = {
  loadFailed: 'Failed to load affiliate codes',
  addFailed: 'Failed to add external code',
  updateFailed: 'Failed to update affiliate code',
  visibilityFailed: 'Failed to update visibility',
  copyFailed: 'Failed to copy code',
  deleteFailed: 'Failed to delete code',
  added: 'External affiliate code added successfully!',
  updated: 'Affiliate code updated successfully',
  deleted: 'Affiliate code deleted',
  copied: 'Code copied to clipboard!',
  shown: 'Code shown in shared links',
  hidden: 'Code hidden in shared links',
  /** Spec 03 section 5, Edit affiliate code. */
  codeAndUrlRequired: 'Validation Error: Code and Brand URL are required',
  noAnalytics: 'No Analytics Yet',
  // Ours (the spec names none for these).
  brandNameRequired: 'Brand name is required',
  codeRequired: 'Code is required',
  brandUrlRequired: 'Brand website URL is required',
  brandUrlInvalid: 'Enter a web address starting with http:// or https://',
  logoUrlInvalid: 'Enter a logo address starting with http:// or https://',
  expiryInvalid: 'Enter a valid date',
  expiryPast: 'The expiry date cannot be in the past',
  notFound: 'Affiliate code not found',
  /** A campaign code renamed to another active code of the same brand. */
  codeTaken: (brand: string) => `${brand} already has an active code with this name. Choose another code.`,
} as const;

export const AFFILIATE_CODE_MAX = 50;
export const AFFILIATE_INSTRUCTIONS_MAX = 1000;
export const AFFILIATE_URL_MAX = 500;

/** A required, trimmed text with `required` for a blank one. */
const requiredText = (required: string, max: number, label: string) =>
  z
    .string(required)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * A shop's address: trimmed, `https://` put in front of a bare host (`shop.example.com`), and
 * then http(s) only (javascript:, data: and the like are refused).
 */
const brandUrl = (required: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .transform(withWebScheme)
    .pipe(
      z
        .string()
        .max(AFFILIATE_URL_MAX, `URL must be at most ${AFFILIATE_URL_MAX} characters`)
        .refine(isHttpUrl, AFFILIATE_HUB_MESSAGES.brandUrlInvalid),
    );

/** The last day a code works, YYYY-MM-DD (through the end of that day in UTC); blank is none. */
const expiresOn = z
  .preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.iso.date(AFFILIATE_HUB_MESSAGES.expiryInvalid).nullish(),
  )
  .transform((value) => value ?? null);

/** Body of PATCH /api/my-codes/:id (spec 03 'Edit affiliate code'): every value trimmed. */
export const updateAffiliateCodeInput = z.object({
  code: requiredText(AFFILIATE_HUB_MESSAGES.codeAndUrlRequired, AFFILIATE_CODE_MAX, 'Code'),
  brandUrl: brandUrl(AFFILIATE_HUB_MESSAGES.codeAndUrlRequired),
  instructions: trimmedOrNull(AFFILIATE_INSTRUCTIONS_MAX, 'Instructions'),
  expiresOn,
});
export type UpdateAffiliateCodeInput = z.input<typeof updateAffiliateCodeInput>;
export type UpdateAffiliateCodeValues = z.output<typeof updateAffiliateCodeInput>;

/** Body of POST /api/my-codes (spec 03 'External affiliate code form'). */
export const externalAffiliateCodeInput = z.object({
  brandName: requiredText(AFFILIATE_HUB_MESSAGES.brandNameRequired, COMPANY_NAME_MAX, 'Brand name'),
  code: requiredText(AFFILIATE_HUB_MESSAGES.codeRequired, AFFILIATE_CODE_MAX, 'Code'),
  brandUrl: brandUrl(AFFILIATE_HUB_MESSAGES.brandUrlRequired),
  logoUrl: optionalHttpUrl(AFFILIATE_HUB_MESSAGES.logoUrlInvalid, { max: AFFILIATE_URL_MAX }),
  instructions: trimmedOrNull(AFFILIATE_INSTRUCTIONS_MAX, 'Instructions'),
  expiresOn,
});
export type ExternalAffiliateCodeInput = z.input<typeof externalAffiliateCodeInput>;
export type ExternalAffiliateCodeValues = z.output<typeof externalAffiliateCodeInput>;

/** The menu toggles between these two (spec 03 section 4); 'private' is never chosen here. */
export const SHARED_LINK_VISIBILITIES = ['public', 'hidden'] as const;

/** Body of PUT /api/my-codes/:id/visibility. */
export const affiliateVisibilityInput = z.object({
  visibility: z.enum(SHARED_LINK_VISIBILITIES, 'Choose public or hidden'),
});
export type AffiliateVisibilityInput = z.input<typeof affiliateVisibilityInput>;

export const myCodeParam = z.object({ id: z.uuid(AFFILIATE_HUB_MESSAGES.notFound) });

const iso = z.iso.datetime();
const count = z.int().nonnegative();

export const AFFILIATE_VISIBILITIES = ['public', 'hidden', 'private'] as const;

/** One of the creator's codes in My Codes. */
export const myAffiliateCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** Null only for a campaign code whose brand had no website when it was issued. */
  brandUrl: z.string().nullable(),
  isExternal: z.boolean(),
  /** The campaign's brand (its main profile), or the external brand the creator named. */
  brand: z.object({ name: z.string(), logoUrl: z.string().nullable() }),
  /** Null for an external code. */
  campaign: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  instructions: z.string().nullable(),
  expiresAt: iso.nullable(),
  /** The last day it works (UTC), what the edit form's date field holds. */
  expiresOn: z.iso.date().nullable(),
  isExpired: z.boolean(),
  visibility: z.enum(AFFILIATE_VISIBILITIES),
  createdAt: iso,
  views: count,
  copies: count,
  clicks: count,
});
export type MyAffiliateCode = z.infer<typeof myAffiliateCodeSchema>;

/** GET /api/my-codes: the creator's codes that are not deleted, newest first. */
export const myAffiliateCodesSchema = z.object({ codes: z.array(myAffiliateCodeSchema) });
export type MyAffiliateCodes = z.infer<typeof myAffiliateCodesSchema>;

/** Answer of the changes (add, edit, visibility): the code as My Codes lists it. */
export const myAffiliateCodeChangeSchema = z.object({ code: myAffiliateCodeSchema, message: z.string() });
export type MyAffiliateCodeChange = z.infer<typeof myAffiliateCodeChangeSchema>;

/**
 * A code's conversions: the spec 02 estimate (labelled 'Estimated'), or, once its brand imported
 * orders for the campaign, the orders matched to it (revenue in AED).
 */
export const codeConversionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimated'),
    /** Percent of clicks estimated to become orders. */
    rate: z.number(),
    performance: z.enum(['strong', 'moderate', 'weak']),
    orders: count,
    revenue: z.number(),
  }),
  z.object({
    kind: z.literal('actual'),
    /** Orders per 100 clicks, one decimal; null without clicks (orders may still come in). */
    rate: z.number().nullable(),
    orders: count,
    revenue: z.number(),
  }),
]);
export type CodeConversion = z.infer<typeof codeConversionSchema>;

export const codeAnalyticsSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  brandName: z.string(),
  campaignTitle: z.string().nullable(),
  isExternal: z.boolean(),
  /** A soft-deleted code keeps its history: it is listed (marked) when it has any. */
  isDeleted: z.boolean(),
  views: count,
  copies: count,
  clicks: count,
  /** Spec 03 section 9: clicks / copies × 100, rounded. */
  clickThroughRate: count,
  conversion: codeConversionSchema,
});
export type CodeAnalytics = z.infer<typeof codeAnalyticsSchema>;

export const INSIGHT_TONES = ['positive', 'warning', 'info'] as const;
export const affiliateInsightSchema = z.object({
  /** The rule that made it (stable, for keys and tests). */
  id: z.string(),
  tone: z.enum(INSIGHT_TONES),
  title: z.string(),
  message: z.string(),
});
export type AffiliateInsight = z.infer<typeof affiliateInsightSchema>;

/** GET /api/my-codes/analytics (spec 03 'Creator analytics result'). */
export const myCodeAnalyticsSchema = z.object({
  /** False until any code was viewed, copied, clicked or ordered with: 'No Analytics Yet'. */
  hasActivity: z.boolean(),
  totals: z.object({
    /** Codes not deleted. */
    codes: count,
    /** Every event of every code, deleted ones included (their history stays). */
    views: count,
    copies: count,
    clicks: count,
    clickThroughRate: count,
    /** Spec 03 section 9: (clicks + copies) / views × 100, one decimal. */
    engagementPercent: z.number(),
  }),
  /** The active code with the most clicks (then copies, then views); null before any. */
  topCode: codeAnalyticsSchema.nullable(),
  /** Active codes, then deleted ones with history; most clicks first. */
  codes: z.array(codeAnalyticsSchema),
  insights: z.array(affiliateInsightSchema),
});
export type MyCodeAnalytics = z.infer<typeof myCodeAnalyticsSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment a code with this last day stops working: the start of the next day in UTC. */
export function affiliateExpiryEnd(expiresOn: string): Date {
  return new Date(Date.parse(`${expiresOn}T00:00:00.000Z`) + DAY_MS);
}

/** The last UTC day a code expiring at `expiresAt` works: the day of the moment just before. */
export function affiliateExpiryDay(expiresAt: Date): string {
  return new Date(expiresAt.getTime() - 1).toISOString().slice(0, 10);
}
