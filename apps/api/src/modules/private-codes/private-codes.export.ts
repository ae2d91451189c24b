import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { privateCodeRedemptions, privateReferralCodes } from '../../db/schema';

/**
 * The private codes part of a brand owner's data export (a workspace's data goes out with its
 * owners', decision 0041): every code with its settings and how often it was tried and redeemed.
 * The attempts themselves stay out: their device and client hashes are the visitors', not the
 * brand's.
 */
export async function exportPrivateCodes(db: Executor, workspaceId: string) {
  const rows = await db
    .select({
      code: privateReferralCodes,
      attempts: sql<number>`count(${privateCodeRedemptions.id})::int`,
      successes: sql<number>`count(*) filter (where ${privateCodeRedemptions.success})::int`,
    })
    .from(privateReferralCodes)
    .leftJoin(privateCodeRedemptions, eq(privateCodeRedemptions.codeId, privateReferralCodes.id))
    .where(eq(privateReferralCodes.workspaceId, workspaceId))
    .groupBy(privateReferralCodes.id)
    .orderBy(asc(privateReferralCodes.createdAt), asc(privateReferralCodes.id));
  return rows.map(({ code, attempts, successes }) => ({
    id: code.id,
    code: code.code,
    campaignName: code.campaignName,
    discountDescription: code.discountDescription,
    brandProfileId: code.brandProfileId,
    maxUses: code.maxUses,
    remainingUses: code.remainingUses,
    status: code.status,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    businessLocation: code.businessLocation,
    googleMapsUrl: code.googleMapsUrl,
    logoUploadId: code.logoUploadId,
    createdAt: code.createdAt.toISOString(),
    redemptionAttempts: attempts,
    successfulRedemptions: successes,
  }));
}
