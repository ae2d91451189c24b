import {
  BRAND_PROFILE_EVENTS,
  type BrandContentCategory,
  type BrandIndustry,
  type BrandProfile,
  type CollaborationType,
  type CompanySize,
  type createBrandProfileInput,
  type Language,
} from '@partnerly/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../context';
import type { brandProfiles } from '../../db/schema';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { uploadUrl } from '../uploads/uploads.service';

export type BrandProfileRow = typeof brandProfiles.$inferSelect;
type BrandProfileInsert = typeof brandProfiles.$inferInsert;

/** A validated create body (every field but the name may be absent). */
export type BrandProfileValues = z.output<typeof createBrandProfileInput>;

/** A stored profile as the API shows it. */
export function toBrandProfile(row: BrandProfileRow): BrandProfile {
  return {
    id: row.id,
    profileName: row.profileName,
    companyName: row.companyName,
    bio: row.bio,
    profileImageUrl: row.profileImageUploadId ? uploadUrl(row.profileImageUploadId) : null,
    phone: row.phone,
    location: row.location,
    websiteUrl: row.websiteUrl,
    instagramHandle: row.instagramHandle,
    industry: row.industry as BrandIndustry | null,
    companySize: row.companySize as CompanySize | null,
    city: row.city,
    country: row.country,
    budgetRangeMin: row.budgetRangeMin,
    budgetRangeMax: row.budgetRangeMax,
    preferredCollaborationTypes: row.preferredCollaborationTypes as CollaborationType[],
    contentCategories: row.contentCategories as BrandContentCategory[],
    targetCreatorAudienceSizeMin: row.targetCreatorAudienceSizeMin,
    targetCreatorAudienceSizeMax: row.targetCreatorAudienceSizeMax,
    targetDemographics: { ageMin: row.targetAgeMin, ageMax: row.targetAgeMax },
    languagesSpoken: row.languagesSpoken as Language[],
    isDefault: row.isDefault,
    isMainProfile: row.isMainProfile,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns the given fields write (absent fields are left out, so they keep their value). */
export function toColumns(values: Partial<BrandProfileValues>): Partial<BrandProfileInsert> {
  const { targetDemographics, ...plain } = values;
  const columns: Partial<BrandProfileInsert> = Object.fromEntries(
    Object.entries(plain).filter(([, value]) => value !== undefined),
  );
  if (targetDemographics) {
    columns.targetAgeMin = targetDemographics.ageMin;
    columns.targetAgeMax = targetDemographics.ageMax;
  }
  return columns;
}

/** After commit: the brand's open tabs refetch. */
export function announceBrandProfiles(
  deps: Pick<AppDeps, 'events' | 'database'>,
  workspaceId: string,
): Promise<void> {
  return publishToWorkspace(deps, workspaceId, BRAND_PROFILE_EVENTS.updated);
}
