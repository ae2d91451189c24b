import {
  updateBrandProfileInput,
  type BrandContentCategory,
  type BrandProfile,
  type CollaborationType,
  type Language,
  type UpdateBrandProfileInput,
} from '@partnerly/contracts';

// The two edit forms of the Brand Profiles screen (Profile and Preferences tabs) and how
// their values map to and from the API's brand profile.

/** Profile tab: Basic Information and Business Details (inputs hold text). */
interface ProfileFormValues {
  profileName: string;
  companyName: string;
  bio: string;
  websiteUrl: string;
  phone: string;
  instagramHandle: string;
  industry: string;
  companySize: string;
  country: string;
  city: string;
  location: string;
}

/** Preferences tab: Campaign Preferences and Creator Targeting (numbers typed as text). */
interface PreferencesFormValues {
  budgetRangeMin: string;
  budgetRangeMax: string;
  preferredCollaborationTypes: CollaborationType[];
  contentCategories: BrandContentCategory[];
  targetCreatorAudienceSizeMin: string;
  targetCreatorAudienceSizeMax: string;
  targetAgeMin: string;
  targetAgeMax: string;
  languagesSpoken: Language[];
}

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

function toProfileFormValues(profile: BrandProfile): ProfileFormValues {
  return {
    profileName: profile.profileName,
    companyName: text(profile.companyName),
    bio: text(profile.bio),
    websiteUrl: text(profile.websiteUrl),
    phone: text(profile.phone),
    instagramHandle: text(profile.instagramHandle),
    industry: text(profile.industry),
    companySize: text(profile.companySize),
    country: text(profile.country),
    city: text(profile.city),
    location: text(profile.location),
  };
}

function toPreferencesFormValues(profile: BrandProfile): PreferencesFormValues {
  return {
    budgetRangeMin: numberText(profile.budgetRangeMin),
    budgetRangeMax: numberText(profile.budgetRangeMax),
    preferredCollaborationTypes: [...profile.preferredCollaborationTypes],
    contentCategories: [...profile.contentCategories],
    targetCreatorAudienceSizeMin: numberText(profile.targetCreatorAudienceSizeMin),
    targetCreatorAudienceSizeMax: numberText(profile.targetCreatorAudienceSizeMax),
    targetAgeMin: numberText(profile.targetDemographics.ageMin),
    targetAgeMax: numberText(profile.targetDemographics.ageMax),
    languagesSpoken: [...profile.languagesSpoken],
  };
}

/**
 * A typed number: empty becomes null (spec: "converted on save, empty becomes undefined"),
 * anything else a number; NaN reaches the schema, which answers '... must be a number'.
 */
export function toNumberOrNull(value: string): number | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Blank text clears the field. */
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

function profileUpdateInput(values: ProfileFormValues): UpdateBrandProfileInput {
  return {
    profileName: values.profileName.trim(),
    companyName: textOrNull(values.companyName),
    bio: textOrNull(values.bio),
    websiteUrl: textOrNull(values.websiteUrl),
    phone: textOrNull(values.phone),
    instagramHandle: textOrNull(values.instagramHandle),
    industry: (textOrNull(values.industry) as UpdateBrandProfileInput['industry']) ?? null,
    companySize: (textOrNull(values.companySize) as UpdateBrandProfileInput['companySize']) ?? null,
    country: textOrNull(values.country),
    // A city belongs to its country: none without one.
    city: textOrNull(values.country) ? textOrNull(values.city) : null,
    location: textOrNull(values.location),
  };
}

function preferencesUpdateInput(values: PreferencesFormValues): UpdateBrandProfileInput {
  return {
    budgetRangeMin: toNumberOrNull(values.budgetRangeMin),
    budgetRangeMax: toNumberOrNull(values.budgetRangeMax),
    preferredCollaborationTypes: values.preferredCollaborationTypes,
    contentCategories: values.contentCategories,
    targetCreatorAudienceSizeMin: toNumberOrNull(values.targetCreatorAudienceSizeMin),
    targetCreatorAudienceSizeMax: toNumberOrNull(values.targetCreatorAudienceSizeMax),
    targetDemographics: {
      ageMin: toNumberOrNull(values.targetAgeMin),
      ageMax: toNumberOrNull(values.targetAgeMax),
    },
    languagesSpoken: values.languagesSpoken,
  };
}

/** The form field an API or schema error path belongs to (target demographics are flattened). */
function formFieldOf(path: string): string {
  if (path === 'targetDemographics.ageMin') return 'targetAgeMin';
  if (path === 'targetDemographics.ageMax' || path === 'targetDemographics') return 'targetAgeMax';
  return path;
}

/** Field messages for an update body, checked with the API's own schema (empty when valid). */
export function updateInputErrors(input: UpdateBrandProfileInput): Record<string, string> {
  const parsed = updateBrandProfileInput.safeParse(input);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The first message of each field of an API 400 answer, keyed by form field. */
export function apiFieldErrors(fields: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (message) errors[formFieldOf(path)] ??= message;
  }
  return errors;
}

/** Both tabs share one edit state and one Save Changes (spec 02 section 4). */
export type BrandProfileFormValues = ProfileFormValues & PreferencesFormValues;

export function toBrandProfileFormValues(profile: BrandProfile): BrandProfileFormValues {
  return { ...toProfileFormValues(profile), ...toPreferencesFormValues(profile) };
}

export function brandProfileUpdateInput(values: BrandProfileFormValues): UpdateBrandProfileInput {
  return { ...profileUpdateInput(values), ...preferencesUpdateInput(values) };
}

/** Which tab holds a form field (to show the tab with the first error). */
export function tabOfField(field: string): 'profile' | 'preferences' {
  const preferenceFields: readonly string[] = [
    'budgetRangeMin',
    'budgetRangeMax',
    'preferredCollaborationTypes',
    'contentCategories',
    'targetCreatorAudienceSizeMin',
    'targetCreatorAudienceSizeMax',
    'targetAgeMin',
    'targetAgeMax',
    'languagesSpoken',
  ];
  return preferenceFields.includes(field) ? 'preferences' : 'profile';
}
