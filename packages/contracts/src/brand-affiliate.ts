import { z } from 'zod';
import { earliestToday, isIsoDate } from './campaign-form';
import { isHttpUrl, withWebScheme } from './http-url';
import { hasNoNul, INVALID_CHARACTER } from './text-input';

// The brand side of affiliate codes (issue 17 item 1, spec 02 'Campaign Affiliate Codes dialog',
// 'Affiliate analytics', 'Affiliate code form' and the messages under 'Applications and affiliate
// codes'), and the import of a store's orders that turns the estimate into real figures (item 5).
// Decision: docs/decisions/0054.

export const BRAND_AFFILIATE_MESSAGES = {
  /** Spec 02 'Affiliate code form': the form's message when a required field is empty. */
  requiredFields: 'Please fill in all required fields',
  formInvalid: 'Please fix the errors in the form',
  created: 'Affiliate code created and synced successfully!',
  createFailed: (reason: string) => `Failed to create affiliate code: ${reason}`,
  loadAcceptedFailed: 'Failed to load accepted applications',
  loadAnalyticsFailed: 'Failed to load affiliate analytics',
  deleteFailed: (reason: string) => `Failed to delete affiliate code: ${reason}`,
  deleted: 'Affiliate code deleted',
  creatorRequired: 'Choose an accepted creator',
  creatorNotAccepted: 'This creator is not an accepted creator of this campaign',
  codeRequired: 'Code is required',
  codeFormat: 'Use 3 to 30 letters, digits, dashes or underscores',
  brandUrlRequired: 'Brand URL is required',
  brandUrlInvalid: 'Brand URL must be a web address starting with http:// or https://',
  expiryRequired: 'Expiration date is required',
  expiryInvalid: 'Expiration date must be a date (YYYY-MM-DD)',
  expiryPast: 'Expiration date must be today or later',
  instructionsTooLong: `Instructions must be at most 1000 characters`,
  codeTaken: (code: string) =>
    `${code} is already one of your active codes. Choose another code, or delete the old one first.`,
  codeNotFound: 'Affiliate code not found',
} as const;

/** The fields whose emptiness the spec answers with 'Please fill in all required fields'. */
const REQUIRED_FIELD_MESSAGES: readonly string[] = [
  BRAND_AFFILIATE_MESSAGES.creatorRequired,
  BRAND_AFFILIATE_MESSAGES.codeRequired,
  BRAND_AFFILIATE_MESSAGES.brandUrlRequired,
  BRAND_AFFILIATE_MESSAGES.expiryRequired,
];

/** The form's top message for these field messages: the spec's when a required field is empty. */
export function affiliateCodeFormMessage(fieldMessages: readonly string[]): string {
  return fieldMessages.some((message) => REQUIRED_FIELD_MESSAGES.includes(message))
    ? BRAND_AFFILIATE_MESSAGES.requiredFields
    : BRAND_AFFILIATE_MESSAGES.formInvalid;
}

/** Spec 02 (Limits and timing): a manually synced code expires 30 days ahead (the form's default). */
export const MANUAL_AFFILIATE_CODE_EXPIRY_DAYS = 30;
export const AFFILIATE_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,29}$/;
export const BRAND_CODE_INSTRUCTIONS_MAX = 1000;
export const AFFILIATE_BRAND_URL_MAX = 2000;

/** A code as shoppers type it: trimmed and uppercased (stores compare discount codes without case). */
export const normalizeAffiliateCode = (value: string) => value.trim().toUpperCase();

/** A required text field: blank counts as missing. */
const required = (message: string) =>
  z.string(message).refine(hasNoNul, INVALID_CHARACTER).trim().min(1, message);

