import {
  API_MESSAGES,
  CREATOR_PROFILE_PLATFORMS,
  CONTENT_CATEGORY_IDS,
  orderedCategories,
  type ContentCategoryId,
  type CreatorNameInput,
  type CreatorProfile,
  type CreatorProfileValues,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { findProfile } from './profiles.service';

// The creator profile form (spec 03): the creator's own profile row, read and saved.

type ProfileRow = typeof profiles.$inferSelect;

const CATEGORY_IDS: readonly string[] = CONTENT_CATEGORY_IDS;
const isCategory = (value: string): value is ContentCategoryId => CATEGORY_IDS.includes(value);

const figureOf = (record: Record<string, number> | null, platform: string) => {
  const value = record?.[platform];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};
const handleOf = (record: Record<string, string> | null, platform: string) =>
  record?.[platform]?.trim() || null;

export function toCreatorProfile(row: ProfileRow): CreatorProfile {
  const categories = row.contentCategories.filter(isCategory);
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    bio: row.bio,
    location: row.location,
    profileImageUrl: row.profileImageUrl,
    instagramHandle: handleOf(row.socialPlatforms, 'instagram'),
    tiktokHandle: handleOf(row.socialPlatforms, 'tiktok'),
    youtubeHandle: handleOf(row.socialPlatforms, 'youtube'),
    twitterHandle: handleOf(row.socialPlatforms, 'twitter'),
    facebookHandle: handleOf(row.socialPlatforms, 'facebook'),
    linkedinHandle: handleOf(row.socialPlatforms, 'linkedin'),
    snapchatHandle: handleOf(row.socialPlatforms, 'snapchat'),
    pinterestHandle: handleOf(row.socialPlatforms, 'pinterest'),
    instagramFollowers: figureOf(row.followerCounts, 'instagram'),
    tiktokFollowers: figureOf(row.followerCounts, 'tiktok'),
    youtubeFollowers: figureOf(row.followerCounts, 'youtube'),
    twitterFollowers: figureOf(row.followerCounts, 'twitter'),
    facebookFollowers: figureOf(row.followerCounts, 'facebook'),
    linkedinFollowers: figureOf(row.followerCounts, 'linkedin'),
    snapchatFollowers: figureOf(row.followerCounts, 'snapchat'),
    pinterestFollowers: figureOf(row.followerCounts, 'pinterest'),
    contentCategories: categories,
    mainCategory: categories[0] ?? null,
    engagementRate: row.engagementRate,
    ratePerPost: row.ratePerPost,
  };
}

/** The caller's live profile row; a soft-deleted account counts as signed out. */
export async function getLiveProfile(db: Db, userId: string): Promise<ProfileRow> {
  const row = await findProfile(db, userId);
  if (!row || row.deletedAt) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
  return row;
}

/** GET /api/me/creator-profile. */
export async function getCreatorProfile(db: Db, userId: string): Promise<CreatorProfile> {
  return toCreatorProfile(await getLiveProfile(db, userId));
}

/**
 * Merges the form's platforms into the stored records: a cleared handle is removed, and a
 * platform the request leaves out (or onboarding recorded under another name) is kept.
 */
function platformRecords(row: ProfileRow, input: CreatorProfileValues) {
  const handles: Record<string, string> = { ...row.socialPlatforms };
  const followers: Record<string, number> = { ...row.followerCounts };
  for (const platform of CREATOR_PROFILE_PLATFORMS) {
    const handle = input[`${platform}Handle`];
    if (handle) handles[platform] = handle;
    else if (handle === null) delete handles[platform];
    const figure = input[`${platform}Followers`];
    if (figure !== undefined) followers[platform] = figure;
  }
  return { socialPlatforms: handles, followerCounts: followers };
}

/** PUT /api/me/creator-profile ('Save Profile'): only the caller's own row changes. */
export async function updateCreatorProfile(
  db: Db,
  userId: string,
  input: CreatorProfileValues,
): Promise<CreatorProfile> {
  const existing = await getLiveProfile(db, userId);
  const [row] = await db
    .update(profiles)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      bio: input.bio,
      location: input.location,
      contentCategories: orderedCategories(input.mainCategory, input.contentCategories),
      ...platformRecords(existing, input),
      engagementRate: input.engagementRate,
      ratePerPost: input.ratePerPost,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.profileNotFound);
  return toCreatorProfile(row);
}

/** PUT /api/me/creator-profile/name (Public Profile Settings): the first and last name only. */
export async function updateCreatorName(
  db: Db,
  userId: string,
  input: CreatorNameInput,
): Promise<CreatorProfile> {
  await getLiveProfile(db, userId);
  const [row] = await db
    .update(profiles)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.profileNotFound);
  return toCreatorProfile(row);
}
