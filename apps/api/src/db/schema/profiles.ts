import { boolean, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { APP_LANGUAGES, USER_TYPES, VERIFICATION_STATUSES } from '@partnerly/contracts';
import { authUsers } from './auth';

export const userTypeEnum = pgEnum('user_type', USER_TYPES);
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES);
export const appLanguageEnum = pgEnum('app_language', APP_LANGUAGES);

// One row per auth user (spec 01 section 3); id equals the auth user id.
export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  userType: userTypeEnum('user_type').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  companyName: text('company_name'),
  profileImageUrl: text('profile_image_url'),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  verificationStatus: verificationStatusEnum('verification_status').notNull().default('unverified'),
  isVerified: boolean('is_verified').notNull().default(false),
  points: integer('points').notNull().default(0),
  bio: text('bio'),
  tagline: text('tagline'),
  location: text('location'),
  country: text('country'),
  /** The member's language for the app, e-mails and notifications (issue 25). */
  language: appLanguageEnum('language').notNull().default('en'),
  gender: text('gender'),
  profileCompletionPercentage: integer('profile_completion_percentage').notNull().default(0),
  contentCategories: jsonb('content_categories').$type<string[]>().notNull().default([]),
  platformsUsed: jsonb('platforms_used').$type<string[]>().notNull().default([]),
  // creator-only
  locationType: text('location_type'),
  creatorType: text('creator_type'),
  socialPlatforms: jsonb('social_platforms').$type<Record<string, string>>(),
  followerCounts: jsonb('follower_counts').$type<Record<string, number>>(),
  compensationPreferences: jsonb('compensation_preferences').$type<Record<string, unknown>>(),
  // Performance Metrics of the creator profile form: percent with one decimal, AED per post.
  engagementRate: numeric('engagement_rate', { precision: 4, scale: 1, mode: 'number' }),
  ratePerPost: integer('rate_per_post'),
  // agent-only
  agentSpecialization: text('agent_specialization'),
  agentExperience: text('agent_experience'),
  // brand-only
  industry: text('industry'),
  companySize: text('company_size'),
  websiteUrl: text('website_url'),
  instagramBusinessProfile: text('instagram_business_profile'),
  budgetRangeMin: integer('budget_range_min'),
  budgetRangeMax: integer('budget_range_max'),
  preferredCollaborationTypes: jsonb('preferred_collaboration_types').$type<string[]>(),
  targetCreatorAudienceSizeMin: integer('target_creator_audience_size_min'),
  targetCreatorAudienceSizeMax: integer('target_creator_audience_size_max'),
  targetDemographics: jsonb('target_demographics').$type<Record<string, unknown>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  /** Set by a super admin (issue 19): sign-in is refused and sessions end until reinstated. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspensionReason: text('suspension_reason'),
});
