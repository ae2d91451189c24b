import { z } from 'zod';
import { optionalWebsiteUrl } from './http-url';
import { socialHandleField } from './social-handle';
import { CITY_NAME_MAX, COMPANY_NAME_MAX, INSTAGRAM_HANDLE_MAX, LOCATION_MAX } from './text-input';

// Brand profiles and team members (spec 02 sections 3, 4, 5, 6 and 8).

/** Lists of spec 02 section 3 "Enumerations for brand profile forms" (ids stored, labels shown). */
export const BRAND_INDUSTRIES = [
  { id: 'technology', label: 'Technology' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'finance', label: 'Finance' },
  { id: 'retail', label: 'Retail' },
  { id: 'education', label: 'Education' },
  { id: 'entertainment', label: 'Entertainment' },
  { id: 'food_beverage', label: 'Food & Beverage' },
  { id: 'automotive', label: 'Automotive' },
  { id: 'real_estate', label: 'Real Estate' },
  { id: 'consulting', label: 'Consulting' },
  { id: 'manufacturing', label: 'Manufacturing' },
  // Not in spec 02's list; added for the brands we sign up (issue 13).
  { id: 'beauty', label: 'Beauty' },
  { id: 'fashion', label: 'Fashion' },
  { id: 'hospitality', label: 'Hospitality' },
  { id: 'other', label: 'Other' },
] as const;
export type BrandIndustry = (typeof BRAND_INDUSTRIES)[number]['id'];

export const COMPANY_SIZES = [
  { id: 'startup', label: 'Startup' },
  { id: 'small', label: 'Small' },
  { id: 'medium', label: 'Medium' },
  { id: 'large', label: 'Large' },
  { id: 'enterprise', label: 'Enterprise' },
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number]['id'];

export const COLLABORATION_TYPES = [
  { id: 'sponsored_posts', label: 'Sponsored Posts' },
  { id: 'product_reviews', label: 'Product Reviews' },
  { id: 'unboxing', label: 'Unboxing' },
  { id: 'tutorials', label: 'Tutorials' },
  { id: 'brand_ambassadorship', label: 'Brand Ambassadorship' },
  { id: 'event_coverage', label: 'Event Coverage' },
  { id: 'giveaways', label: 'Giveaways' },
  { id: 'user_generated_content', label: 'User Generated Content' },
  { id: 'affiliate_marketing', label: 'Affiliate Marketing' },
] as const;
export type CollaborationType = (typeof COLLABORATION_TYPES)[number]['id'];

export const LANGUAGES = [
  { id: 'english', label: 'English' },
  { id: 'spanish', label: 'Spanish' },
  { id: 'french', label: 'French' },
  { id: 'german', label: 'German' },
  { id: 'italian', label: 'Italian' },
  { id: 'portuguese', label: 'Portuguese' },
  { id: 'arabic', label: 'Arabic' },
  { id: 'chinese', label: 'Chinese' },
  { id: 'japanese', label: 'Japanese' },
  { id: 'korean', label: 'Korean' },
  { id: 'hindi', label: 'Hindi' },
  { id: 'russian', label: 'Russian' },
] as const;
export type Language = (typeof LANGUAGES)[number]['id'];

export const BRAND_CONTENT_CATEGORIES = [
  { id: 'fashion', label: 'Fashion' },
  { id: 'beauty', label: 'Beauty' },
  { id: 'fitness', label: 'Fitness' },
  { id: 'food', label: 'Food' },
  { id: 'travel', label: 'Travel' },
  { id: 'tech', label: 'Tech' },
  { id: 'lifestyle', label: 'Lifestyle' },
  { id: 'health', label: 'Health' },
  { id: 'gaming', label: 'Gaming' },
  { id: 'music', label: 'Music' },
] as const;
export type BrandContentCategory = (typeof BRAND_CONTENT_CATEGORIES)[number]['id'];

type Ids<List extends readonly { id: string }[]> = [List[number]['id'], ...List[number]['id'][]];
const idsOf = <List extends readonly { id: string }[]>(list: List) =>
  list.map((item) => item.id) as Ids<List>;

