import {
  permitState,
  uaeToday,
  type AdminPermit,
  type MyAdvertiserPermit,
  type PermitBadge,
} from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { advertiserPermits } from '../../db/schema';

// How a creator's Advertiser Permit reads for its holder, for brands and on the public page.

export type PermitRow = typeof advertiserPermits.$inferSelect;

/** The permit as others see it; the number is shown for every state that has one. */
export function toPermitBadge(row: PermitRow | undefined, now: Date): PermitBadge {
  const state = permitState(row, uaeToday(now));
  return {
    state,
    permitNumber: row?.permitNumber ?? null,
    expiresOn: row?.expiresOn ?? null,
    exemption: row?.exemption ?? null,
  };
}

/**
 * The public page shows a permit only while it stands (pending or verified, or a declared
 * exemption): a rejected or expired number is not advertised to visitors.
 */
export function toPublicPermit(row: PermitRow | undefined, now: Date): PermitBadge | null {
  const badge = toPermitBadge(row, now);
  return badge.state === 'pending' || badge.state === 'verified' || badge.state === 'exempt' ? badge : null;
}

export function toMyPermit(row: PermitRow | undefined, now: Date): MyAdvertiserPermit {
  return {
    ...toPermitBadge(row, now),
    rejectionReason: row?.reviewStatus === 'rejected' ? row.rejectionReason : null,
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
  };
}

export function toAdminPermit(
  row: PermitRow & { reviewStatus: NonNullable<PermitRow['reviewStatus']> },
  creator: AdminPermit['creator'],
  reviewer: AdminPermit['reviewer'],
  now: Date,
): AdminPermit {
  return {
    ...toMyPermit(row, now),
    rejectionReason: row.rejectionReason,
    reviewStatus: row.reviewStatus,
    creator,
    reviewer,
  };
}

export async function findPermit(db: Executor, userId: string): Promise<PermitRow | undefined> {
  const [row] = await db.select().from(advertiserPermits).where(eq(advertiserPermits.userId, userId));
  return row;
}

/** The permits of these creators, by creator (none for those who never entered one). */
export async function permitsOf(db: Executor, userIds: readonly string[]): Promise<Map<string, PermitRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(advertiserPermits)
    .where(inArray(advertiserPermits.userId, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.userId, row]));
}
