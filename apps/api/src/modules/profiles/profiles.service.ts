import {
  API_MESSAGES,
  AGENT_ONLY_PROFILE_FIELDS,
  BRAND_ONLY_PROFILE_FIELDS,
  CREATOR_ONLY_PROFILE_FIELDS,
  type AppLanguage,
  type Me,
  type UserType,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { ensureWorkspace } from '../workspaces/membership';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { toMeProfile } from './me-profile';
import { completionPercentageOf } from './profile-completion';
import { isProfileComplete } from './profile-completeness';

type ProfileRow = typeof profiles.$inferSelect;

export interface NewProfile {
  id: string;
  email: string;
  userType: UserType;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  onboardingCompleted?: boolean;
  contentCategories?: string[];
  platforms?: string[];
  followerCounts?: Record<string, number>;
  location?: string;
  gender?: string;
  bio?: string;
  websiteUrl?: string;
  instagramBusinessProfile?: string;
  agentSpecialization?: string;
  agentExperience?: string;
  /** The language chosen before signing up; the column's default (English) otherwise. */
  language?: AppLanguage;
}

/**
 * Inserts the profile of a new account (id = auth user id). A second call for the same id
 * keeps the first profile. `db` may be a transaction.
 */
export async function createProfile(db: Db, input: NewProfile): Promise<void> {
  await db
    .insert(profiles)
    .values({
      id: input.id,
      email: input.email,
      userType: input.userType,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      companyName: input.companyName ?? null,
      // A brand finishes onboarding after choosing a plan (spec 01 section 3).
      onboardingCompleted: input.onboardingCompleted ?? input.userType !== 'brand',
      contentCategories: input.contentCategories ?? [],
      platformsUsed: input.platforms ?? [],
      followerCounts: input.followerCounts ?? null,
      location: input.location ?? null,
      gender: input.gender ?? null,
      bio: input.bio ?? null,
      websiteUrl: input.websiteUrl ?? null,
      instagramBusinessProfile: input.instagramBusinessProfile ?? null,
      agentSpecialization: input.agentSpecialization ?? null,
      agentExperience: input.agentExperience ?? null,
      ...(input.language ? { language: input.language } : {}),
    })
    .onConflictDoNothing({ target: profiles.id });
  // A brand account is a workspace it owns (decision 0041).
  if (input.userType === 'brand') await ensureWorkspace(db, input.id);
}

const CREATOR_KEYS: readonly string[] = CREATOR_ONLY_PROFILE_FIELDS;
const BRAND_KEYS: readonly string[] = BRAND_ONLY_PROFILE_FIELDS;
const AGENT_KEYS: readonly string[] = AGENT_ONLY_PROFILE_FIELDS;

function keptTypeKeys(userType: UserType): readonly string[] {
  if (userType === 'creator') return CREATOR_KEYS;
  if (userType === 'brand') return BRAND_KEYS;
  if (userType === 'agent' || userType === 'agency') return AGENT_KEYS;
  return [];
}

/** A whole profile row without the other user types' fields (the data export's profile). */
export function toProfileView(row: ProfileRow) {
  const kept = new Set(keptTypeKeys(row.userType));
  const typeSpecific = [...CREATOR_KEYS, ...BRAND_KEYS, ...AGENT_KEYS];
  const view: Partial<ProfileRow> = { ...row };
  for (const key of typeSpecific) {
    if (!kept.has(key)) delete view[key as keyof ProfileRow];
  }
  return view;
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, userId));
  return row;
}

interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  image?: string | null;
  createdAt: Date;
}

/** GET /api/me: the signed-in user and their profile, in the contract's shape. */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const row = await findProfile(db, user.id);
  if (row?.deletedAt) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image ?? null,
      createdAt: user.createdAt.toISOString(),
    },
    profile: row ? toMeProfile(row, await completionPercentageOf(db, row)) : null,
    isProfileComplete: await isProfileComplete(db, row),
  };
}

/**
 * Soft-deletes a profile: deleted_at is set and personal data removed; the row stays so
 * campaigns, applications and payouts keep their history ('Deleted Creator').
 */
export async function softDeleteProfile(db: Db, userId: string, placeholderEmail: string): Promise<void> {
  await db
    .update(profiles)
    .set({
      email: placeholderEmail,
      firstName: null,
      lastName: null,
      companyName: null,
      profileImageUrl: null,
      bio: null,
      tagline: null,
      location: null,
      country: null,
      gender: null,
      contentCategories: [],
      platformsUsed: [],
      locationType: null,
      creatorType: null,
      socialPlatforms: null,
      followerCounts: null,
      compensationPreferences: null,
      engagementRate: null,
      ratePerPost: null,
      agentSpecialization: null,
      agentExperience: null,
      industry: null,
      companySize: null,
      websiteUrl: null,
      instagramBusinessProfile: null,
      budgetRangeMin: null,
      budgetRangeMax: null,
      preferredCollaborationTypes: null,
      targetCreatorAudienceSizeMin: null,
      targetCreatorAudienceSizeMax: null,
      targetDemographics: null,
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}
