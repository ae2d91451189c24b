import { z } from 'zod';
import { GENDERS, USER_TYPES, VERIFICATION_STATUSES } from './enums';
import { APP_LANGUAGES } from './languages';

// GET /api/me (spec 01 section 3): the signed-in user and their profile. The API builds the
// profile from these fields one by one, so a new database column is never shown by accident;
// a field of another user type is absent (not null), as the spec's "other types' fields
// removed" asks.

/** The signed-in account (the auth user). */
export const meUserSchema = z.object({
  id: z.string(),
  email: z.email(),
  name: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** Fields every user type's profile shows. */
const sharedProfileFields = {
  id: z.string(),
  email: z.email(),
  userType: z.enum(USER_TYPES),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Same-origin URL of the profile photo, or null. */
  profileImageUrl: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  isVerified: z.boolean(),
  points: z.int(),
  bio: z.string().nullable(),
  tagline: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  profileCompletionPercentage: z.int(),
  contentCategories: z.array(z.string()),
  platformsUsed: z.array(z.string()),
  /** The member's language for the app and e-mails (issue 25; PUT /api/me/language). */
  language: z.enum(APP_LANGUAGES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

/** Creators only (CREATOR_ONLY_PROFILE_FIELDS). */
const creatorProfileFields = {
  gender: z.enum(GENDERS).nullable(),
  locationType: z.string().nullable(),
  creatorType: z.string().nullable(),
  /** Platform to handle (without the leading @). */
  socialPlatforms: z.record(z.string(), z.string()).nullable(),
  /** Platform to follower count. */
  followerCounts: z.record(z.string(), z.number()).nullable(),
  compensationPreferences: z.record(z.string(), z.unknown()).nullable(),
  /** Percent, 0 to 100 with one decimal. */
  engagementRate: z.number().nullable(),
  /** AED, whole. */
  ratePerPost: z.int().nullable(),
};

/** Brands only (BRAND_ONLY_PROFILE_FIELDS). */
const brandProfileFields = {
  industry: z.string().nullable(),
  companySize: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  instagramBusinessProfile: z.string().nullable(),
  budgetRangeMin: z.int().nullable(),
  budgetRangeMax: z.int().nullable(),
  preferredCollaborationTypes: z.array(z.string()).nullable(),
  targetCreatorAudienceSizeMin: z.int().nullable(),
  targetCreatorAudienceSizeMax: z.int().nullable(),
  targetDemographics: z.record(z.string(), z.unknown()).nullable(),
};

/** Agents and agencies only (AGENT_ONLY_PROFILE_FIELDS). */
const agentProfileFields = {
  agentSpecialization: z.string().nullable(),
  agentExperience: z.string().nullable(),
};

const optional = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape).partial().shape;

/**
 * A profile as the API shows its owner: the shared fields, and the fields of the owner's user
 * type (present for that type only; admins have none).
 */
export const meProfileSchema = z.strictObject({
  ...sharedProfileFields,
  ...optional(creatorProfileFields),
  ...optional(brandProfileFields),
  ...optional(agentProfileFields),
});
export type MeProfile = z.infer<typeof meProfileSchema>;

/** GET /api/me: the signed-in user and their profile (null when the profile is missing). */
export const meSchema = z.object({
  user: meUserSchema,
  profile: meProfileSchema.nullable(),
  /**
   * The server's word on whether the profile needs nothing more: onboarding done, or for a
   * brand a main brand profile with every required field. No 'Complete Your Profile' reminder
   * when true.
   */
  isProfileComplete: z.boolean(),
});
export type Me = z.infer<typeof meSchema>;

/** POST /api/me/onboarding answer: the completed profile, as GET /api/me shows it. */
export const completeOnboardingResultSchema = z.object({ profile: meProfileSchema });
export type CompleteOnboardingResult = z.infer<typeof completeOnboardingResultSchema>;
