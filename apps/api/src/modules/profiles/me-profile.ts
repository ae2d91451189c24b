import type { MeProfile, UserType } from '@partnerly/contracts';
import type { profiles } from '../../db/schema';

type ProfileRow = typeof profiles.$inferSelect;

// The profile as its owner sees it (GET /api/me, POST /api/me/onboarding), field by field
// from the contract's shape: a new column stays private until it is added here and there.

function creatorFields(row: ProfileRow) {
  return {
    gender: row.gender as MeProfile['gender'],
    locationType: row.locationType,
    creatorType: row.creatorType,
    socialPlatforms: row.socialPlatforms,
    followerCounts: row.followerCounts,
    compensationPreferences: row.compensationPreferences,
    engagementRate: row.engagementRate,
    ratePerPost: row.ratePerPost,
  };
}

function brandFields(row: ProfileRow) {
  return {
    industry: row.industry,
    companySize: row.companySize,
    websiteUrl: row.websiteUrl,
    instagramBusinessProfile: row.instagramBusinessProfile,
    budgetRangeMin: row.budgetRangeMin,
    budgetRangeMax: row.budgetRangeMax,
    preferredCollaborationTypes: row.preferredCollaborationTypes,
    targetCreatorAudienceSizeMin: row.targetCreatorAudienceSizeMin,
    targetCreatorAudienceSizeMax: row.targetCreatorAudienceSizeMax,
    targetDemographics: row.targetDemographics,
  };
}

function agentFields(row: ProfileRow) {
  return { agentSpecialization: row.agentSpecialization, agentExperience: row.agentExperience };
}

/** Only the owner's own type's fields (spec 01 section 3); admins have none. */
function typeFields(userType: UserType, row: ProfileRow) {
  if (userType === 'creator') return creatorFields(row);
  if (userType === 'brand') return brandFields(row);
  if (userType === 'agent' || userType === 'agency') return agentFields(row);
  return {};
}

/** `completionPercentage`: completionPercentageOf(row), the one computation of it (issue 21). */
export function toMeProfile(row: ProfileRow, completionPercentage: number): MeProfile {
  return {
    id: row.id,
    email: row.email,
    userType: row.userType,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    profileImageUrl: row.profileImageUrl,
    onboardingCompleted: row.onboardingCompleted,
    verificationStatus: row.verificationStatus,
    isVerified: row.isVerified,
    points: row.points,
    bio: row.bio,
    tagline: row.tagline,
    location: row.location,
    country: row.country,
    profileCompletionPercentage: completionPercentage,
    contentCategories: row.contentCategories,
    platformsUsed: row.platformsUsed,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...typeFields(row.userType, row),
  };
}
