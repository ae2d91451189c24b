import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brandProfiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { listCountries } from '../reference/reference.service';
import type { BrandProfileRow } from './brand-profile-view';

/** The workspace's active profiles, main profile first, then oldest first (spec 02 section 7). */
export async function listActiveRows(db: Db, workspaceId: string): Promise<BrandProfileRow[]> {
  return db
    .select()
    .from(brandProfiles)
    .where(and(eq(brandProfiles.workspaceId, workspaceId), eq(brandProfiles.isActive, true)))
    .orderBy(desc(brandProfiles.isMainProfile), asc(brandProfiles.createdAt), asc(brandProfiles.id));
}

/**
 * One of the workspace's active profiles; another workspace's id answers 404 exactly like an unknown
 * one, so ids of other brands reveal nothing.
 */
export async function getOwnedRow(db: Db, workspaceId: string, id: string): Promise<BrandProfileRow> {
  const [row] = await db
    .select()
    .from(brandProfiles)
    .where(
      and(
        eq(brandProfiles.id, id),
        eq(brandProfiles.workspaceId, workspaceId),
        eq(brandProfiles.isActive, true),
      ),
    );
  if (!row) throw new AppError('NOT_FOUND', BRAND_PROFILE_MESSAGES.notFound);
  return row;
}

/**
 * Serialises changes to one brand's profile set (team limit, main and default flags) until
 * the transaction ends; `tx` must be a transaction.
 */
export async function lockBrandAccount(tx: Db, workspaceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brand-profiles:${workspaceId}`}))`);
}

/** 400 with a field message unless the country code is in the reference list. */
export async function assertKnownCountry(db: Db, code: string | null | undefined, field = 'country') {
  if (!code) return;
  const known = await listCountries(db);
  if (!known.some((country) => country.code === code)) {
    throw new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', {
      [field]: ['Please choose a country from the list'],
    });
  }
}
