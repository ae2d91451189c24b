import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { announceBrandProfiles } from './brand-profile-view';
import { getOwnedRow, lockBrandAccount } from './find-brand-profiles';

/**
 * Removes a team member's profile for good. The main profile holds the subscription rights
 * and is never deleted ('Cannot Delete'); removing the account manager hands that role back
 * to the main profile, so the brand always has one.
 */
export async function deleteBrandProfile(
  deps: Pick<AppDeps, 'database' | 'events'>,
  userId: string,
  id: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await lockBrandAccount(tx, userId);
    const row = await getOwnedRow(tx, userId, id);
    if (row.isMainProfile) throw new AppError('FORBIDDEN', BRAND_PROFILE_MESSAGES.cannotDeleteMain);
    await tx
      .delete(brandProfiles)
      .where(and(eq(brandProfiles.id, id), eq(brandProfiles.workspaceId, userId)));
    if (row.isDefault) {
      await tx
        .update(brandProfiles)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(
          and(
            eq(brandProfiles.workspaceId, userId),
            eq(brandProfiles.isMainProfile, true),
            eq(brandProfiles.isActive, true),
          ),
        );
    }
  });
  await announceBrandProfiles(deps, userId);
}
