import type { PrivateCodeStatus, RedemptionPage, RedemptionPageOutcome } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brandProfiles, privateReferralCodes } from '../../db/schema';
import { uploadUrl } from '../uploads/uploads.service';

// A private code as its public page shows it (spec 02 'Public redemption page': the code joined
// to its brand profile's company name and image), found by the code in the page's address.

/** The workspace's main profile: whose name and image a code without its own profile shows. */
const mainProfiles = alias(brandProfiles, 'main_profile');

export interface RedemptionCode {
  id: string;
  workspaceId: string;
  code: string;
  campaignName: string;
  discountDescription: string;
  maxUses: number;
  remainingUses: number;
  status: PrivateCodeStatus;
  expiresAt: Date | null;
  businessLocation: string | null;
  googleMapsUrl: string | null;
  brandName: string;
  /** Same-origin address of the code's logo, else its brand profile's image. */
  logoUrl: string | null;
}

const nameOf = (profile: { companyName: string | null; profileName: string | null }) =>
  profile.companyName?.trim() || profile.profileName?.trim() || null;

/** The code with this address (exact, as the link carries it), or null. */
export async function findRedemptionCode(db: Executor, code: string): Promise<RedemptionCode | null> {
  const [row] = await db
    .select({
      code: privateReferralCodes,
      companyName: brandProfiles.companyName,
      profileName: brandProfiles.profileName,
      profileImage: brandProfiles.profileImageUploadId,
      mainCompanyName: mainProfiles.companyName,
      mainProfileName: mainProfiles.profileName,
      mainImage: mainProfiles.profileImageUploadId,
    })
    .from(privateReferralCodes)
    .leftJoin(brandProfiles, eq(brandProfiles.id, privateReferralCodes.brandProfileId))
    .leftJoin(
      mainProfiles,
      and(
        eq(mainProfiles.workspaceId, privateReferralCodes.workspaceId),
        eq(mainProfiles.isMainProfile, true),
      ),
    )
    .where(eq(privateReferralCodes.code, code));
  if (!row) return null;
  const { code: stored } = row;
  const ownName = nameOf({ companyName: row.companyName, profileName: row.profileName });
  const mainName = nameOf({ companyName: row.mainCompanyName, profileName: row.mainProfileName });
  // The name and the image come from one profile: the code's own, else the main one.
  const image = ownName ? row.profileImage : row.mainImage;
  const logoId = stored.logoUploadId ?? image;
  return {
    id: stored.id,
    workspaceId: stored.workspaceId,
    code: stored.code,
    campaignName: stored.campaignName,
    discountDescription: stored.discountDescription,
    maxUses: stored.maxUses,
    remainingUses: stored.remainingUses,
    status: stored.status,
    expiresAt: stored.expiresAt,
    businessLocation: stored.businessLocation,
    googleMapsUrl: stored.googleMapsUrl,
    brandName: ownName ?? mainName ?? 'Brand',
    logoUrl: logoId ? uploadUrl(logoId) : null,
  };
}

/** Spec 02 outcomes of a found code: not active; no uses left or past expiry; active. */
export function outcomeOf(code: RedemptionCode, now: Date): Exclude<RedemptionPageOutcome, 'not_found'> {
  if (code.status !== 'active') return 'inactive';
  const isPastExpiry = code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime();
  return code.remainingUses <= 0 || isPastExpiry ? 'exhausted' : 'active';
}

export function offerOf(code: RedemptionCode): NonNullable<RedemptionPage['offer']> {
  return {
    code: code.code,
    campaignName: code.campaignName,
    discountDescription: code.discountDescription,
    brandName: code.brandName,
    logoUrl: code.logoUrl,
    maxUses: code.maxUses,
    remainingUses: code.remainingUses,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    businessLocation: code.businessLocation,
    googleMapsUrl: code.googleMapsUrl,
  };
}
