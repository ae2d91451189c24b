import { BRAND_PROFILE_MESSAGES, brandProfileRangeIssues, type BrandProfile } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { keepFirstPickedDefaults } from './brand-defaults';
import {
  announceBrandProfiles,
  toBrandProfile,
  toColumns,
  type BrandProfileValues,
} from './brand-profile-view';
import { assertKnownCountry, getOwnedRow } from './find-brand-profiles';

/** Saves the given fields of one of the user's profiles ('Save Changes'); others keep their value. */
export async function updateBrandProfile(
  deps: Pick<AppDeps, 'database' | 'events'>,
  workspaceId: string,
  id: string,
  input: Partial<BrandProfileValues>,
): Promise<BrandProfile> {
  const { db } = deps.database;
  const current = await getOwnedRow(db, workspaceId, id);
  const changes = toColumns(input);
  // A bound sent alone must still fit the stored other bound.
  const merged = { ...current, ...changes };
  const issues = brandProfileRangeIssues({
    ...merged,
    targetDemographics: { ageMin: merged.targetAgeMin, ageMax: merged.targetAgeMax },
  });
  if (Object.keys(issues).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', issues);
  }
  await assertKnownCountry(db, input.country);
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(brandProfiles)
      .set({ ...changes, updatedAt: new Date() })
      .where(
        and(
          eq(brandProfiles.id, id),
          eq(brandProfiles.workspaceId, workspaceId),
          eq(brandProfiles.isActive, true),
        ),
      )
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', BRAND_PROFILE_MESSAGES.notFound);
    await keepFirstPickedDefaults(tx, workspaceId, updated.country, updated.city);
    return updated;
  });
  await announceBrandProfiles(deps, workspaceId);
  return toBrandProfile(row);
}
