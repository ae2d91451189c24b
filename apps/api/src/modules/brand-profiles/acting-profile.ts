import { ACTING_BRAND_PROFILE_HEADER, BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../middleware/errors';
import type { BrandProfileRow } from './brand-profile-view';
import { getOwnedRow, listActiveRows } from './find-brand-profiles';

const profileId = z.uuid();

/**
 * The brand profile a request acts as: `requestedId` (the X-Brand-Profile-Id header, read once
 * per request by brand-profiles.guards.ts) must be one of the user's active profiles (404
 * otherwise); without it, the default profile, as the web client picks on load. Null while the
 * user has no brand profile yet.
 */
export async function findActingBrandProfile(
  db: Db,
  userId: string,
  requestedId: string | null,
): Promise<BrandProfileRow | null> {
  if (requestedId !== null) {
    if (!profileId.safeParse(requestedId).success) {
      throw new AppError('BAD_REQUEST', 'Invalid brand profile id', {
        [ACTING_BRAND_PROFILE_HEADER]: ['Must be the id of one of your brand profiles'],
      });
    }
    return getOwnedRow(db, userId, requestedId);
  }
  const rows = await listActiveRows(db, userId);
  return rows.find((row) => row.isDefault) ?? rows[0] ?? null;
}

/**
 * Whether the acting profile is the main profile (which holds the subscription and account
 * rights). An account without brand profiles acts as its owner, which has those rights.
 */
export function isMainProfile(acting: BrandProfileRow | null): boolean {
  return acting === null || acting.isMainProfile;
}

/** Account deletion: a brand's non-main profile gets 'Permission Denied' (spec 03 section 5). */
export function assertMayDeleteAccount(actingAsMainProfile: boolean): void {
  if (!actingAsMainProfile) throw new AppError('FORBIDDEN', BRAND_PROFILE_MESSAGES.deleteAccountNotMain);
}
