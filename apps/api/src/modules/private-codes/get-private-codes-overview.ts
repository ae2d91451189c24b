import {
  RECENT_REDEMPTIONS_LIMIT,
  redemptionSuccessRate,
  type PrivateCodeRedemption,
  type PrivateCodesOverview,
} from '@partnerly/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { privateCodeRedemptions, privateReferralCodes } from '../../db/schema';
import { getPrivateCodePlan } from './private-code-plan';
import { selectPrivateCodes, toPrivateCode } from './private-code-view';

/** Every attempt on the workspace's codes: how many, and how many succeeded. */
async function redemptionCounts(db: Executor, workspaceId: string) {
  const [counts] = await db
    .select({
      attempts: sql<number>`count(*)::int`,
      successes: sql<number>`count(*) filter (where ${privateCodeRedemptions.success})::int`,
    })
    .from(privateCodeRedemptions)
    .innerJoin(privateReferralCodes, eq(privateReferralCodes.id, privateCodeRedemptions.codeId))
    .where(eq(privateReferralCodes.workspaceId, workspaceId));
  return counts ?? { attempts: 0, successes: 0 };
}

/** The latest attempts, successes and failures, newest first (Recent Redemptions). */
async function recentRedemptions(db: Executor, workspaceId: string): Promise<PrivateCodeRedemption[]> {
  const rows = await db
    .select({
      id: privateCodeRedemptions.id,
      codeId: privateCodeRedemptions.codeId,
      code: privateReferralCodes.code,
      campaignName: privateReferralCodes.campaignName,
      success: privateCodeRedemptions.success,
      failureReason: privateCodeRedemptions.failureReason,
      redeemedAt: privateCodeRedemptions.redeemedAt,
    })
    .from(privateCodeRedemptions)
    .innerJoin(privateReferralCodes, eq(privateReferralCodes.id, privateCodeRedemptions.codeId))
    .where(eq(privateReferralCodes.workspaceId, workspaceId))
    .orderBy(desc(privateCodeRedemptions.redeemedAt), desc(privateCodeRedemptions.id))
    .limit(RECENT_REDEMPTIONS_LIMIT);
  return rows.map((row) => ({ ...row, redeemedAt: row.redeemedAt.toISOString() }));
}

/**
 * The QR Codes tab (GET /api/private-codes): four stats, the plan facts, every code of the
 * workspace newest first, and the latest attempts. Everyone in the workspace reads it.
 */
export async function getPrivateCodesOverview(
  deps: Pick<AppDeps, 'database' | 'publicUrl'>,
  workspaceId: string,
  now = new Date(),
): Promise<PrivateCodesOverview> {
  const { db } = deps.database;
  const rows = await selectPrivateCodes(db)
    .where(eq(privateReferralCodes.workspaceId, workspaceId))
    .orderBy(desc(privateReferralCodes.createdAt), desc(privateReferralCodes.id));
  const counts = await redemptionCounts(db, workspaceId);
  const { plan, monthlyUsed, monthlyLimit } = await getPrivateCodePlan(db, workspaceId, now);
  return {
    stats: {
      totalCodes: rows.length,
      totalRedemptions: counts.successes,
      successRate: redemptionSuccessRate(counts.successes, counts.attempts),
      monthlyUsed,
      monthlyLimit,
    },
    plan,
    codes: rows.map((row) => toPrivateCode(row, deps.publicUrl, now)),
    recentRedemptions: await recentRedemptions(db, workspaceId),
  };
}
