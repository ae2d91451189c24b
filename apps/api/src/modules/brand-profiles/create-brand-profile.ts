import { BRAND_PROFILE_MESSAGES, type BrandProfile } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { keepFirstPickedDefaults } from './brand-defaults';
import {
  announceBrandProfiles,
  toBrandProfile,
  toColumns,
  type BrandProfileValues,
} from './brand-profile-view';
import { assertKnownCountry, listActiveRows, lockBrandAccount } from './find-brand-profiles';

/**
 * Creates a brand profile. The user's first one becomes the main profile and the default
 * (account manager); later ones are team members, refused once the plan's team-member
 * limit is used up. The per-brand lock makes concurrent creates at the limit queue up.
 * `brand` is the acting person's membership (the activity list names them).
 */
export async function createBrandProfile(
  deps: Pick<AppDeps, 'database' | 'events'>,
  brand: Pick<Membership, 'workspaceId' | 'userId'>,
  input: BrandProfileValues,
): Promise<BrandProfile> {
  const { workspaceId } = brand;
  const { db } = deps.database;
  await assertKnownCountry(db, input.country);
  const row = await db.transaction(async (tx) => {
    await lockBrandAccount(tx, workspaceId);
    const existing = await listActiveRows(tx, workspaceId);
    const isFirst = existing.length === 0;
    if (!isFirst) {
      const { teamMemberLimit } = await getEffectiveLimits(tx, workspaceId);
      const teamMembers = existing.filter((profile) => !profile.isMainProfile).length;
      if (teamMembers >= teamMemberLimit) {
        throw new AppError('FORBIDDEN', BRAND_PROFILE_MESSAGES.profileLimitReached(teamMemberLimit));
      }
    }
    const now = new Date();
    const [created] = await tx
      .insert(brandProfiles)
      .values({
        ...toColumns(input),
        profileName: input.profileName,
        workspaceId,
        isMainProfile: isFirst,
        isDefault: isFirst,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await keepFirstPickedDefaults(tx, workspaceId, input.country, input.city);
    await recordActivity(tx, {
      workspaceId,
      actorId: brand.userId,
      action: 'brand_profile_created',
      subject: input.profileName,
      details: { brandProfileId: created!.id },
    });
    return created!;
  });
  await announceBrandProfiles(deps, workspaceId);
  return toBrandProfile(row);
}
