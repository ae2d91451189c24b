import { z } from 'zod';
import { BIO_MAX_LENGTH, CONTENT_CATEGORIES_MAX, profileDetailsFields } from './auth';
import { setBrandProfileImageInput } from './brand-profiles';
import { CAMPAIGN_PLATFORM_LABELS } from './campaign-labels';
import { CONTENT_CATEGORY_IDS, type ContentCategoryId } from './reference';
import { SOCIAL_PLATFORMS, socialHandleField } from './social-handle';
import { hasNoNul, INVALID_CHARACTER, trimmedOrNull } from './text-input';

// The creator profile form (spec 03 "Creator profile form" and section 5): what a creator
// tells brands about themselves. The names, bio, location and categories are the same
// profile fields onboarding fills; the platform figures and performance metrics are the
// "creator profile data shown to the brand" of spec 02.

/** Every platform a brand can target in a campaign can be listed (issue 13). */
export const CREATOR_PROFILE_PLATFORMS = SOCIAL_PLATFORMS;
export type CreatorProfilePlatform = (typeof CREATOR_PROFILE_PLATFORMS)[number];

export const CREATOR_NAME_MAX = 100;
export const CREATOR_LOCATION_MAX = 200;
export const CREATOR_HANDLE_MAX = 100;
export const FOLLOWERS_MAX = 2_000_000_000;
export const ENGAGEMENT_RATE_MIN = 0;
export const ENGAGEMENT_RATE_MAX = 100;
export const ENGAGEMENT_RATE_STEP = 0.1;
export const RATE_PER_POST_MAX = 1_000_000_000;

/** Spec 03 messages table ("Profile image and profile"), verbatim, and the form's field messages. */
export const CREATOR_PROFILE_MESSAGES = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  imageUploaded: 'Profile image uploaded successfully',
  imageFailed: 'Failed to upload image',
  notAvailable: 'Profile setup not available for this user type.',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  mainCategoryRequired: 'Main Content Category is required',
} as const;

const requiredName = (label: string, missing: string) =>
  z
    .string(missing)
    .refine(hasNoNul, INVALID_CHARACTER)
    .trim()
    .min(1, missing)
    .max(CREATOR_NAME_MAX, `${label} must be at most ${CREATOR_NAME_MAX} characters`);

/**
 * A handle (or a profile link) is stored as the bare handle, without its leading @; blank
 * clears it, absent keeps the stored one.
 */
const handle = (platform: CreatorProfilePlatform) =>
  socialHandleField(platform, `${CAMPAIGN_PLATFORM_LABELS[platform]} handle`, CREATOR_HANDLE_MAX).optional();

/** Whatever a number input sent, as a number when it is one (numeric text included), else as is. */
const numericText = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

/**
 * Spec 03 section 5: follower inputs are integers of at least 0, non-numbers become 0. An
 * absent figure keeps the stored one (a client that knows fewer platforms clears nothing).
 */
const followers = (label: string) =>
  z
    .preprocess(
      (value) => {
        const number = numericText(value);
        return typeof number === 'number' && Number.isFinite(number) ? number : 0;
      },
      z
        .number()
        .int(`${label} must be a whole number`)
        .min(0, `${label} must be at least 0`)
        .max(FOLLOWERS_MAX, `${label} must be at most ${FOLLOWERS_MAX.toLocaleString('en-US')}`),
    )
    .optional();

/** An optional number input: blank or null means not given. */
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? null : numericText(value)),
    schema.nullable(),
  );

const hasOneDecimal = (value: number) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9;

