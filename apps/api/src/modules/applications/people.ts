import {
  FALLBACK_NAME_MESSAGES,
  CONTENT_CATEGORIES,
  SOCIAL_PLATFORMS,
  type ApplicantProfile,
  type PlatformFigures,
} from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles } from '../../db/schema';
import { sharingSettingsOf } from '../settings/settings.service';

// The people an application names (creator, agent), read in one query per list.

export interface Person {
  id: string;
  email: string;
  displayName: string;
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  bio: string | null;
  location: string | null;
  contentCategories: string[] | null;
  followerCounts: Record<string, number> | null;
  socialPlatforms: Record<string, string> | null;
  engagementRate: number | null;
  ratePerPost: number | null;
  isVerified: boolean | null;
  verificationStatus: string | null;
  deletedAt: Date | null;
  /** Privacy tab: whether others (brands on an application) may see the e-mail address. */
  showContactInfo: boolean;
  /** Privacy tab: whether others (brands on an application) may see the social handles. */
  showSocialLinks: boolean;
}

export async function loadPeople(db: Executor, ids: Iterable<string>): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({
      id: authUsers.id,
      email: authUsers.email,
      displayName: authUsers.name,
      companyName: profiles.companyName,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      profileImageUrl: profiles.profileImageUrl,
      bio: profiles.bio,
      location: profiles.location,
      contentCategories: profiles.contentCategories,
      followerCounts: profiles.followerCounts,
      socialPlatforms: profiles.socialPlatforms,
      engagementRate: profiles.engagementRate,
      ratePerPost: profiles.ratePerPost,
      isVerified: profiles.isVerified,
      verificationStatus: profiles.verificationStatus,
      deletedAt: profiles.deletedAt,
    })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(inArray(authUsers.id, unique));
  const sharing = await sharingSettingsOf(
    db,
    rows.map((row) => row.id),
  );
  return new Map(rows.map((row) => [row.id, { ...row, ...sharing.get(row.id)! }]));
}

/** First and last name, else the account's display name, else the mailbox. */
export function nameOf(
  person: Person | undefined,
  deletedLabel: string = FALLBACK_NAME_MESSAGES.deletedCreator,
): string {
  if (!person || person.deletedAt) return deletedLabel;
  const personal = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return personal || person.displayName.trim() || person.email.split('@')[0]!;
}

/** A brand goes by its company name. */
export function brandNameOf(person: Person | undefined): string {
  return person?.companyName?.trim() || nameOf(person, FALLBACK_NAME_MESSAGES.brand);
}

export function isVerifiedPerson(person: Person | undefined): boolean {
  return Boolean(person && (person.isVerified || person.verificationStatus === 'verified'));
}

function figures<T>(record: Record<string, unknown> | null, pick: (value: unknown) => T | null) {
  const result = {} as PlatformFigures<T>;
  for (const platform of SOCIAL_PLATFORMS) result[platform] = pick(record?.[platform]);
  return result;
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const handle = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim().replace(/^@+/, '') : null;

/**
 * The creator details the brand sees on an application. Applying shares the professional
 * figures (niche, followers, engagement, rate) with the campaign's brand; bio, location and
 * handles follow the creator's profile visibility (`isProfileHidden` when it is private), and
 * the handles also the privacy tab's 'show social links' switch.
 */
export function toApplicantProfile(
  person: Person | undefined,
  id: string,
  isProfileHidden: boolean,
): ApplicantProfile {
  const category = person?.contentCategories?.[0];
  const niche = CONTENT_CATEGORIES.find((entry) => entry.id === category)?.label ?? category ?? null;
  const isGone = !person || person.deletedAt !== null;
  const isHidden = isProfileHidden || isGone;
  return {
    id,
    name: nameOf(person),
    profileImageUrl: isGone ? null : (person.profileImageUrl ?? null),
    niche: isGone ? null : niche,
    followers: figures(isGone ? null : person.followerCounts, count),
    engagementRate: isGone ? null : (person.engagementRate ?? null),
    ratePerPost: isGone ? null : (person.ratePerPost ?? null),
    bio: isHidden ? null : (person.bio ?? null),
    location: isHidden ? null : (person.location ?? null),
    handles: figures(isHidden || !person.showSocialLinks ? null : person.socialPlatforms, handle),
    isProfileHidden: isHidden,
    isVerified: !isGone && isVerifiedPerson(person),
  };
}
