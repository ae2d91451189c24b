import { payoutHistoryCsv } from '@partnerly/contracts/csv-reports';
import type { Executor } from '../../db/client';
import type { Actor } from '../applications/applications.types';
import { listMyPayouts } from './list-results';

/** The download's name, the day it was made (UTC): partnerly_payouts_2026-03-01.csv. */
function payoutHistoryFileName(now: Date): string {
  return `partnerly_payouts_${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * GET /api/payouts/mine/export: the payout history the creator side's Payouts tab lists (an
 * agent's: the creators it represents now), newest results first, as CSV (decision 0045's
 * builder neutralises formulas and quotes what needs it). No totals row: a spreadsheet sums.
 */
export async function exportMyPayouts(
  db: Executor,
  actor: Actor,
  now = new Date(),
): Promise<{ fileName: string; csv: string }> {
  const { payouts } = await listMyPayouts(db, actor);
  return { fileName: payoutHistoryFileName(now), csv: payoutHistoryCsv(payouts) };
}
