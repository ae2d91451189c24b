import type { BrandProfileList } from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { announceBrandProfiles } from './brand-profile-view';
import { getOwnedRow, lockBrandAccount } from './find-brand-profiles';
import { listBrandProfiles } from './list-brand-profiles';

/**
 * Makes one profile the default (the account manager). Unlike the original client, the
 * previous default is reset in the same transaction, so exactly one profile has the role.
 */
export async function makeAccountManager(
  deps: Pick<AppDeps, 'database' | 'events'>,
  workspaceId: string,
  id: string,
): Promise<BrandProfileList> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await lockBrandAccount(tx, workspaceId);
    const row = await getOwnedRow(tx, workspaceId, id);
    if (row.isDefault) return;
    const now = new Date();
    await tx
      .update(brandProfiles)
      .set({ isDefault: false, updatedAt: now })
      .where(
        and(
          eq(brandProfiles.workspaceId, workspaceId),
          eq(brandProfiles.isDefault, true),
          ne(brandProfiles.id, id),
        ),
      );
    await tx
      .update(brandProfiles)
      .set({ isDefault: true, updatedAt: now })
      .where(and(eq(brandProfiles.id, id), eq(brandProfiles.workspaceId, workspaceId)));
  });
  await announceBrandProfiles(deps, workspaceId);
  return listBrandProfiles(db, workspaceId);
}
