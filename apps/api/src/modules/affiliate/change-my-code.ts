import {
  AFFILIATE_ACTIVITY_EVENT,
  AFFILIATE_HUB_MESSAGES,
  affiliateExpiryDay,
  affiliateExpiryEnd,
  type AffiliateVisibilityInput,
  type MyAffiliateCodeChange,
  type UpdateAffiliateCodeValues,
} from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { affiliateCodes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { publishToUser } from '../notifications/notification-events';
import { affiliateCodeStats } from './code-stats';
import { brandOfCode, findMyCodeOrThrow, toMyCode, type MyCodeRow } from './my-code-view';

// The creator's changes to one of their codes (spec 03 My Codes menu): edit, show or hide in
// shared links, delete. Each acts only on the caller's own code that is not deleted: anyone
// else's code, a deleted one or an unknown id is 404, so ids of other creators' codes tell
// nothing. The creator's other open tabs refresh through AFFILIATE_ACTIVITY_EVENT.

type CodeDeps = Pick<AppDeps, 'database' | 'events'>;

/** The caller's other tabs and devices refetch My Codes and Analytics. */
const announce = (deps: CodeDeps, creatorId: string, codeId: string) =>
  publishToUser(deps, creatorId, AFFILIATE_ACTIVITY_EVENT, { codeId });

/** The code as My Codes lists it, read again after the change. */
async function changedCode(deps: CodeDeps, creatorId: string, codeId: string, message: string, now: Date) {
  const { db } = deps.database;
  const row = await findMyCodeOrThrow(db, creatorId, codeId);
  const stats = await affiliateCodeStats(db, [codeId]);
  return { code: toMyCode(row, stats.get(codeId), now), message } satisfies MyAffiliateCodeChange;
}

/** PostgreSQL's unique_violation, anywhere in the error's cause chain (drivers wrap it). */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The stored expiry for the date the form sent: unchanged when the day is the code's current
 * last day (a code issued at approval keeps its moment), none for no date, else the end of that
 * day in UTC, which must not be over already.
 */
export function expiryFor(expiresOn: string | null, current: Date | null, now: Date): Date | null {
  if (expiresOn === null) return null;
  if (current && affiliateExpiryDay(current) === expiresOn) return current;
  const end = affiliateExpiryEnd(expiresOn);
  if (end.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', AFFILIATE_HUB_MESSAGES.expiryPast, {
      expiresOn: [AFFILIATE_HUB_MESSAGES.expiryPast],
    });
  }
  return end;
}

/** A campaign code is unique among its brand's active codes (a shopper's code names one creator). */
async function refuseTakenCode(tx: Tx, row: MyCodeRow, code: string): Promise<void> {
  const { brandId, id } = row.code;
  if (!brandId || code === row.code.code) return;
  const [taken] = await tx
    .select({ id: affiliateCodes.id })
    .from(affiliateCodes)
    .where(
      and(
        eq(affiliateCodes.brandId, brandId),
        eq(affiliateCodes.code, code),
        eq(affiliateCodes.status, 'active'),
        ne(affiliateCodes.id, id),
      ),
    );
  if (taken) throw codeTaken(row);
}

const codeTaken = (row: MyCodeRow) =>
  new AppError('CONFLICT', AFFILIATE_HUB_MESSAGES.codeTaken(brandOfCode(row).name), {
    code: [AFFILIATE_HUB_MESSAGES.codeTaken(brandOfCode(row).name)],
  });

/**
 * PATCH /api/my-codes/:id (spec 03 'Edit affiliate code'): code, brand URL, instructions and
 * expiry, trimmed by the contract. A campaign code may not take the name of another active code
 * of its brand (409).
 */
export async function updateMyCode(
  deps: CodeDeps,
  creatorId: string,
  codeId: string,
  input: UpdateAffiliateCodeValues,
  now = new Date(),
): Promise<MyAffiliateCodeChange> {
  try {
    await deps.database.db.transaction(async (tx) => {
      const row = await findMyCodeOrThrow(tx, creatorId, codeId);
      await refuseTakenCode(tx, row, input.code);
      await tx
        .update(affiliateCodes)
        .set({
          code: input.code,
          brandUrl: input.brandUrl,
          instructions: input.instructions,
          expiresAt: expiryFor(input.expiresOn, row.code.expiresAt, now),
          updatedAt: now,
        })
        .where(eq(affiliateCodes.id, codeId));
    });
  } catch (error) {
    // Another request took the name between the check and the write.
    if (!isUniqueViolation(error)) throw error;
    throw codeTaken(await findMyCodeOrThrow(deps.database.db, creatorId, codeId));
  }
  await announce(deps, creatorId, codeId);
  return changedCode(deps, creatorId, codeId, AFFILIATE_HUB_MESSAGES.updated, now);
}

/** PUT /api/my-codes/:id/visibility: public codes show on the creator's shared page, hidden ones do not. */
export async function setMyCodeVisibility(
  deps: CodeDeps,
  creatorId: string,
  codeId: string,
  { visibility }: AffiliateVisibilityInput,
  now = new Date(),
): Promise<MyAffiliateCodeChange> {
  const changed = await deps.database.db
    .update(affiliateCodes)
    .set({ visibility, updatedAt: now })
    .where(ownActiveCode(creatorId, codeId))
    .returning({ id: affiliateCodes.id });
  if (changed.length === 0) throw new AppError('NOT_FOUND', AFFILIATE_HUB_MESSAGES.notFound);
  await announce(deps, creatorId, codeId);
  const message = visibility === 'public' ? AFFILIATE_HUB_MESSAGES.shown : AFFILIATE_HUB_MESSAGES.hidden;
  return changedCode(deps, creatorId, codeId, message, now);
}

/**
 * DELETE /api/my-codes/:id: a soft delete (status deleted, issue 17). The code leaves My Codes
 * and the shared page, frees its name for the brand, and keeps its events and orders, so its
 * history stays in the analytics of the creator and the brand.
 */
export async function deleteMyCode(deps: CodeDeps, creatorId: string, codeId: string, now = new Date()) {
  const deleted = await deps.database.db
    .update(affiliateCodes)
    .set({ status: 'deleted', updatedAt: now })
    .where(ownActiveCode(creatorId, codeId))
    .returning({ id: affiliateCodes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', AFFILIATE_HUB_MESSAGES.notFound);
  await announce(deps, creatorId, codeId);
}

const ownActiveCode = (creatorId: string, codeId: string) =>
  and(
    eq(affiliateCodes.id, codeId),
    eq(affiliateCodes.creatorId, creatorId),
    eq(affiliateCodes.status, 'active'),
  );
