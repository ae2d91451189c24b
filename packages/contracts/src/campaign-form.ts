import { z } from 'zod';
import {
  CAMPAIGN_MESSAGES,
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_STATUS_ACTIONS,
  CAMPAIGN_TYPES,
  CAMPAIGN_VISIBILITIES,
  COMPENSATION_TYPES,
  DEFAULT_CAMPAIGN_PLATFORM,
  FEED_PAGE_SIZE,
  FEED_PAGE_SIZE_MAX,
  NICHE_OPTIONS,
} from './campaigns';
import { optionalHttpUrl } from './http-url';
import { CONTENT_CATEGORY_IDS } from './reference';
import { CITY_NAME_MAX, hasNoNul, INVALID_CHARACTER, trimmedOrNull } from './text-input';

// The Create/Edit Campaign form (spec 02 section 5) and the feed's query (spec 03 section
// 7): zod schemas with the spec's messages, shared by the form and the API.

export const CAMPAIGN_TITLE_MAX = 200;
/** The feed's search text (the search box's maxLength and the URL's q are cut to it). */
export const FEED_SEARCH_MAX = 100;

// ---- dates ---------------------------------------------------------------------------

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** YYYY-MM-DD of a moment in the local time of the runtime (the browser's for the form). */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The earliest calendar date anywhere on Earth (UTC-12). The server does not know the
 * brand's time zone, so it refuses only dates that are in the past everywhere.
 */
export function earliestToday(now = new Date()): string {
  return new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** The deadline rule: not before today ('must be in the future' in the spec's words). */
export function isDeadlineBeforeToday(deadline: string, today: string): boolean {
  return deadline < today;
}

// ---- form schema ----------------------------------------------------------------------

const optionalDate = (label: string) =>
  z
    .string(`${label} must be a date`)
    .refine((value) => value === '' || isIsoDate(value), `${label} must be a date (YYYY-MM-DD)`)
    .nullish()
    .transform((value) => value || null);

const budget = (message: string) =>
  z.number(message).positive(message).max(100_000_000, 'Budget is too large').nullish();

const unique = <T>(values: readonly T[]) => [...new Set(values)];

const campaignFields = z.object({
  title: z
    .string(CAMPAIGN_MESSAGES.titleRequired)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, CAMPAIGN_MESSAGES.titleRequired)
    .max(CAMPAIGN_TITLE_MAX, `Campaign title must be at most ${CAMPAIGN_TITLE_MAX} characters`),
  description: z
    .string(CAMPAIGN_MESSAGES.descriptionRequired)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, CAMPAIGN_MESSAGES.descriptionRequired)
    .max(5000, 'Campaign description must be at most 5000 characters'),
  brief: trimmedOrNull(5000, 'Brief'),
  requirements: trimmedOrNull(5000, 'Requirements'),
  campaignType: z.enum(CAMPAIGN_TYPES, CAMPAIGN_MESSAGES.invalidType),
  visibility: z.enum(CAMPAIGN_VISIBILITIES, 'Please select a visibility').default('public'),
  platforms: z
    .array(z.enum(CAMPAIGN_PLATFORMS, 'Please select a valid platform'), 'Please select the platforms')
    .max(CAMPAIGN_PLATFORMS.length)
    .nullish(),
  niche: z.enum(NICHE_OPTIONS, CAMPAIGN_MESSAGES.nicheRequired),
  contentCategories: z
    .array(z.enum(CONTENT_CATEGORY_IDS, 'Please select a valid content category'))
    .max(10, 'Select at most 10 content categories')
    .nullish(),
  compensationType: z.preprocess(
    (value) => (value === 'others' ? 'other' : value),
    z.enum(COMPENSATION_TYPES, 'Please select a compensation type').default('monetary'),
  ),
  compensationTypes: z
    .array(
      z.preprocess(
        (value) => (value === 'others' ? 'other' : value),
        z.enum(COMPENSATION_TYPES, 'Please select a valid compensation type'),
      ),
    )
    .max(COMPENSATION_TYPES.length)
    .nullish(),
  budgetMin: budget(CAMPAIGN_MESSAGES.budgetMinRequired),
  budgetMax: budget(CAMPAIGN_MESSAGES.budgetMaxRequired),
  applicationDeadline: z
    .string(CAMPAIGN_MESSAGES.deadlineRequired)
    .min(1, CAMPAIGN_MESSAGES.deadlineRequired)
    .refine(isIsoDate, 'Application deadline must be a date (YYYY-MM-DD)'),
  deadline: optionalDate('Deadline'),
  contentDeadline: optionalDate('Content deadline'),
  location: trimmedOrNull(300, 'Location'),
  googleMapsUrl: optionalHttpUrl('Google Maps link must be a URL', {
    tooLongMessage: 'Google Maps link is too long',
  }),
  eventLatitude: z.number('Latitude must be a number').min(-90).max(90).nullish(),
  eventLongitude: z.number('Longitude must be a number').min(-180).max(180).nullish(),
  bannerUploadId: z.uuid('Banner image not found. Please upload it again.').nullish(),
  targetCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'Countries are two-letter codes'))
    .max(50, 'Select at most 50 countries')
    .nullish(),
  targetCities: z
    .array(
      z
        .string()
        .refine(hasNoNul, INVALID_CHARACTER)
        .trim()
        .min(1)
        .max(CITY_NAME_MAX, `City names are at most ${CITY_NAME_MAX} characters`),
    )
    .max(100, 'Select at most 100 cities')
    .nullish(),
  pointRewardEnabled: z.boolean('Point rewards must be on or off').default(false),
});

