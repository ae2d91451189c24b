import { isImageUploadType, PRIVATE_CODE_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { uploads } from '../../db/schema';
import { AppError } from '../../middleware/errors';

const logoRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { logoUploadId: [message] });

/**
 * 400 on logoUploadId unless the upload exists, was uploaded by the person creating the code
 * and is an image (the uploads module sniffed, size-checked and re-encoded it). The row stays
 * locked (FOR SHARE) until the caller's transaction ends, so it cannot be deleted in between.
 */
export async function assertLogoUsable(tx: Tx, uploaderId: string, uploadId: string): Promise<void> {
  const [upload] = await tx
    .select({ contentType: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.ownerId, uploaderId)))
    .for('share');
  if (!upload) throw logoRefused(PRIVATE_CODE_MESSAGES.logoNotFound);
  if (!isImageUploadType(upload.contentType)) throw logoRefused(PRIVATE_CODE_MESSAGES.logoNotImage);
}