const creatorProfileFields = z.object({
  firstName: requiredName('First Name', CREATOR_PROFILE_MESSAGES.firstNameRequired),
  lastName: requiredName('Last Name', CREATOR_PROFILE_MESSAGES.lastNameRequired),
  bio: trimmedOrNull(BIO_MAX_LENGTH, 'Bio'),
  location: trimmedOrNull(CREATOR_LOCATION_MAX, 'Location'),
  instagramHandle: handle('instagram'),
  tiktokHandle: handle('tiktok'),
  youtubeHandle: handle('youtube'),
  twitterHandle: handle('twitter'),
  facebookHandle: handle('facebook'),
  linkedinHandle: handle('linkedin'),
  snapchatHandle: handle('snapchat'),
  pinterestHandle: handle('pinterest'),
  instagramFollowers: followers('Instagram followers'),
  tiktokFollowers: followers('TikTok followers'),
  youtubeFollowers: followers('YouTube followers'),
  twitterFollowers: followers('Twitter followers'),
  facebookFollowers: followers('Facebook followers'),
  linkedinFollowers: followers('LinkedIn followers'),
  snapchatFollowers: followers('Snapchat followers'),
  pinterestFollowers: followers('Pinterest followers'),
  contentCategories: profileDetailsFields.contentCategories.transform((value) => value ?? []),
  mainCategory: z.enum(CONTENT_CATEGORY_IDS, CREATOR_PROFILE_MESSAGES.mainCategoryRequired),
  engagementRate: optionalNumber(
    z
      .number('Engagement rate must be a number')
      .min(ENGAGEMENT_RATE_MIN, `Engagement rate must be at least ${ENGAGEMENT_RATE_MIN}`)
      .max(ENGAGEMENT_RATE_MAX, `Engagement rate must be at most ${ENGAGEMENT_RATE_MAX}`)
      .refine(hasOneDecimal, 'Engagement rate must be in steps of 0.1'),
  ),
  ratePerPost: optionalNumber(
    z
      .number('Rate per post must be a number')
      .int('Rate per post must be a whole number')
      .min(0, 'Rate per post must be at least 0')
      .max(RATE_PER_POST_MAX, `Rate per post must be at most ${RATE_PER_POST_MAX.toLocaleString('en-US')}`),
  ),
});

/**
 * Body of PUT /api/me/creator-profile ('Save Profile'). The main content category is stored
 * first in the profile's categories (the brand's "niche"), so it counts towards their limit.
 */
export const creatorProfileInput = creatorProfileFields.superRefine((value, ctx) => {
  const all = new Set([value.mainCategory, ...value.contentCategories]);
  if (all.size > CONTENT_CATEGORIES_MAX) {
    ctx.addIssue({
      code: 'custom',
      path: ['contentCategories'],
      message: `You can choose up to ${CONTENT_CATEGORIES_MAX} categories, the main one included`,
    });
  }
});
export type CreatorProfileInput = z.input<typeof creatorProfileInput>;
export type CreatorProfileValues = z.output<typeof creatorProfileInput>;

/** Body of PUT /api/me/creator-profile/name: the Public Profile Settings' name edit. */
export const creatorNameInput = creatorProfileFields.pick({ firstName: true, lastName: true });
export type CreatorNameInput = z.input<typeof creatorNameInput>;

/** The stored categories: the main one first, then the others in the order given. */
export function orderedCategories(
  mainCategory: ContentCategoryId,
  categories: readonly ContentCategoryId[],
): ContentCategoryId[] {
  return [mainCategory, ...categories.filter((category) => category !== mainCategory)];
}

/** Body of PUT /api/me/creator-profile/image: one of the caller's uploaded images. */
export const setCreatorProfileImageInput = setBrandProfileImageInput;
export type SetCreatorProfileImageInput = z.input<typeof setCreatorProfileImageInput>;

/** GET / PUT /api/me/creator-profile answer (and of its image routes). */
export const creatorProfileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  /** Same-origin URL of the profile photo, or null. */
  profileImageUrl: z.string().nullable(),
  /** Without the leading @. */
  instagramHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  youtubeHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  facebookHandle: z.string().nullable(),
  linkedinHandle: z.string().nullable(),
  snapchatHandle: z.string().nullable(),
  pinterestHandle: z.string().nullable(),
  instagramFollowers: z.number().nullable(),
  tiktokFollowers: z.number().nullable(),
  youtubeFollowers: z.number().nullable(),
  twitterFollowers: z.number().nullable(),
  facebookFollowers: z.number().nullable(),
  linkedinFollowers: z.number().nullable(),
  snapchatFollowers: z.number().nullable(),
  pinterestFollowers: z.number().nullable(),
  /** All categories, the main one first. */
  contentCategories: z.array(z.enum(CONTENT_CATEGORY_IDS)),
  mainCategory: z.enum(CONTENT_CATEGORY_IDS).nullable(),
  /** Percent, 0 to 100 with one decimal. */
  engagementRate: z.number().min(ENGAGEMENT_RATE_MIN).max(ENGAGEMENT_RATE_MAX).nullable(),
  /** AED, whole. */
  ratePerPost: z.int().nonnegative().nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;
