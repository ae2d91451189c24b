import { CAMPAIGN_MESSAGES, isImageUploadType } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { workspaceVerificationOf } from '../workspaces/workspace-verification';

// The rows of other modules a campaign points at, read-only: the brand's verification (point
// rewards need a verified brand) and the banner image upload.

export function campaignFieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', CAMPAIGN_MESSAGES.formInvalid, { [field]: [message] });
}

/**
 * 400 unless the brand (workspace) is verified: point rewards are active for verified brands
 * only. An admin's approval of an owner's verification request verifies the workspace.
 */
export async function assertCanAwardPoints(db: Executor, brandId: string): Promise<void> {
  if ((await workspaceVerificationOf(db, brandId)) !== 'verified') {
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
