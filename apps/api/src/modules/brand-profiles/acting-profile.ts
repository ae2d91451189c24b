import { ACTING_BRAND_PROFILE_HEADER } from '@partnerly/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../middleware/errors';
import type { Membership } from '../workspaces/membership';
import type { BrandProfileRow } from './brand-profile-view';
import { getOwnedRow, listActiveRows } from './find-brand-profiles';

const profileId = z.uuid();

/**
 * The brand profile a request acts as: `requestedId` (the X-Brand-Profile-Id header, read once
 * per request by brand-profiles.guards.ts) must be one of the workspace's active profiles (404
 * otherwise); without it, a member's first assigned profile, else the default profile, as the
 * web client picks on load. Null while the
 * user has no brand profile yet.
 */
export async function findActingBrandProfile(
  db: Db,
  workspace: Membership,
  requestedId: string | null,
): Promise<BrandProfileRow | null> {
  const userId = workspace.workspaceId;
  if (requestedId !== null) {
    if (!profileId.safeParse(requestedId).success) {
      throw new AppError('BAD_REQUEST', 'Invalid brand profile id', {
        [ACTING_BRAND_PROFILE_HEADER]: ['Must be the id of one of your brand profiles'],
      });
    }
    return getOwnedRow(db, userId, requestedId);
  }
  const rows = await listActiveRows(db, userId);
  // A member starts on a profile assigned to them.
  const assigned = rows.find((row) => workspace.brandProfileIds.includes(row.id));
  return assigned ?? rows.find((row) => row.isDefault) ?? rows[0] ?? null;
}
