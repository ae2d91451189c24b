import {
  PROFILE_COMPLETION_FIELDS,
  type ProfileCompletion,
  type ProfileCompletionField,
} from '@partnerly/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { socialLinks, userSettings, type profiles } from '../../db/schema';

// The profile completion card (issue 21, spec 03 'Profile settings'): how much of the creator
// profile is filled, computed here only, so the card and GET /api/me report the same number.

type ProfileRow = typeof profiles.$inferSelect;

/** What the completion looks at: the creator's profile row and whether they added a social link. */
export type CompletionProfile = Pick<
  ProfileRow,
  | 'profileImageUrl'
  | 'firstName'
  | 'lastName'
  | 'bio'
  | 'location'
  | 'contentCategories'
  | 'socialPlatforms'
  | 'followerCounts'
  | 'engagementRate'
  | 'ratePerPost'
> & { socialLinkCount: number };

const filled = (text: string | null | undefined) => Boolean(text?.trim());

const IS_FILLED: Record<ProfileCompletionField, (profile: CompletionProfile) => boolean> = {
  photo: (profile) => filled(profile.profileImageUrl),
  name: (profile) => filled(profile.firstName) && filled(profile.lastName),
  bio: (profile) => filled(profile.bio),
  location: (profile) => filled(profile.location),
  categories: (profile) => profile.contentCategories.length > 0,
  socialHandle: (profile) => Object.values(profile.socialPlatforms ?? {}).some(filled),
  followers: (profile) => Object.values(profile.followerCounts ?? {}).some((figure) => figure > 0),
  engagementRate: (profile) => profile.engagementRate !== null,
  ratePerPost: (profile) => profile.ratePerPost !== null,
  socialLinks: (profile) => profile.socialLinkCount > 0,
};

/**
 * The share of PROFILE_COMPLETION_FIELDS filled, each worth the same, as a whole percent, and
 * the fields still missing in the contract's order.
 */
export function profileCompletion(
  profile: CompletionProfile,
): Pick<ProfileCompletion, 'percentage' | 'missing'> {
  const missing = PROFILE_COMPLETION_FIELDS.filter((field) => !IS_FILLED[field](profile));
  const done = PROFILE_COMPLETION_FIELDS.length - missing.length;
  return { percentage: Math.round((done * 100) / PROFILE_COMPLETION_FIELDS.length), missing };
}

async function socialLinkCountOf(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ links: count() })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, userId));
  return row?.links ?? 0;
}

/**
 * The completion GET /api/me reports: computed for creators; other types keep the stored
 * column (their completion is their own screens', e.g. the brand profile widget).
 */
export async function completionPercentageOf(db: Executor, row: ProfileRow): Promise<number> {
  if (row.userType !== 'creator') return row.profileCompletionPercentage;
  return profileCompletion({ ...row, socialLinkCount: await socialLinkCountOf(db, row.id) }).percentage;
}

/** GET /api/me/profile-completion: the creator's completion and whether they dismissed the card. */
export async function getProfileCompletion(db: Executor, row: ProfileRow): Promise<ProfileCompletion> {
  const [links, [settings]] = await Promise.all([
    socialLinkCountOf(db, row.id),
    db
      .select({ dismissedAt: userSettings.profileCompletionDismissedAt })
      .from(userSettings)
      .where(eq(userSettings.userId, row.id)),
  ]);
  return {
    ...profileCompletion({ ...row, socialLinkCount: links }),
    dismissed: Boolean(settings?.dismissedAt),
  };
}

/**
 * POST /api/me/profile-completion/dismiss: remembered in user_settings (no row yet: one with
 * the defaults), so every device of the user hides the card. Dismissing again keeps the first time.
 */
export async function dismissProfileCompletion(
  db: Executor,
  row: ProfileRow,
  now = new Date(),
): Promise<ProfileCompletion> {
  await db
    .insert(userSettings)
    .values({ userId: row.id, profileCompletionDismissedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: {
        profileCompletionDismissedAt: sql`coalesce(${userSettings.profileCompletionDismissedAt}, excluded.profile_completion_dismissed_at)`,
        updatedAt: now,
      },
    });
  return getProfileCompletion(db, row);
}
