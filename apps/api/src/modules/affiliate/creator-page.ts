import {
  canSeeProfile,
  CREATOR_PAGE_MESSAGES,
  isHttpUrl,
  PUBLIC_PAGE_SOCIAL_LINKS,
  type CreatorPage,
  effectiveVerificationStatus,
  type CreatorPageCode,
  type ProfileVisibility,
} from '@partnerly/contracts';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  affiliateCodes,
  brandProfiles,
  campaigns,
  creatorShareLinks,
  profiles,
  socialLinks,
  userSettings,
} from '../../db/schema';
import { AppError } from '../../middleware/errors';
import {
  brandCardColumns,
  brandIdentityOf,
  mainBrandProfileOf,
  toCampaignBrand,
} from '../campaigns/campaign-view';
import { findProfile } from '../profiles/profiles.service';
import { hiddenProfileIds, sharingSettingsOf } from '../settings/settings.service';
import type { TrackedCode } from './record-affiliate-events';
import { findPermit, toPublicPermit } from '../advertiser-permits/permit-view';

// The public creator page /creator/{shareCode} (spec 03; issue 17 item 3), read without
// sign-in. It exists while the share link is active and the creator's account is there; the
// creator's profile visibility decides who sees it (canSeeProfile, as everywhere else):
// - public: everyone;
// - brands-only: signed-in brand accounts (and admins and the creator); others get 404;
// - private: the creator (a preview) and admins only.
// Everyone refused gets the same 404 'Creator Not Found' as for an unknown or deactivated link,
// so the answer does not tell a private profile from a missing one.

/** Codes on one page at most (the newest); the views report takes as many. */
const PAGE_CODES_MAX = 100;

const creatorNotFound = () => new AppError('NOT_FOUND', CREATOR_PAGE_MESSAGES.notFound);

export interface PageOwner {
  creatorId: string;
  shareCode: string;
  name: string;
  avatarUrl: string | null;
  bio: string | null;
  tagline: string | null;
  location: string | null;
  isVerified: boolean;
  visibility: ProfileVisibility;
}

/** The page's creator when the link is active and the account a creator's; visibility not checked. */
export async function findPageOwner(db: Db, shareCode: string): Promise<PageOwner | undefined> {
  const [row] = await db
    .select({
      creatorId: creatorShareLinks.creatorId,
      shareCode: creatorShareLinks.shareCode,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      avatarUrl: profiles.profileImageUrl,
      bio: profiles.bio,
      tagline: profiles.tagline,
      location: profiles.location,
      isVerified: profiles.isVerified,
      verificationStatus: profiles.verificationStatus,
      visibility: userSettings.profileVisibility,
    })
    .from(creatorShareLinks)
    .innerJoin(profiles, eq(profiles.id, creatorShareLinks.creatorId))
    .leftJoin(userSettings, eq(userSettings.userId, creatorShareLinks.creatorId))
    .where(
      and(
        eq(creatorShareLinks.shareCode, shareCode),
        eq(creatorShareLinks.isActive, true),
        eq(profiles.userType, 'creator'),
        isNull(profiles.deletedAt),
      ),
    );
  if (!row) return undefined;
  const text = (value: string | null) => value?.trim() || null;
  return {
    creatorId: row.creatorId,
    shareCode: row.shareCode,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ').trim() || 'Creator',
    avatarUrl: text(row.avatarUrl),
    bio: text(row.bio),
    tagline: text(row.tagline),
    location: text(row.location),
    isVerified: effectiveVerificationStatus(row) === 'verified',
    // No settings row: the defaults, a public profile.
    visibility: row.visibility ?? 'public',
  };
}

/** Whether `viewerId` (null: signed out) may see the owner's page; the viewer's type is read only when it matters. */
async function maySee(db: Db, owner: PageOwner, viewerId: string | null): Promise<boolean> {
  if (owner.visibility === 'public' || owner.creatorId === viewerId) return true;
  const viewer = viewerId ? await findProfile(db, viewerId) : undefined;
  return canSeeProfile(owner.visibility, { isOwner: false, userType: viewer?.userType ?? null });
}

/** The page's creator, or 404 'Creator Not Found' (unknown, deactivated, or hidden from this viewer). */
export async function visiblePageOwner(
  db: Db,
  shareCode: string,
  viewerId: string | null,
): Promise<PageOwner> {
  const owner = await findPageOwner(db, shareCode);
  if (!owner || !(await maySee(db, owner, viewerId))) throw creatorNotFound();
  return owner;
}

/** Codes a visitor may see and act on: active, public, not expired. */
function listedCodeConditions(now: Date): SQL[] {
  return [
    eq(affiliateCodes.status, 'active'),
    eq(affiliateCodes.visibility, 'public'),
    or(isNull(affiliateCodes.expiresAt), gt(affiliateCodes.expiresAt, now))!,
  ];
}

const trackedColumns = {
  id: affiliateCodes.id,
  creatorId: affiliateCodes.creatorId,
  brandId: affiliateCodes.brandId,
};

