import type { BrandProfile, BrandProfileList } from '@partnerly/contracts';
import type { Db } from '../../db/client';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';
import { toBrandProfile } from './brand-profile-view';
import { getOwnedRow, listActiveRows } from './find-brand-profiles';

/** The brand's active profiles (main first) and how many team members the plan still allows. */
export async function listBrandProfiles(db: Db, workspaceId: string): Promise<BrandProfileList> {
  const rows = await listActiveRows(db, workspaceId);
  const { teamMemberLimit } = await getEffectiveLimits(db, workspaceId);
  const teamMemberCount = rows.filter((row) => !row.isMainProfile).length;
  return {
    profiles: rows.map(toBrandProfile),
    teamMemberLimit,
    teamMemberCount,
    // The first profile (the main one) needs no allowance.
    canAddTeamMember: rows.length === 0 || teamMemberCount < teamMemberLimit,
  };
}

export async function getBrandProfile(db: Db, workspaceId: string, id: string): Promise<BrandProfile> {
  return toBrandProfile(await getOwnedRow(db, workspaceId, id));
}
