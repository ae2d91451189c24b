import { ACTING_BRAND_PROFILE_HEADER, BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../middleware/errors';
import type { BrandProfileRow } from './brand-profile-view';
import { getOwnedRow, listActiveRows } from './find-brand-profiles';

const profileId = z.uuid();

/**
 * The brand profile the request acts as: the one named by the X-Brand-Profile-Id header
 * (it must be one of the user's active profiles: 404 otherwise), else the default profile,
 * as the web client picks on load. Null while the user has no brand profile yet.
 */
async function resolveActingBrandProfile(
  db: Db,
  userId: string,
  headers: Headers,
): Promise<BrandProfileRow | null> {
  const requested = headers.get(ACTING_BRAND_PROFILE_HEADER);
  if (requested !== null) {
    if (!profileId.safeParse(requested).success) {
      throw new AppError('BAD_REQUEST', 'Invalid brand profile id', {
        [ACTING_BRAND_PROFILE_HEADER]: ['Must be the id of one of your brand profiles'],
      });
    }
    return getOwnedRow(db, userId, requested);
  }
  const rows = await listActiveRows(db, userId);
  return rows.find((row) => row.isDefault) ?? rows[0] ?? null;
}

/**
 * Whether the request acts as the main profile (which holds the subscription and account
 * rights). An account without brand profiles acts as its owner, which has those rights.
 */
export async function isActingAsMainProfile(db: Db, userId: string, headers: Headers): Promise<boolean> {
  const acting = await resolveActingBrandProfile(db, userId, headers);
  return acting === null || acting.isMainProfile;
}

/** 403 with `message` unless the request acts as the main profile. */
export async function assertActingAsMainProfile(
  db: Db,
  userId: string,
  headers: Headers,
  message: string,
): Promise<void> {
  if (!(await isActingAsMainProfile(db, userId, headers))) throw new AppError('FORBIDDEN', message);
}

/** Account deletion: a brand's non-main profile gets 'Permission Denied' (spec 03 section 5). */
export async function assertMayDeleteAccount(db: Db, userId: string, headers: Headers): Promise<void> {
  await assertActingAsMainProfile(db, userId, headers, BRAND_PROFILE_MESSAGES.deleteAccountNotMain);
}
