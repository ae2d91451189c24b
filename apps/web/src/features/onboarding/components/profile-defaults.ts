import type { RoleProfileInput } from '../api/onboarding-schemas';

const TEXT_FIELDS = [
  'location',
  'bio',
  'companyName',
  'websiteUrl',
  'instagramBusinessProfile',
  'agentSpecialization',
  'agentExperience',
] as const;

/**
 * Form values from what the account already has (GET /api/me's profile, or a draft the
 * wizard kept); fields that are missing or of another type are left empty.
 */
export function profileDefaults(source: object | null | undefined): Partial<RoleProfileInput> {
  if (!source) return {};
  const record = source as Record<string, unknown>;
  const values: Partial<RoleProfileInput> = {};
  for (const key of TEXT_FIELDS) {
    const value = record[key];
    // The form's schema checks the value; an unknown id shows as unselected and is refused.
    if (typeof value === 'string') Object.assign(values, { [key]: value });
  }
  const { gender, contentCategories } = record;
  if (gender === 'male' || gender === 'female' || gender === 'non-binary' || gender === 'prefer-not-to-say') {
    values.gender = gender;
  }
  if (Array.isArray(contentCategories)) {
    values.contentCategories = contentCategories.filter(
      (item): item is NonNullable<RoleProfileInput['contentCategories']>[number] => typeof item === 'string',
    );
  }
  return values;
}
