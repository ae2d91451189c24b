import { CAMPAIGN_MESSAGES, isImageUploadType } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { profiles, uploads } from '../../db/schema';
import { AppError } from '../../middleware/errors';

// The rows of other modules a campaign points at, read-only: the brand's profile (point
// rewards need a verified brand) and the banner image upload.

export function campaignFieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.formInvalid, { [field]: [message] });
}

/** 400 unless the brand is verified: point rewards are active for verified brands only. */
export async function assertCanAwardPoints(db: Executor, brandId: string): Promise<void> {
  const [profile] = await db
    .select({ isVerified: profiles.isVerified })
    .from(profiles)
    .where(eq(profiles.id, brandId));
  if (!profile?.isVerified) {
    throw campaignFieldError('pointRewardEnabled', CAMPAIGN_MESSAGES.pointRewardsNeedVerification);
  }
}

/**
 * 400 unless the upload exists, was uploaded by the person saving the campaign and is an image. The row stays locked
 * (FOR SHARE) until the caller's transaction ends, so it cannot be deleted in between.
 */
export async function assertBannerUsable(tx: Tx, uploaderId: string, uploadId: string): Promise<void> {
  const [upload] = await tx
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, uploaderId)))
    .for('share');
  if (!upload) throw campaignFieldError('bannerUploadId', CAMPAIGN_MESSAGES.bannerNotFound);
  if (!isImageUploadType(upload.contentType)) {
    throw campaignFieldError('bannerUploadId', CAMPAIGN_MESSAGES.bannerNotImage);
  }
}
