import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { announceBrandProfiles } from './brand-profile-view';
import { getOwnedRow, lockBrandAccount } from './find-brand-profiles';

/**
 * Removes a team member's profile for good. The main profile holds the subscription rights
 * and is never deleted ('Cannot Delete'); removing the account manager hands that role back
 * to the main profile, so the brand always has one. `brand` is the acting person's membership.
 */
export async function deleteBrandProfile(
  deps: Pick<AppDeps, 'database' | 'events'>,
  brand: Pick<Membership, 'workspaceId' | 'userId'>,
  id: string,
): Promise<void> {
  const { workspaceId } = brand;
  await deps.database.db.transaction(async (tx) => {
    await lockBrandAccount(tx, workspaceId);
    const row = await getOwnedRow(tx, workspaceId, id);
    if (row.isMainProfile) throw new AppError('FORBIDDEN', BRAND_PROFILE_MESSAGES.cannotDeleteMain);
    await tx
      .delete(brandProfiles)
      .where(and(eq(brandProfiles.id, id), eq(brandProfiles.workspaceId, workspaceId)));
    await recordActivity(tx, {
      workspaceId,
      actorId: brand.userId,
      action: 'brand_profile_deleted',
      subject: row.profileName,
      details: { brandProfileId: id },
    });
    if (row.isDefault) {
      await tx
        .update(brandProfiles)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(
          and(
            eq(brandProfiles.workspaceId, workspaceId),
            eq(brandProfiles.isMainProfile, true),
            eq(brandProfiles.isActive, true),
          ),
        );
    }
  });
  await announceBrandProfiles(deps, workspaceId);
}
