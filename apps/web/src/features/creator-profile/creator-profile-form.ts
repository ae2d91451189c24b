import {
  creatorProfileInput,
  type ContentCategoryId,
  type CreatorProfile,
  type CreatorProfileValues,
} from '@partnerly/contracts';

// The creator profile form's values (inputs hold text) and how they map to and from the API.
// The API's own schema checks them before they are sent.

export interface CreatorProfileFormValues {
  firstName: string;
  lastName: string;
  bio: string;
  location: string;
  instagramHandle: string;
  tiktokHandle: string;
  youtubeHandle: string;
  instagramFollowers: string;
  tiktokFollowers: string;
  youtubeFollowers: string;
  contentCategories: ContentCategoryId[];
  mainCategory: string;
  engagementRate: string;
  ratePerPost: string;
}

export type CreatorProfileField = keyof CreatorProfileFormValues;

const text = (value: string | null) => value ?? '';
const numberText = (value: number | null) => (value === null ? '' : String(value));

export function toCreatorProfileFormValues(profile: CreatorProfile): CreatorProfileFormValues {
  return {
    firstName: text(profile.firstName),
    lastName: text(profile.lastName),
    bio: text(profile.bio),
    location: text(profile.location),
    instagramHandle: text(profile.instagramHandle),
    tiktokHandle: text(profile.tiktokHandle),
    youtubeHandle: text(profile.youtubeHandle),
    instagramFollowers: numberText(profile.instagramFollowers),
    tiktokFollowers: numberText(profile.tiktokFollowers),
    youtubeFollowers: numberText(profile.youtubeFollowers),
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