type CampaignFields = z.output<typeof campaignFields>;

/** Cross-field rules; they also run when other fields failed, so every error shows at once. */
function checkCampaignRules(
  value: Partial<CampaignFields>,
  ctx: z.RefinementCtx,
  options: { isDeadlineChecked: boolean; today: () => string },
) {
  // Fields that failed their own check may hold anything here.
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const isFilledList = (list: unknown) => Array.isArray(list) && list.length > 0;
  const { budgetMin, budgetMax } = value;
  const compensation = Array.isArray(value.compensationTypes) ? value.compensationTypes : [];
  if (value.compensationType === 'monetary' || compensation.includes('monetary')) {
    if (budgetMin == null) issue('budgetMin', CAMPAIGN_MESSAGES.budgetMinRequired);
    if (budgetMax == null) issue('budgetMax', CAMPAIGN_MESSAGES.budgetMaxRequired);
  }
  if (typeof budgetMin === 'number' && typeof budgetMax === 'number' && budgetMax <= budgetMin) {
    issue('budgetMax', CAMPAIGN_MESSAGES.budgetMaxNotAboveMin);
  }
  if (value.campaignType === 'onsite') {
    if (!value.location) issue('location', CAMPAIGN_MESSAGES.onsiteLocationRequired);
    if (!isFilledList(value.targetCountries))
      issue('targetCountries', CAMPAIGN_MESSAGES.targetCountriesRequired);
    if (!isFilledList(value.targetCities)) issue('targetCities', CAMPAIGN_MESSAGES.targetCitiesRequired);
  }
  const deadline = value.applicationDeadline;
  if (options.isDeadlineChecked && typeof deadline === 'string' && isIsoDate(deadline)) {
    if (isDeadlineBeforeToday(deadline, options.today())) {
      issue('applicationDeadline', CAMPAIGN_MESSAGES.deadlinePast);
    }
  }
  // Content is made after creators are chosen: its deadline may not come before applications close.
  const content = value.contentDeadline;
  if (
    typeof deadline === 'string' &&
    isIsoDate(deadline) &&
    typeof content === 'string' &&
    isIsoDate(content)
  ) {
    if (content < deadline) issue('contentDeadline', CAMPAIGN_MESSAGES.contentDeadlineBeforeApplication);
  }
}

