import type { MyAffiliateCodes } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { affiliateCodes } from '../../db/schema';
import { affiliateCodeStats } from './code-stats';
import { loadMyCodeRows, toMyCode } from './my-code-view';

/**
 * GET /api/my-codes (spec 03 My Codes): the creator's codes that are not deleted, newest
 * first, each with its campaign, brand, expiry, visibility and counted events. Two queries
 * for the codes' events and orders, however many codes there are.
 */
export async function listMyCodes(
  db: Executor,
  creatorId: string,
  now = new Date(),
): Promise<MyAffiliateCodes> {
  const rows = await loadMyCodeRows(db, creatorId, eq(affiliateCodes.status, 'active'));
  const stats = await affiliateCodeStats(
    db,
    rows.map((row) => row.code.id),
  );
  return { codes: rows.map((row) => toMyCode(row, stats.get(row.code.id), now)) };
}
