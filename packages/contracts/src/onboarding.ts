import { z } from 'zod';
import { profileDetailsFields } from './auth';
import { SIGN_UP_USER_TYPES, type UserType } from './enums';

// The onboarding wizard's rules (spec 01 sections 2, 3 and 5): password strength, the
// role profile each account type must give, and the body that completes onboarding.

/** Spec 01 section 5: under 6 weak; 8 or more with an uppercase letter and a digit strong. */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < 6) return 'weak';
  if (password.length >= 8 && /[A-Z]/.test(password) && /\d/.test(password)) return 'strong';
  return 'medium';
}

/** Categories a profile must name: at least this many (the copy says 3-8; only 1 is enforced). */
export const CONTENT_CATEGORIES_MIN = 1;
/** Bio length from which the counter turns to a warning. */
export const BIO_WARNING_LENGTH = 450;

export const ONBOARDING_MESSAGES = {
  categoriesRequired: 'Please select at least one category',
  companyNameRequired: 'Company name is required',
  specializationRequired: 'Please select a specialization',
  notForThisAccount: 'Onboarding is for creator, brand and agent accounts',
} as const;

/**
 * Body of POST /api/me/onboarding: the signed-in user's role profile. Only the fields of the
 * account's own type are kept; `userType` matters only for an account whose profile is
 * missing (creator or brand, as at sign-up).
 */
export const completeOnboardingInput = z.object({
  userType: z.enum(SIGN_UP_USER_TYPES, { error: 'Please select Creator or Brand' }).optional(),
  firstName: profileDetailsFields.firstName,
  lastName: profileDetailsFields.lastName,
  companyName: profileDetailsFields.companyName,
  contentCategories: profileDetailsFields.contentCategories,
  platforms: profileDetailsFields.platforms,
  followerCounts: profileDetailsFields.followerCounts,
  location: profileDetailsFields.location,
  gender: profileDetailsFields.gender,
  bio: profileDetailsFields.bio,
  websiteUrl: profileDetailsFields.websiteUrl,
  instagramBusinessProfile: profileDetailsFields.instagramBusinessProfile,
  agentSpecialization: profileDetailsFields.agentSpecialization,
  agentExperience: profileDetailsFields.agentExperience,
});
export type CompleteOnboardingInput = z.input<typeof completeOnboardingInput>;
export type CompleteOnboardingValues = z.output<typeof completeOnboardingInput>;

/** The user types that have a role profile to complete. */
export type OnboardingRole = 'creator' | 'brand' | 'agent';

export function onboardingRoleOf(userType: UserType): OnboardingRole | null {
  if (userType === 'creator' || userType === 'brand') return userType;
  if (userType === 'agent' || userType === 'agency') return 'agent';
  return null;
}

interface RoleProfileValues {
  companyName?: string | null;
  contentCategories?: readonly string[] | null;
  agentSpecialization?: string | null;
}

/**
 * What a role profile still lacks (spec 01 section 5), as field messages: creators and brands
 * need a category, brands a company name, agents a specialization and a category.
 */
export function roleProfileIssues(role: OnboardingRole, values: RoleProfileValues): Record<string, string> {
  const issues: Record<string, string> = {};
  if (role === 'brand' && !values.companyName?.trim()) {
    issues.companyName = ONBOARDING_MESSAGES.companyNameRequired;
  }
  if (role === 'agent' && !values.agentSpecialization) {
    issues.agentSpecialization = ONBOARDING_MESSAGES.specializationRequired;
  }
  if ((values.contentCategories?.length ?? 0) < CONTENT_CATEGORIES_MIN) {
    issues.contentCategories = ONBOARDING_MESSAGES.categoriesRequired;
  }
  return issues;
}
