import { FALLBACK_NAME_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandDefaults, brandProfiles } from '../../db/schema';

/**
 * Part of deleting an account: every brand profile is deactivated with its personal data
 * removed (the rows stay so campaigns keep their history) and the brand defaults go.
 * `tx` is the account deletion's transaction.
 */
export async function retireBrandProfiles(tx: Db, workspaceId: string): Promise<void> {
  await tx
    .update(brandProfiles)
    .set({
      profileName: FALLBACK_NAME_MESSAGES.deletedProfile,
      companyName: null,
      bio: null,
      profileImageUploadId: null,
      phone: null,
      location: null,
      websiteUrl: null,
      instagramHandle: null,
      city: null,
      isActive: false,
      updatedAt: new Date(),
    })
    .where(eq(brandProfiles.workspaceId, workspaceId));
  await tx.delete(brandDefaults).where(eq(brandDefaults.workspaceId, workspaceId));
}