export const BRAND_INDUSTRY_IDS = idsOf(BRAND_INDUSTRIES);
export const COMPANY_SIZE_IDS = idsOf(COMPANY_SIZES);
export const COLLABORATION_TYPE_IDS = idsOf(COLLABORATION_TYPES);
export const LANGUAGE_IDS = idsOf(LANGUAGES);
export const BRAND_CONTENT_CATEGORY_IDS = idsOf(BRAND_CONTENT_CATEGORIES);

/**
 * The request header naming the brand profile the user is acting as (the web sends the id
 * kept in localStorage `selectedBrandProfile`). Without it the default profile acts.
 */
export const ACTING_BRAND_PROFILE_HEADER = 'x-brand-profile-id';

/** User-facing messages of spec 02 section 8 ("Title: description" where the spec has a title). */
export const BRAND_PROFILE_MESSAGES = {
  notFound: 'Brand profile not found',
  teamMemberLimitReached: (limit: number) =>
    `Team Member Limit Reached: You can only add ${limit} team member(s) with your current plan.`,
  cannotDeleteMain:
    'Cannot Delete: Cannot delete the main profile. This profile has subscription management permissions.',
  /** Brand profiles beyond the main one are capped by the plan's team number (decision 0041). */
  profileLimitReached: (limit: number) =>
    `Brand Profile Limit Reached: You can only add ${limit} brand profile(s) besides the main one with your current plan.`,
  accountManagerUpdated: 'Account manager updated',
} as const;

/** Pushed to the brand's open streams (SSE) after a change: refetch the profile list. */
export const BRAND_PROFILE_EVENTS = { updated: 'brand-profiles.updated' } as const;

export const targetDemographicsSchema = z.object({
  ageMin: z.int().nullable(),
  ageMax: z.int().nullable(),
});
export type TargetDemographics = z.infer<typeof targetDemographicsSchema>;

