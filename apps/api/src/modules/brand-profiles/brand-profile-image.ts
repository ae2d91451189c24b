import {
  API_MESSAGES,
  BRAND_PROFILE_MESSAGES,
  IMAGE_TYPE_MESSAGE,
  isImageUploadType,
  type BrandProfile,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { findOwnedUpload } from '../uploads/uploads.service';
import { announceBrandProfiles, toBrandProfile } from './brand-profile-view';
import { getOwnedRow } from './find-brand-profiles';

type ImageDeps = Pick<AppDeps, 'database' | 'events'>;

async function setImage(deps: ImageDeps, workspaceId: string, id: string, uploadId: string | null) {
  const [row] = await deps.database.db
    .update(brandProfiles)
    .set({ profileImageUploadId: uploadId, updatedAt: new Date() })
    .where(
      and(
        eq(brandProfiles.id, id),
        eq(brandProfiles.workspaceId, workspaceId),
        eq(brandProfiles.isActive, true),
      ),
    )
    .returning();
  if (!row) throw new AppError('NOT_FOUND', BRAND_PROFILE_MESSAGES.notFound);
  await announceBrandProfiles(deps, workspaceId);
  return toBrandProfile(row);
}

/**
 * Uses one of the caller's uploaded images (already sniffed, size-checked and re-encoded by
 * the uploads module) as the profile's logo / photo.
 */
export async function setBrandProfileImage(
  deps: ImageDeps,
  person: { workspaceId: string; userId: string },
  id: string,
  uploadId: string,
): Promise<BrandProfile> {
  const { workspaceId } = person;
  await getOwnedRow(deps.database.db, workspaceId, id);
  const upload = await findOwnedUpload(deps, person.userId, uploadId);
  if (!upload) {
    throw new AppError('NOT_FOUND', 'File not found', { uploadId: [API_MESSAGES.uploadImageAgain] });
  }
  if (!isImageUploadType(upload.contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_TYPE_MESSAGE);
  }
  return setImage(deps, workspaceId, id, upload.id);
}

/** 'Remove': the profile has no image afterwards (the upload itself stays the user's). */
export async function removeBrandProfileImage(
  deps: ImageDeps,
  workspaceId: string,
  id: string,
): Promise<BrandProfile> {
  return setImage(deps, workspaceId, id, null);
}
