import { REDEMPTION_MESSAGES, type RedeemResult, type RedemptionFailure } from '@partnerly/contracts';
import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { privateCodeRedemptions, privateReferralCodes } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { RedemptionClient } from './redemption-client';
import { findRedemptionCode } from './redemption-code';
import { announceRedemption } from './redemption-events';
import { requireRedemptionAllowance } from './redemption-limits';

// Redeeming a private code (issue 18 item 5; quality guide 'Money and limited resources';
// decision 0056). In one transaction:
//   1. the success row is inserted `on conflict (code_id, device) where success do nothing`: the
//      partial unique index lets one success per device and code through, whatever races;
//   2. remaining_uses goes down by one in a single conditional UPDATE (active, uses left, not
//      expired), never read and then written, so at most max_uses redemptions ever succeed;
//      the row lock it takes also queues every redemption of the code behind the one before;
//   3. then (seeing every success committed before, thanks to that queue) a success of the same
//      fingerprint from the same network refuses it: cookies cleared in the same browser.
// Any refusal rolls all of it back; the attempt is then stored as a failure with its reason,
// the counters as they were.

type RedeemDeps = Pick<AppDeps, 'database' | 'events'>;

export interface RedeemAttempt {
  /** The six-letter-dash-six code of the page's address. */
  code: string;
  /** The page's fingerprint (already cut to 32 characters by the contract). */
  fingerprint: string;
}

export type RedeemOutcome =
  { isRedeemed: true; result: RedeemResult } | { isRedeemed: false; reason: RedemptionFailure };

class Refused extends Error {
  constructor(readonly reason: RedemptionFailure) {
    super(`redemption refused: ${reason}`);
  }
}

/**
 * Redeems the code for the calling device, or answers why not. 400 without a device, 429 past
 * the client's attempts, 404 for an unknown code. After the commit the code's open public pages
 * get its new remaining uses and the workspace's people their refreshed QR Codes tab.
 */
export async function redeemCode(
  deps: RedeemDeps,
  client: RedemptionClient,
  attempt: RedeemAttempt,
  now = new Date(),
): Promise<RedeemOutcome> {
  const { device } = client;
  if (!device) throw new AppError('BAD_REQUEST', REDEMPTION_MESSAGES.cookiesRequired);
  await requireRedemptionAllowance(deps, 'attempts', client.limitKey, now);
  const code = await findRedemptionCode(deps.database.db, attempt.code);
  if (!code) throw new AppError('NOT_FOUND', REDEMPTION_MESSAGES.notValid);

  const row = { codeId: code.id, device, fingerprint: attempt.fingerprint, client: client.client };
  try {
    const redeemed = await deps.database.db.transaction((tx) => redeemInTransaction(tx, row, now));
    announceRedemption(
      deps,
      code.workspaceId,
      { codeId: code.id, change: 'redeemed' },
      { remainingUses: redeemed.remainingUses, status: redeemed.status },
    );
    return {
      isRedeemed: true,
      result: { remainingUses: redeemed.remainingUses, redeemedAt: now.toISOString() },
    };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    await deps.database.db
      .insert(privateCodeRedemptions)
      .values({ ...row, success: false, failureReason: error.reason, redeemedAt: now });
    announceRedemption(deps, code.workspaceId, { codeId: code.id, change: 'attempted' }, null);
    return { isRedeemed: false, reason: error.reason };
  }
}

interface AttemptRow {
  codeId: string;
  device: string;
  fingerprint: string;
  client: string | null;
}

async function redeemInTransaction(tx: Tx, row: AttemptRow, now: Date) {
  const redemptions = privateCodeRedemptions;
  const [inserted] = await tx
    .insert(redemptions)
    .values({ ...row, success: true, redeemedAt: now })
    .onConflictDoNothing({ target: [redemptions.codeId, redemptions.device], where: sql`success` })
    .returning({ id: redemptions.id });
  if (!inserted) throw new Refused('already_redeemed');

  const codes = privateReferralCodes;
  const [updated] = await tx
    .update(codes)
    .set({ remainingUses: sql`${codes.remainingUses} - 1`, updatedAt: now })
    .where(
      and(
        eq(codes.id, row.codeId),
        eq(codes.status, 'active'),
        gt(codes.remainingUses, 0),
        or(isNull(codes.expiresAt), gt(codes.expiresAt, now)),
      ),
    )
    .returning({ remainingUses: codes.remainingUses, status: codes.status });
  if (!updated) {
    const reason = await whyUnavailable(tx, row.codeId, now);
    // Deleted meanwhile: like an unknown code (there is nothing left to record the attempt on).
    if (reason === null) throw new AppError('NOT_FOUND', REDEMPTION_MESSAGES.notValid);
    throw new Refused(reason);
  }

  if (row.client !== null) {
    const [twin] = await tx
      .select({ id: redemptions.id })
      .from(redemptions)
      .where(
        and(
          eq(redemptions.codeId, row.codeId),
          eq(redemptions.success, true),
          eq(redemptions.fingerprint, row.fingerprint),
          eq(redemptions.client, row.client),
          ne(redemptions.id, inserted.id),
        ),
      )
      .limit(1);
    if (twin) throw new Refused('already_redeemed');
  }
  return updated;
}

/** Why the decrement found nothing to take: the code is inactive, expired or used up; null when it is gone. */
async function whyUnavailable(tx: Tx, codeId: string, now: Date): Promise<RedemptionFailure | null> {
  const [code] = await tx
    .select({ status: privateReferralCodes.status, expiresAt: privateReferralCodes.expiresAt })
    .from(privateReferralCodes)
    .where(eq(privateReferralCodes.id, codeId));
  if (!code) return null;
  if (code.status !== 'active') return 'inactive';
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'exhausted';
}
