import {
  API_MESSAGES,
  ONBOARDING_MESSAGES,
  onboardingRoleOf,
  roleProfileIssues,
  type CompleteOnboardingResult,
  type CompleteOnboardingValues,
  type OnboardingRole,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { saveMainBrandProfile } from '../brand-profiles/save-main-profile';
import { ensureWorkspace } from '../workspaces/membership';
import { toMeProfile } from './me-profile';
import { completionPercentageOf } from './profile-completion';
import { createProfile, findProfile } from './profiles.service';

type ProfileUpdate = Partial<typeof profiles.$inferInsert>;

/** The columns each role profile may set (other types' fields are ignored, spec 01 section 3). */
function roleColumns(role: OnboardingRole, input: CompleteOnboardingValues): ProfileUpdate {
  const shared: ProfileUpdate = {
    location: input.location ?? null,
    contentCategories: input.contentCategories ?? [],
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
  };
  if (role === 'creator') {
    return {
      ...shared,
      gender: input.gender ?? null,
      bio: input.bio || null,
      ...(input.platforms ? { platformsUsed: input.platforms } : {}),
      ...(input.followerCounts ? { followerCounts: input.followerCounts } : {}),
    };
  }
  if (role === 'brand') {
    return {
      ...shared,
      companyName: input.companyName ?? null,
      websiteUrl: input.websiteUrl ?? null,
      instagramBusinessProfile: input.instagramBusinessProfile ?? null,
    };
  }
  return {
    ...shared,
    agentSpecialization: input.agentSpecialization ?? null,
    agentExperience: input.agentExperience ?? null,
  };
}

interface OnboardingUser {
  id: string;
  email: string;
}

/**
 * POST /api/me/onboarding: saves the signed-in user's role profile and marks onboarding
 * complete. Only the caller's own profile is touched. An account without a profile (which
 * sign-up never leaves, but support may) gets one of the chosen type, creator by default.
 * A brand's details are also its main brand profile (decision 0036).
 */
export async function completeOnboarding(
  db: Db,
  user: OnboardingUser,
  input: CompleteOnboardingValues,
): Promise<CompleteOnboardingResult> {
  const existing = await findProfile(db, user.id);
  if (existing?.deletedAt) throw new AppError('UNAUTHENTICATED', API_MESSAGES.signInRequired);
  const userType = existing?.userType ?? input.userType ?? 'creator';
  const role = onboardingRoleOf(userType);
  if (!role) throw new AppError('FORBIDDEN', ONBOARDING_MESSAGES.notForThisAccount);

  const issues = roleProfileIssues(role, input);
  if (Object.keys(issues).length > 0) {
    const fields = Object.fromEntries(Object.entries(issues).map(([key, message]) => [key, [message]]));
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', fields);
  }

  const row = await db.transaction(async (tx) => {
    if (!existing) await createProfile(tx, { id: user.id, email: user.email, userType });
    const [updated] = await tx
      .update(profiles)
      .set({ ...roleColumns(role, input), onboardingCompleted: true, updatedAt: new Date() })
      .where(eq(profiles.id, user.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', API_MESSAGES.profileNotFound);
    // The brand's step-2 details are its main brand profile too (created once, then kept in step).
    if (role === 'brand')
      await saveMainBrandProfile(tx, (await ensureWorkspace(tx, user.id)).workspaceId, updated);
    return updated;
  });
  return { profile: toMeProfile(row, await completionPercentageOf(db, row)) };
}
