import { VERIFICATION_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { verificationRequests } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { readUploadContent, type StoredUpload } from '../uploads/uploads.service';

/**
 * The screenshot or trade licence attached to a request, for the admin queue (behind
 * requireAdmin). Verification uploads are private: GET /api/uploads/{id} serves them to their
 * owner only, so this is the one way an admin opens them, and only the file the request names.
 */
export async function getVerificationDocument(
  deps: Pick<AppDeps, 'database' | 'storage'>,
  requestId: string,
): Promise<StoredUpload> {
  const [request] = await deps.database.db
    .select({ documentUploadId: verificationRequests.documentUploadId })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId));
  if (!request) throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound);
  if (!request.documentUploadId) throw new AppError('NOT_FOUND', VERIFICATION_MESSAGES.documentMissing);
  return readUploadContent(deps, request.documentUploadId);
}