/** Body of POST /api/brand-affiliate/campaigns/:campaignId/codes. */
export const createAffiliateCodeInput = z.object({
  creatorId: required(BRAND_AFFILIATE_MESSAGES.creatorRequired).max(
    100,
    BRAND_AFFILIATE_MESSAGES.creatorNotAccepted,
  ),
  code: required(BRAND_AFFILIATE_MESSAGES.codeRequired)
    .transform(normalizeAffiliateCode)
    .pipe(z.string().regex(AFFILIATE_CODE_PATTERN, BRAND_AFFILIATE_MESSAGES.codeFormat)),
  /** A bare host (`shop.example.com`) gets `https://`; then http(s) only. */
  brandUrl: required(BRAND_AFFILIATE_MESSAGES.brandUrlRequired)
    .transform(withWebScheme)
    .pipe(
      z
        .string()
        .max(AFFILIATE_BRAND_URL_MAX, `Brand URL must be at most ${AFFILIATE_BRAND_URL_MAX} characters`)
        .refine(isHttpUrl, BRAND_AFFILIATE_MESSAGES.brandUrlInvalid),
    ),
  /** The last day the code works (a calendar day, YYYY-MM-DD). */
  expiresOn: required(BRAND_AFFILIATE_MESSAGES.expiryRequired)
    .refine(isIsoDate, BRAND_AFFILIATE_MESSAGES.expiryInvalid)
    // The server does not know the brand's time zone: only days past everywhere are refused.
    .refine((value) => value >= earliestToday(), BRAND_AFFILIATE_MESSAGES.expiryPast),
  instructions: z
    .string()
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .max(BRAND_CODE_INSTRUCTIONS_MAX, BRAND_AFFILIATE_MESSAGES.instructionsTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type CreateAffiliateCodeInput = z.input<typeof createAffiliateCodeInput>;
export type CreateAffiliateCodeValues = z.output<typeof createAffiliateCodeInput>;

export const brandAffiliateCampaignParam = z.object({ campaignId: z.uuid('Campaign not found') });
export const brandAffiliateCodeParam = z.object({ id: z.uuid(BRAND_AFFILIATE_MESSAGES.codeNotFound) });

export const AFFILIATE_CODE_STATUSES = ['active', 'deleted'] as const;
export type AffiliateCodeStatus = (typeof AFFILIATE_CODE_STATUSES)[number];

/** One code of a campaign as the brand sees it. */
export const brandAffiliateCodeSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  brandUrl: z.string().nullable(),
  instructions: z.string().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  /** The last day the code works (YYYY-MM-DD, UTC); null without expiry. */
  expiresOn: z.iso.date().nullable(),
  isExpired: z.boolean(),
  status: z.enum(AFFILIATE_CODE_STATUSES),
  /** Made when the brand approved the creator (else added in the dialog). */
  isFromApproval: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type BrandAffiliateCode = z.infer<typeof brandAffiliateCodeSchema>;

/** An accepted creator of the campaign (application approved or in progress) with their codes. */
export const acceptedCreatorSchema = z.object({
  creatorId: z.string(),
  applicationId: z.uuid(),
  name: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Active codes first, newest first; deleted ones stay listed (their history counts). */
  codes: z.array(brandAffiliateCodeSchema),
});
export type AcceptedCreator = z.infer<typeof acceptedCreatorSchema>;

/** GET /api/brand-affiliate/campaigns/:campaignId: the Campaign Affiliate Codes dialog. */
export const campaignAffiliateCodesSchema = z.object({
  campaign: z.object({ id: z.uuid(), title: z.string() }),
  /** The brand's website, the form's default brand URL; null when none is set. */
  defaultBrandUrl: z.string().nullable(),
  creators: z.array(acceptedCreatorSchema),
  /** Whether the caller may add and delete codes (owners, managers, members of the campaign's profile). */
  canManage: z.boolean(),
});
export type CampaignAffiliateCodes = z.infer<typeof campaignAffiliateCodesSchema>;

/** 201 of POST /api/brand-affiliate/campaigns/:campaignId/codes. */
export const createdAffiliateCodeSchema = z.object({
  code: brandAffiliateCodeSchema,
  creatorId: z.string(),
  message: z.string(),
});
export type CreatedAffiliateCode = z.infer<typeof createdAffiliateCodeSchema>;

// ---- analytics ------------------------------------------------------------------------

/**
 * A code's orders: 'imported' once its campaign has imported orders (real figures, possibly 0),
 * else 'estimated' from the spec's formula (shown labelled 'Estimated'). Revenue in fils (AED).
 */
export const affiliateConversionsSchema = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('imported'),
    orders: z.int().nonnegative(),
    revenueMinor: z.int().nonnegative(),
  }),
  z.object({
    source: z.literal('estimated'),
    orders: z.int().nonnegative(),
    revenueMinor: z.int().nonnegative(),
    /** Percent of clicks estimated to become orders. */
    conversionRate: z.number(),
    performance: z.enum(['strong', 'moderate', 'weak']),
  }),
]);
export type AffiliateConversions = z.infer<typeof affiliateConversionsSchema>;

const countsShape = {
  views: z.int().nonnegative(),
  copies: z.int().nonnegative(),
  clicks: z.int().nonnegative(),
  /** Clicks / copies × 100, rounded; 0 without copies. */
  clickThroughRate: z.int().nonnegative(),
};

