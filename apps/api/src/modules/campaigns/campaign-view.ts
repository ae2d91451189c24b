import {
  FALLBACK_NAME_MESSAGES,
  campaignNotice,
  type BrandCampaign,
  type CampaignBrand,
  type CampaignView,
} from '@partnerly/contracts';
import { and, eq, getTableColumns, type Column, type SQL } from 'drizzle-orm';
import { brandProfiles, campaigns, profiles } from '../../db/schema';
import { uploadUrl } from '../uploads/uploads.service';
import type { CampaignRow } from './campaigns.types';

// Every column but the search text, which only the feed's WHERE clause reads...
const { searchText: _searchText, ...campaignColumnsWithoutSearch } = getTableColumns(campaigns);
export const campaignColumns = campaignColumnsWithoutSearch;
// ...and without the owner's counters, for everyone else (the feed reads only these).
const {
  applicationsCount: _applicationsCount,
  activeCreators: _activeCreators,
  engagementRate: _engagementRate,
  aiForecast: _aiForecast,
  ...publicColumns
} = campaignColumnsWithoutSearch;
export const publicCampaignColumns = publicColumns;

export type StoredCampaign = Omit<CampaignRow, 'searchText'>;
export type PublicCampaignRow = Omit<
  StoredCampaign,
  'applicationsCount' | 'activeCreators' | 'engagementRate' | 'aiForecast'
>;

/** What anyone allowed to see the campaign gets. */
export function toCampaignView(row: PublicCampaignRow): CampaignView {
  return {
    id: row.id,
    brandId: row.brandId,
    title: row.title,
    description: row.description,
    brief: row.brief,
    requirements: row.requirements,
    campaignType: row.campaignType,
    visibility: row.visibility,
    platform: row.platform as CampaignView['platform'],
    platforms: row.platforms as CampaignView['platforms'],
    niche: row.niche as CampaignView['niche'],
    contentCategories: row.contentCategories as CampaignView['contentCategories'],
    compensationType: row.compensationType,
    compensationTypes: row.compensationTypes as CampaignView['compensationTypes'],
    budgetMin: row.budgetMin,
    budgetMax: row.budgetMax,
    applicationDeadline: row.applicationDeadline,
    deadline: row.deadline,
    contentDeadline: row.contentDeadline,
    location: row.location,
    googleMapsUrl: row.googleMapsUrl,
    eventLatitude: row.eventLatitude,
    eventLongitude: row.eventLongitude,
    bannerUploadId: row.bannerUploadId,
    bannerImageUrl: row.bannerUploadId ? uploadUrl(row.bannerUploadId) : null,
    targetCountries: row.targetCountries,
    targetCities: row.targetCities,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    pointRewardEnabled: row.pointRewardEnabled,
    notice: campaignNotice(row.status),
  };
}

/** The owning brand's view, with the counters of its dashboard and list. */
export function toBrandCampaign(row: StoredCampaign): BrandCampaign {
  return {
    ...toCampaignView(row),
    brandProfileId: row.brandProfileId,
    applicationsCount: row.applicationsCount,
    activeCreators: row.activeCreators,
    engagementRate: row.engagementRate,
    aiForecast: row.aiForecast ?? null,
  };
}

export interface BrandIdentity {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * The columns a brand card is built from: the account's names and photo, and the company
 * name and logo of its main brand profile (what the brand edits on /profile), joined with
 * `mainBrandProfileOf`.
 */
export const brandCardColumns = {
  brandCompanyName: profiles.companyName,
  brandFirstName: profiles.firstName,
  brandLastName: profiles.lastName,
  brandLogoUrl: profiles.profileImageUrl,
  brandProfileCompanyName: brandProfiles.companyName,
  brandProfileLogoId: brandProfiles.profileImageUploadId,
};

/** The join condition of the brand's main profile (one per account, by a unique index). */
export function mainBrandProfileOf(brandId: Column | SQL.Aliased<string>): SQL | undefined {
  return and(eq(brandProfiles.workspaceId, brandId), eq(brandProfiles.isMainProfile, true));
}

export interface BrandCardRow {
  brandCompanyName: string | null;
  brandFirstName: string | null;
  brandLastName: string | null;
  brandLogoUrl: string | null;
  brandProfileCompanyName: string | null;
  brandProfileLogoId: string | null;
}

/** The main brand profile's company name and logo win over the account's. */
export function brandIdentityOf(row: BrandCardRow): BrandIdentity {
  return {
    companyName: row.brandProfileCompanyName?.trim() || row.brandCompanyName,
    firstName: row.brandFirstName,
    lastName: row.brandLastName,
    profileImageUrl: row.brandProfileLogoId ? uploadUrl(row.brandProfileLogoId) : row.brandLogoUrl,
  };
}

/** The brand as a card shows it: company name, else the person's name. */
export function toCampaignBrand(brandId: string, identity: BrandIdentity | null): CampaignBrand {
  const personName = [identity?.firstName, identity?.lastName].filter(Boolean).join(' ');
  return {
    id: brandId,
    name: identity?.companyName?.trim() || personName || FALLBACK_NAME_MESSAGES.brand,
    logoUrl: identity?.profileImageUrl ?? null,
  };
}