/** Of `codeIds`, the listed codes (of `creatorId` when given) with what tracking needs. */
export async function findListedCodes(
  db: Db,
  codeIds: readonly string[],
  now: Date,
  creatorId?: string,
): Promise<TrackedCode[]> {
  if (codeIds.length === 0) return [];
  const conditions = [inArray(affiliateCodes.id, [...codeIds]), ...listedCodeConditions(now)];
  if (creatorId) conditions.push(eq(affiliateCodes.creatorId, creatorId));
  return db
    .select(trackedColumns)
    .from(affiliateCodes)
    .innerJoin(profiles, and(eq(profiles.id, affiliateCodes.creatorId), isNull(profiles.deletedAt)))
    .where(and(...conditions));
}

/** One listed code with its brand's address, for Shop Now; undefined when not listed. */
export async function findShopTarget(
  db: Db,
  codeId: string,
  now: Date,
): Promise<(TrackedCode & { brandUrl: string | null }) | undefined> {
  const [row] = await db
    .select({ ...trackedColumns, brandUrl: affiliateCodes.brandUrl })
    .from(affiliateCodes)
    .innerJoin(profiles, and(eq(profiles.id, affiliateCodes.creatorId), isNull(profiles.deletedAt)))
    .where(and(eq(affiliateCodes.id, codeId), ...listedCodeConditions(now)));
  return row;
}

async function pageCodes(
  db: Db,
  creatorId: string,
  viewerId: string | null,
  now: Date,
): Promise<CreatorPageCode[]> {
  const rows = await db
    .select({
      id: affiliateCodes.id,
      code: affiliateCodes.code,
      brandId: affiliateCodes.brandId,
      isExternal: affiliateCodes.isExternal,
      externalBrandName: affiliateCodes.externalBrandName,
      externalBrandLogoUrl: affiliateCodes.externalBrandLogoUrl,
      instructions: affiliateCodes.instructions,
      expiresAt: affiliateCodes.expiresAt,
      brandUrl: affiliateCodes.brandUrl,
      campaignTitle: campaigns.title,
      campaignVisibility: campaigns.visibility,
      ...brandCardColumns,
    })
    .from(affiliateCodes)
    .leftJoin(campaigns, eq(campaigns.id, affiliateCodes.campaignId))
    .leftJoin(profiles, eq(profiles.id, affiliateCodes.brandId))
    .leftJoin(brandProfiles, mainBrandProfileOf(affiliateCodes.brandId))
    .where(and(eq(affiliateCodes.creatorId, creatorId), ...listedCodeConditions(now)))
    .orderBy(desc(affiliateCodes.createdAt), asc(affiliateCodes.id))
    .limit(PAGE_CODES_MAX);
  // A brand whose profile visibility keeps it from this viewer shows neither name nor logo (as on the feed).
  const hiddenBrands = await hiddenProfileIds(
    db,
    rows.flatMap((row) => (row.brandId && !row.isExternal ? [row.brandId] : [])),
    viewerId,
  );
  return rows.map((row) => {
    const brand =
      row.isExternal || !row.brandId
        ? { name: row.externalBrandName?.trim() || 'Brand', logoUrl: row.externalBrandLogoUrl }
        : toCampaignBrand(row.brandId, hiddenBrands.has(row.brandId) ? null : brandIdentityOf(row));
    return {
      id: row.id,
      code: row.code,
      brandName: brand.name,
      brandLogoUrl:
        brand.logoUrl && (brand.logoUrl.startsWith('/') || isHttpUrl(brand.logoUrl)) ? brand.logoUrl : null,
      // A private (network) campaign's title is the brand's to share, not the public's.
      campaignTitle: row.campaignVisibility === 'public' ? row.campaignTitle : null,
      instructions: row.instructions?.trim() || null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      hasShopLink: row.brandUrl !== null && isHttpUrl(row.brandUrl),
    };
  });
}

/** Up to 3 of the creator's social links (oldest first), none while they hide them. */
async function pageSocialLinks(db: Db, creatorId: string): Promise<CreatorPage['socialLinks']> {
  const sharing = (await sharingSettingsOf(db, [creatorId])).get(creatorId);
  if (!sharing?.showSocialLinks) return [];
  const rows = await db
    .select({ platform: socialLinks.platform, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.profileId, creatorId))
    .orderBy(asc(socialLinks.createdAt), asc(socialLinks.id));
  // Only http(s) addresses become links on someone else's screen.
  return rows.filter((row) => isHttpUrl(row.url)).slice(0, PUBLIC_PAGE_SOCIAL_LINKS);
}

/** The public page for this viewer; 404 'Creator Not Found' when there is none for them. */
export async function getCreatorPage(
  db: Db,
  shareCode: string,
  viewerId: string | null,
  now = new Date(),
): Promise<CreatorPage> {
  const owner = await visiblePageOwner(db, shareCode, viewerId);
  const [codes, links, permit] = await Promise.all([
    pageCodes(db, owner.creatorId, viewerId, now),
    pageSocialLinks(db, owner.creatorId),
    findPermit(db, owner.creatorId),
  ]);
  return {
    creator: {
      name: owner.name,
      avatarUrl: owner.avatarUrl,
      bio: owner.bio,
      tagline: owner.tagline,
      location: owner.location,
      isVerified: owner.isVerified,
      advertiserPermit: toPublicPermit(permit, now),
    },
    socialLinks: links,
    codes,
  };
}
