import {
  API_MESSAGES,
  IMAGE_TYPE_MESSAGE,
  isImageUploadType,
  type CreatorProfile,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { findOwnedUpload, uploadUrl } from '../uploads/uploads.service';
import { getLiveProfile, toCreatorProfile } from './creator-profile';

type ImageDeps = Pick<AppDeps, 'database'>;

async function setImageUrl(deps: ImageDeps, userId: string, url: string | null): Promise<CreatorProfile> {
  await getLiveProfile(deps.database.db, userId);
  const [row] = await deps.database.db
    .update(profiles)
    .set({ profileImageUrl: url, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.profileNotFound);
  return toCreatorProfile(row);
}

/**
 * Uses one of the caller's uploaded images (already sniffed, size-checked and re-encoded by
 * the uploads module) as the creator's profile photo.
 */
export async function setCreatorProfileImage(
  deps: ImageDeps,
  userId: string,
  uploadId: string,
): Promise<CreatorProfile> {
  const upload = await findOwnedUpload(deps, userId, uploadId);
  if (!upload) {
    throw new AppError('NOT_FOUND', 'File not found', { uploadId: [API_MESSAGES.uploadImageAgain] });
  }
  if (!isImageUploadType(upload.contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TYPE_MESSAGE);
  }
  return setImageUrl(deps, userId, uploadUrl(upload.id));
}

/** 'Remove': no photo afterwards (the upload itself stays the user's). */
export function removeCreatorProfileImage(deps: ImageDeps, userId: string): Promise<CreatorProfile> {
  return setImageUrl(deps, userId, null);
}
