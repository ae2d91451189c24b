import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationRequests } from '../../db/schema';

/**
 * The verification part of a user's data export: every request they made, with what they
 * claimed (platform, profile address, followers, trade licence number), the document's upload id
 * and the outcome. Which admin reviewed it stays out.
 */
export async function exportVerificationRequests(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id));
  return rows.map((row) => ({
    id: row.id,
    requesterType: row.requesterType,
    platform: row.platform,
    platformUrl: row.platformUrl,
    claimedFollowers: row.claimedFollowers,
    tradeLicenceNumber: row.tradeLicenceNumber,
    documentUploadId: row.documentUploadId,
    status: row.status,
    rejectionReason: row.rejectionReason,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}
