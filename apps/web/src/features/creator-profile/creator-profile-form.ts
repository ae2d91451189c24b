import {
  CREATOR_PROFILE_PLATFORMS,
  creatorProfileInput,
  type ContentCategoryId,
  type CreatorProfilePlatform,
  type CreatorProfile,
  type CreatorProfileValues,
} from '@partnerly/contracts';

// The creator profile form's values (inputs hold text) and how they map to and from the API.
// The API's own schema checks them before they are sent.

/** A handle (or pasted profile link) and a follower count for every platform. */
type PlatformFormValues = Record<
  `${CreatorProfilePlatform}Handle` | `${CreatorProfilePlatform}Followers`,
  string
>;

export interface CreatorProfileFormValues extends PlatformFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  contentCategories: ContentCategoryId[];
  mainCategory: string;
  engagementRate: string;
  ratePerPost: string;
}

export type CreatorProfileField = keyof CreatorProfileFormValues;

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

function platformFormValues(profile: CreatorProfile): PlatformFormValues {
  const values: Partial<PlatformFormValues> = {};
  for (const platform of CREATOR_PROFILE_PLATFORMS) {
    values[`${platform}Handle`] = text(profile[`${platform}Handle`]);
    values[`${platform}Followers`] = numberText(profile[`${platform}Followers`]);
  }
  return values as PlatformFormValues;
}

export function toCreatorProfileFormValues(profile: CreatorProfile): CreatorProfileFormValues {
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    bio: text(profile.bio),
    location: text(profile.location),
    ...platformFormValues(profile),
    contentCategories: [...profile.contentCategories],
    mainCategory: text(profile.mainCategory),
    engagementRate: numberText(profile.engagementRate),
    ratePerPost: numberText(profile.ratePerPost),
  };
}

/** The form field an error path belongs to ('contentCategories.0' is the categories field). */
const fieldOf = (path: string) => path.split('.')[0] as CreatorProfileField;

export type CheckedCreatorProfile =
  | { isValid: true; input: CreatorProfileValues }
  | { isValid: false; errors: Partial<Record<CreatorProfileField, string>> };

/** Checks the form with the API's schema: the body to send, or the first message per field. */
export function checkCreatorProfile(values: CreatorProfileFormValues): CheckedCreatorProfile {
  const parsed = creatorProfileInput.safeParse(values);
  if (parsed.success) return { isValid: true, input: parsed.data };
  const errors: Partial<Record<CreatorProfileField, string>> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path.join('.'))] ??= issue.message;
  return { isValid: false, errors };
}

/** The first message of each field of an API 400 answer, keyed by form field. */
export function apiFieldErrors(
  fields: Record<string, string[]>,
): Partial<Record<CreatorProfileField, string>> {
  const errors: Partial<Record<CreatorProfileField, string>> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const message = messages[0];
    if (message) errors[fieldOf(path)] ??= message;
  }
  return errors;
}