/** Defaults and derived fields: platform = first platform, compensation list holds the type. */
function normalizeCampaign(value: CampaignFields) {
  const platforms = unique(value.platforms ?? []);
  if (platforms.length === 0) platforms.push(DEFAULT_CAMPAIGN_PLATFORM);
  return {
    ...value,
    platforms,
    platform: platforms[0]!,
    contentCategories: unique(value.contentCategories ?? []),
    compensationTypes: unique([value.compensationType, ...(value.compensationTypes ?? [])]),
    budgetMin: value.budgetMin ?? null,
    budgetMax: value.budgetMax ?? null,
    eventLatitude: value.eventLatitude ?? null,
    eventLongitude: value.eventLongitude ?? null,
    bannerUploadId: value.bannerUploadId ?? null,
    targetCountries: unique(value.targetCountries ?? []),
    targetCities: unique(value.targetCities ?? []),
  };
}

export interface CampaignSchemaOptions {
  /** Check 'Application deadline must be in the future' (off for edits: the API checks a changed one). */
  isDeadlineChecked?: boolean;
  /** Today as YYYY-MM-DD; the form passes localIsoDate, the API the earliest date on Earth. */
  today?: () => string;
}

/** The Create/Edit Campaign form (spec 02 section 5). */
export function campaignInputSchema(options: CampaignSchemaOptions = {}) {
  const rules = {
    isDeadlineChecked: options.isDeadlineChecked ?? true,
    today: options.today ?? earliestToday,
  };
  return campaignFields
    .superRefine((value, ctx) => checkCampaignRules(value, ctx, rules), {
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    })
    .transform(normalizeCampaign);
}

export const createCampaignInput = campaignInputSchema();
export const updateCampaignInput = campaignInputSchema({ isDeadlineChecked: false });
/** What the form sends. */
export type CampaignFormValues = z.input<typeof createCampaignInput>;
/** The normalized campaign the API stores. */
export type CampaignInput = z.output<typeof createCampaignInput>;

export const campaignIdParam = z.object({ id: z.uuid(CAMPAIGN_MESSAGES.notFound) });

export const changeCampaignStatusInput = z.object({
  status: z.enum(CAMPAIGN_STATUS_ACTIONS, 'Choose active, paused or closed'),
});
export type ChangeCampaignStatusInput = z.infer<typeof changeCampaignStatusInput>;

// ---- feed query -----------------------------------------------------------------------

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

export const campaignFeedQuery = z.object({
  q: optionalParam(
    z
      .string()
      .refine(hasNoNul, INVALID_CHARACTER)
      .trim()
      .max(FEED_SEARCH_MAX, `Search is at most ${FEED_SEARCH_MAX} characters`),
  ),
  category: optionalParam(z.enum(CONTENT_CATEGORY_IDS, 'Unknown category')),
  type: optionalParam(z.enum(CAMPAIGN_TYPES, CAMPAIGN_MESSAGES.invalidType)),
  platform: optionalParam(z.enum(CAMPAIGN_PLATFORMS, 'Unknown platform')),
  country: optionalParam(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, 'Country is a two-letter code')
      .toUpperCase(),
  ),
  city: optionalParam(
    z
      .string()
      .refine(hasNoNul, INVALID_CHARACTER)
      .trim()
      .max(CITY_NAME_MAX, `City is at most ${CITY_NAME_MAX} characters`),
  ),
  compensation: optionalParam(
    z.preprocess((v) => (v === 'others' ? 'other' : v), z.enum(COMPENSATION_TYPES, 'Unknown compensation')),
  ),
  cursor: optionalParam(z.string().max(200, 'Invalid cursor')),
  limit: z.coerce
    .number('Limit must be a number')
    .int()
    .min(1)
    .max(FEED_PAGE_SIZE_MAX)
    .default(FEED_PAGE_SIZE),
});
export type CampaignFeedQuery = z.infer<typeof campaignFeedQuery>;
