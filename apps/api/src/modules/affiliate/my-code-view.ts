import {
  FALLBACK_NAME_MESSAGES,
  AFFILIATE_HUB_MESSAGES,
  affiliateExpiryDay,
  type MyAffiliateCode,
} from '@partnerly/contracts';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { affiliateCodes, brandProfiles, campaigns, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import {
  brandCardColumns,
  brandIdentityOf,
  mainBrandProfileOf,
  toCampaignBrand,
} from '../campaigns/campaign-view';
import type { AffiliateCodeStats } from './code-stats';

// The creator's codes as the Affiliate Hub shows them: a campaign code with its campaign and
// the brand's name and logo (its main profile, as on the campaign feed), an external code with
// the brand the creator named.

const myCodeColumns = {
  code: affiliateCodes,
  campaignTitle: campaigns.title,
  ...brandCardColumns,
};

/** The creator's codes matching `where`, newest first, with their campaign and brand. */
export function loadMyCodeRows(db: Executor, creatorId: string, where?: SQL) {
  return db
    .select(myCodeColumns)
    .from(affiliateCodes)
    .leftJoin(campaigns, eq(campaigns.id, affiliateCodes.campaignId))
    .leftJoin(profiles, eq(profiles.id, affiliateCodes.brandId))
    .leftJoin(brandProfiles, mainBrandProfileOf(affiliateCodes.brandId))
    .where(and(eq(affiliateCodes.creatorId, creatorId), where))
    .orderBy(desc(affiliateCodes.createdAt), desc(affiliateCodes.id));
}

export type MyCodeRow = Awaited<ReturnType<typeof loadMyCodeRows>>[number];

/** One of the creator's codes that is not deleted; 404 for anyone else's, a deleted or an unknown one. */
export async function findMyCodeOrThrow(db: Executor, creatorId: string, codeId: string): Promise<MyCodeRow> {
  const [row] = await loadMyCodeRows(
    db,
    creatorId,
    and(eq(affiliateCodes.id, codeId), eq(affiliateCodes.status, 'active')),
  );
  if (!row) throw new AppError('NOT_FOUND', AFFILIATE_HUB_MESSAGES.notFound);
  return row;
}

/** The brand a code names: the external brand, else the campaign brand's card identity. */
export function brandOfCode(row: MyCodeRow): MyAffiliateCode['brand'] {
  const { code } = row;
  if (code.isExternal || !code.brandId) {
    return {
      name: code.externalBrandName?.trim() || FALLBACK_NAME_MESSAGES.brand,
      logoUrl: code.externalBrandLogoUrl,
    };
  }
  const { name, logoUrl } = toCampaignBrand(code.brandId, brandIdentityOf(row));
  return { name, logoUrl };
}

const NO_COUNTS = { views: 0, copies: 0, clicks: 0 };

export function toMyCode(
  row: MyCodeRow,
  stats: Pick<AffiliateCodeStats, 'views' | 'copies' | 'clicks'> | undefined,
  now: Date,
): MyAffiliateCode {
  const { code } = row;
  const { views, copies, clicks } = stats ?? NO_COUNTS;
  return {
    id: code.id,
    code: code.code,
    brandUrl: code.brandUrl,
    isExternal: code.isExternal,
    brand: brandOfCode(row),
    campaign: code.campaignId && row.campaignTitle ? { id: code.campaignId, title: row.campaignTitle } : null,
    instructions: code.instructions,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    expiresOn: code.expiresAt ? affiliateExpiryDay(code.expiresAt) : null,
    isExpired: code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime(),
    visibility: code.visibility,
    createdAt: code.createdAt.toISOString(),
    views,
    copies,
    clicks,
  };
}