/** One row of the brand's Affiliate Analytics (spec 02 analytics view, plus the figures of issue 17). */
export const brandAffiliateRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  status: z.enum(AFFILIATE_CODE_STATUSES),
  isExpired: z.boolean(),
  creatorId: z.string(),
  creatorName: z.string(),
  campaignId: z.uuid(),
  campaignTitle: z.string(),
  /** The campaign's brand profile: who may delete the code (see canManage). */
  brandProfileId: z.uuid().nullable(),
  ...countsShape,
  conversions: affiliateConversionsSchema,
});
export type BrandAffiliateRow = z.infer<typeof brandAffiliateRowSchema>;

/** Imported and estimated figures summed apart, never mixed. */
const outcomeShape = {
  importedOrders: z.int().nonnegative(),
  importedRevenueMinor: z.int().nonnegative(),
  estimatedOrders: z.int().nonnegative(),
  estimatedRevenueMinor: z.int().nonnegative(),
};

export const brandAffiliateCreatorSchema = z.object({
  creatorId: z.string(),
  creatorName: z.string(),
  codes: z.int().nonnegative(),
  ...countsShape,
  ...outcomeShape,
});
export type BrandAffiliateCreator = z.infer<typeof brandAffiliateCreatorSchema>;

/** GET /api/brand-affiliate/analytics: every code of the workspace, deleted ones included. */
export const brandAffiliateAnalyticsSchema = z.object({
  rows: z.array(brandAffiliateRowSchema),
  creators: z.array(brandAffiliateCreatorSchema),
  totals: z.object({ codes: z.int().nonnegative(), ...countsShape, ...outcomeShape }),
});
export type BrandAffiliateAnalytics = z.infer<typeof brandAffiliateAnalyticsSchema>;

// ---- order import ---------------------------------------------------------------------

/** The largest order export accepted (bytes), and the most rows read from it. */
export const ORDER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const ORDER_IMPORT_MAX_ROWS = 20_000;
/** Imported orders are in AED: revenue is summed and set beside the AED estimate. */
export const ORDER_IMPORT_CURRENCY = 'AED';
/** At most this many line errors are listed (errorCount has them all). */
export const ORDER_IMPORT_ERRORS_LISTED = 200;

export const ORDER_IMPORT_MESSAGES = {
  fileRequired: 'Choose the CSV file of your store’s orders',
  tooLarge: `The file is too large: import at most ${ORDER_IMPORT_MAX_BYTES / 1024 / 1024} MB at a time`,
  tooManyRows: `The file has more than ${ORDER_IMPORT_MAX_ROWS.toLocaleString('en-US')} orders: split it and import each part`,
  notText: 'The file is not a CSV text file',
  empty: 'The file has no orders',
  missingColumns: (columns: string[]) =>
    `The file has no ${columns.join(', ')} column${columns.length > 1 ? 's' : ''}. Export your orders with an order ID, date, discount code, order total and currency.`,
  orderIdMissing: 'Order ID is missing',
  orderIdTooLong: 'Order ID is longer than 100 characters',
  dateInvalid: 'Order date is not a date (use 2026-03-14 or 14/03/2026)',
  dateInFuture: 'Order date is in the future',
  totalInvalid: 'Order total is not an amount (use 120.50)',
  totalNegative: 'Order total must be 0 or more',
  currencyInvalid: (currency: string) =>
    `Only orders in ${ORDER_IMPORT_CURRENCY} can be imported (this one is in ${currency})`,
  unknownCode: (code: string) => `Discount code ${code} is not one of this campaign’s affiliate codes`,
  otherCampaignCode: (code: string) =>
    `Discount code ${code} belongs to another of your campaigns: import this order there`,
  brokenRow: 'This row could not be read (check its quotes)',
  imported: (count: number) => `${count} order${count === 1 ? '' : 's'} imported`,
  importFailed: (reason: string) => `Failed to import orders: ${reason}`,
} as const;

export const orderImportErrorSchema = z.object({ line: z.int().positive(), message: z.string() });
export type OrderImportError = z.infer<typeof orderImportErrorSchema>;

/** 200 of POST /api/brand-affiliate/campaigns/:campaignId/orders. */
export const orderImportResultSchema = z.object({
  /** Orders stored by this import. */
  imported: z.int().nonnegative(),
  /** Rows whose order id was imported before, or came earlier in the file: ignored. */
  duplicates: z.int().nonnegative(),
  /** Orders without a discount code: not affiliate sales, skipped. */
  withoutCode: z.int().nonnegative(),
  /** The rows not imported, by line of the file (the header is line 1); at most ORDER_IMPORT_ERRORS_LISTED. */
  errors: z.array(orderImportErrorSchema),
  errorCount: z.int().nonnegative(),
  message: z.string(),
});
export type OrderImportResult = z.infer<typeof orderImportResultSchema>;