/** A brand profile as the API returns it (times are ISO strings). */
export const brandProfileSchema = z.object({
  id: z.uuid(),
  profileName: z.string(),
  companyName: z.string().nullable(),
  bio: z.string().nullable(),
  /** Same-origin URL of the logo / profile photo, or null. */
  profileImageUrl: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Without the leading @. */
  instagramHandle: z.string().nullable(),
  industry: z.enum(BRAND_INDUSTRY_IDS).nullable(),
  companySize: z.enum(COMPANY_SIZE_IDS).nullable(),
  city: z.string().nullable(),
  /** ISO 3166-1 alpha-2 code. */
  country: z.string().nullable(),
  budgetRangeMin: z.int().nullable(),
  budgetRangeMax: z.int().nullable(),
  preferredCollaborationTypes: z.array(z.enum(COLLABORATION_TYPE_IDS)),
  contentCategories: z.array(z.enum(BRAND_CONTENT_CATEGORY_IDS)),
  targetCreatorAudienceSizeMin: z.int().nullable(),
  targetCreatorAudienceSizeMax: z.int().nullable(),
  targetDemographics: targetDemographicsSchema,
  languagesSpoken: z.array(z.enum(LANGUAGE_IDS)),
  /** The account manager; exactly one active profile has it. */
  isDefault: z.boolean(),
  /** Holds the subscription management rights; the user's first profile, never deleted. */
  isMainProfile: z.boolean(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

/** GET /api/brand-profiles: active profiles, main first, and the team allowance. */
export const brandProfileListSchema = z.object({
  profiles: z.array(brandProfileSchema),
  /** Additional profiles (team members) the plan allows. */
  teamMemberLimit: z.int().nonnegative(),
  /** Additional profiles in use (the main profile is not a team member). */
  teamMemberCount: z.int().nonnegative(),
  canAddTeamMember: z.boolean(),
});
export type BrandProfileList = z.infer<typeof brandProfileListSchema>;

/** Saved from the first country and city a brand picks (spec 02 section 5). */
export const brandDefaultsSchema = z.object({
  defaultCountry: z.string().nullable(),
  defaultCity: z.string().nullable(),
});
export type BrandDefaults = z.infer<typeof brandDefaultsSchema>;

// ---------- inputs ----------

// PostgreSQL text cannot hold NUL; refuse it as input instead of failing on insert.
const withoutNul = (value: string) => !value.includes('\u0000');
const NUL_MESSAGE = 'Contains a character that is not allowed';

/** Optional text: blank becomes null (clears the field). */
const optionalText = (max: number, label: string) =>
  z
    .string(`${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine(withoutNul, NUL_MESSAGE)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * A whole number typed into a numeric input: '' and null clear it, numeric strings are
 * converted (spec: "numeric, converted on save, empty becomes undefined").
 */
const optionalNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null) return null;
      if (typeof value === 'string' && value.trim() !== '') return Number(value);
      return value;
    },
    z
      .number(`${label} must be a number`)
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max.toLocaleString('en-US')}`)
      .nullable(),
  );

const listOf = <Values extends [string, ...string[]]>(values: Values, message: string, max: number) =>
  z.array(z.enum(values, message), message).max(max, `Choose at most ${max}`);

export const BRAND_PROFILE_NAME_MAX = 100;
export const BRAND_BIO_MAX = 1000;
const MAX_AMOUNT = 1_000_000_000;
export const TARGET_AGE_MIN = 13;
export const TARGET_AGE_MAX = 100;

const brandProfileFields = {
  profileName: z
    .string('Profile name is required')
    .trim()
    .min(1, 'Profile name is required')
    .max(BRAND_PROFILE_NAME_MAX, `Profile name must be at most ${BRAND_PROFILE_NAME_MAX} characters`)
    .refine(withoutNul, NUL_MESSAGE),
  companyName: optionalText(COMPANY_NAME_MAX, 'Company name'),
  bio: optionalText(BRAND_BIO_MAX, 'Bio'),
  phone: z
    .string('Phone must be text')
    .trim()
    .max(40, 'Phone must be at most 40 characters')
    .regex(/^[+\d\s()-]*$/, 'Please enter a valid phone number')
    .nullable()
    .transform((value) => (value ? value : null)),
  location: optionalText(LOCATION_MAX, 'Location'),
  websiteUrl: optionalWebsiteUrl(),
  instagramHandle: socialHandleField('instagram', 'Instagram handle', INSTAGRAM_HANDLE_MAX),
  industry: z.enum(BRAND_INDUSTRY_IDS, 'Please choose an industry from the list').nullable(),
  companySize: z.enum(COMPANY_SIZE_IDS, 'Please choose a company size from the list').nullable(),
  city: optionalText(CITY_NAME_MAX, 'City'),
  country: z
    .string('Please choose a country from the list')
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Please choose a country from the list')
    .nullable()
    .transform((value) => (value ? value : null)),
  budgetRangeMin: optionalNumber('Minimum budget', 0, MAX_AMOUNT),
  budgetRangeMax: optionalNumber('Maximum budget', 0, MAX_AMOUNT),
  preferredCollaborationTypes: listOf(
    COLLABORATION_TYPE_IDS,
    'Please choose collaboration types from the list',
    COLLABORATION_TYPE_IDS.length,
  ),
  contentCategories: listOf(
    BRAND_CONTENT_CATEGORY_IDS,
    'Please choose content categories from the list',
    BRAND_CONTENT_CATEGORY_IDS.length,
  ),
  targetCreatorAudienceSizeMin: optionalNumber('Minimum audience size', 0, MAX_AMOUNT),
  targetCreatorAudienceSizeMax: optionalNumber('Maximum audience size', 0, MAX_AMOUNT),
  targetDemographics: z
    .object(
      {
        ageMin: optionalNumber('Minimum age', TARGET_AGE_MIN, TARGET_AGE_MAX).optional(),
        ageMax: optionalNumber('Maximum age', TARGET_AGE_MIN, TARGET_AGE_MAX).optional(),
      },
      'Target demographics must be an object',
    )
    .nullable()
    .transform((value) => ({ ageMin: value?.ageMin ?? null, ageMax: value?.ageMax ?? null })),
  languagesSpoken: listOf(LANGUAGE_IDS, 'Please choose languages from the list', LANGUAGE_IDS.length),
};

/** The range fields a form or a stored profile holds (null or absent when empty). */
export interface BrandProfileRanges {
  budgetRangeMin?: number | null;
  budgetRangeMax?: number | null;
  targetCreatorAudienceSizeMin?: number | null;
  targetCreatorAudienceSizeMax?: number | null;
  targetDemographics?: { ageMin?: number | null; ageMax?: number | null } | null;
}

/** Field messages for ranges whose maximum is below their minimum (empty when all are fine). */
export function brandProfileRangeIssues(values: BrandProfileRanges): Record<string, string[]> {
  const issues: Record<string, string[]> = {};
  const check = (
    min: number | null | undefined,
    max: number | null | undefined,
    field: string,
    label: string,
  ) => {
    if (min != null && max != null && max < min) issues[field] = [`${label} must be at least the minimum`];
  };
  check(values.budgetRangeMin, values.budgetRangeMax, 'budgetRangeMax', 'Maximum budget');
  check(
    values.targetCreatorAudienceSizeMin,
    values.targetCreatorAudienceSizeMax,
    'targetCreatorAudienceSizeMax',
    'Maximum audience size',
  );
  check(
    values.targetDemographics?.ageMin,
    values.targetDemographics?.ageMax,
    'targetDemographics.ageMax',
    'Maximum age',
  );
  return issues;
}

function refineRanges(values: BrandProfileRanges, ctx: z.RefinementCtx): void {
  for (const [field, messages] of Object.entries(brandProfileRangeIssues(values))) {
    for (const message of messages) ctx.addIssue({ code: 'custom', path: field.split('.'), message });
  }
}

const { profileName, ...optionalFields } = brandProfileFields;
const optionalOnCreate = Object.fromEntries(
  Object.entries(optionalFields).map(([key, schema]) => [key, schema.optional()]),
) as { [Key in keyof typeof optionalFields]: z.ZodOptional<(typeof optionalFields)[Key]> };

/** Body of POST /api/brand-profiles (also 'Create New Additional Member'). Absent fields stay empty. */
export const createBrandProfileInput = z
  .object({ profileName, ...optionalOnCreate })
  .superRefine(refineRanges);
export type CreateBrandProfileInput = z.input<typeof createBrandProfileInput>;

/** Body of PATCH /api/brand-profiles/:id: only the given fields change; null or '' clears one. */
export const updateBrandProfileInput = z
  .object({ profileName: profileName.optional(), ...optionalOnCreate })
  .superRefine(refineRanges);
export type UpdateBrandProfileInput = z.input<typeof updateBrandProfileInput>;

/** Body of PUT /api/brand-profiles/:id/image: an upload of the caller's (purpose logo or avatar). */
export const setBrandProfileImageInput = z.object({
  uploadId: z.uuid('Choose an uploaded image'),
});
export type SetBrandProfileImageInput = z.input<typeof setBrandProfileImageInput>;

/** Body of PUT /api/brand-profiles/defaults: the country and city the campaign form starts with. */
export const brandDefaultsInput = z
  .object({ country: brandProfileFields.country, city: brandProfileFields.city })
  .partial();
export type BrandDefaultsInput = z.input<typeof brandDefaultsInput>;

export const brandProfileIdParam = z.object({ id: z.uuid(BRAND_PROFILE_MESSAGES.notFound) });

// ---------- completion (spec 02 section 5) ----------

/** The fields completion looks at, as stored or as typed in the form. */
export type BrandProfileCompletionFields = Partial<
  Record<
    (typeof REQUIRED_COMPLETION_FIELDS)[number]['key'] | (typeof OPTIONAL_COMPLETION_FIELDS)[number]['key'],
    unknown
  >
>;

export const REQUIRED_COMPLETION_FIELDS = [
  { key: 'profileName', label: 'Profile Name' },
  { key: 'companyName', label: 'Company Name' },
  { key: 'bio', label: 'Bio' },
  { key: 'industry', label: 'Industry' },
  { key: 'companySize', label: 'Company Size' },
  { key: 'city', label: 'City' },
  { key: 'country', label: 'Country' },
  { key: 'websiteUrl', label: 'Website' },
] as const;

export const OPTIONAL_COMPLETION_FIELDS = [
  { key: 'phone', label: 'Phone' },
  { key: 'instagramHandle', label: 'Instagram Handle' },
  { key: 'budgetRangeMin', label: 'Minimum Budget' },
  { key: 'budgetRangeMax', label: 'Maximum Budget' },
  { key: 'preferredCollaborationTypes', label: 'Collaboration Types' },
  { key: 'contentCategories', label: 'Content Categories' },
  { key: 'languagesSpoken', label: 'Languages Spoken' },
] as const;

export const REQUIRED_COMPLETION_WEIGHT = 70;
export const OPTIONAL_COMPLETION_WEIGHT = 30;
/** Colour thresholds: at or above 90 green, at or above 70 yellow, below red. */
export const COMPLETION_GREEN_AT = 90;
export const COMPLETION_YELLOW_AT = 70;
/** Optional hints the widget lists before '+N more'. */
export const OPTIONAL_HINTS_SHOWN = 3;

export type CompletionColor = 'green' | 'yellow' | 'red';

export interface BrandProfileCompletion {
  /** 0 to 100, rounded. */
  percentage: number;
  color: CompletionColor;
  /** Labels of empty required fields, in form order ('Required Fields Missing'). */
  missingRequired: string[];
  /** Labels of empty optional fields, in form order. */
  missingOptional: string[];
  /** The optional hints the widget shows: the first three, then '+N more' (null when none are left). */
  optionalHints: string[];
  moreOptionalLabel: string | null;
}

/** A field counts when non-empty: lists with an item, strings with a non-blank character, any number. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
}

export function completionColor(percentage: number): CompletionColor {
  if (percentage >= COMPLETION_GREEN_AT) return 'green';
  if (percentage >= COMPLETION_YELLOW_AT) return 'yellow';
  return 'red';
}

/** The first `shown` labels and '+N more' for the rest. */
export function summarizeLabels(labels: readonly string[], shown = OPTIONAL_HINTS_SHOWN) {
  const rest = labels.length - shown;
  return { shown: labels.slice(0, shown), moreLabel: rest > 0 ? `+${rest} more` : null };
}

/** The 70/30 weighted completion of a brand profile (spec 02 section 5). */
export function brandProfileCompletion(profile: BrandProfileCompletionFields): BrandProfileCompletion {
  const missingRequired = REQUIRED_COMPLETION_FIELDS.filter((field) => !isFilled(profile[field.key])).map(
    (field) => field.label,
  );
  const missingOptional = OPTIONAL_COMPLETION_FIELDS.filter((field) => !isFilled(profile[field.key])).map(
    (field) => field.label,
  );
  const requiredShare =
    (REQUIRED_COMPLETION_FIELDS.length - missingRequired.length) / REQUIRED_COMPLETION_FIELDS.length;
  const optionalShare =
    (OPTIONAL_COMPLETION_FIELDS.length - missingOptional.length) / OPTIONAL_COMPLETION_FIELDS.length;
  const percentage = Math.round(
    requiredShare * REQUIRED_COMPLETION_WEIGHT + optionalShare * OPTIONAL_COMPLETION_WEIGHT,
  );
  const { shown, moreLabel } = summarizeLabels(missingOptional);
  return {
    percentage,
    color: completionColor(percentage),
    missingRequired,
    missingOptional,
    optionalHints: shown,
    moreOptionalLabel: moreLabel,
  };
}
