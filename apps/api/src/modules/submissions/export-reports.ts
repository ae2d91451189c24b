import { payoutHistoryCsv, reportFileName, submissionsReportCsv } from '@partnerly/contracts/csv-reports';
import type { Executor } from '../../db/client';
import type { Actor } from '../applications/applications.types';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import { listBrandPayouts, listMyPayouts } from './list-results';
import { listBrandSubmissions } from './list-submissions';

// The CSV downloads (issue 16, decision 0045): the report dialog's Export Report and both sides'
// payout history. Anyone in the workspace reads the brand's (as they read the lists); the files
// are built by the contracts' CSV builders, which quote and neutralise formulas.

export interface CsvFile {
  fileName: string;
  csv: string;
}

/**
 * The campaign's Export Report: one row per content submission, oldest first (the review
 * queue's order), named '{title with underscores}_submissions.csv'. Another workspace's
 * campaign answers 404.
 */
export async function exportCampaignReport(
  db: Executor,
  workspaceId: string,
  campaignId: string,
): Promise<CsvFile> {
  const campaign = await getOwnCampaignOrThrow(db, workspaceId, campaignId);
  const { submissions } = await listBrandSubmissions(db, workspaceId, { campaignId });
  return {
    fileName: reportFileName(campaign.title),
    csv: submissionsReportCsv(campaign.title, submissions),
  };
}

/** 'partnerly_payouts_2026-06-12.csv', dated by the UTC day of the download. */
function payoutsFileName(now: Date): string {
  return `partnerly_payouts_${now.toISOString().slice(0, 10)}.csv`;
}

/** The workspace's payout history as the Payouts tab lists it (newest results first). */
export async function exportBrandPayouts(
  db: Executor,
  workspaceId: string,
  now = new Date(),
): Promise<CsvFile> {
  const { payouts } = await listBrandPayouts(db, workspaceId);
  return { fileName: payoutsFileName(now), csv: payoutHistoryCsv(payouts) };
}

/**
 * GET /api/payouts/mine/export: the payout history the creator side's Payouts tab lists (an
 * agent's: the creators it represents now), newest results first. No totals row: a
 * spreadsheet sums.
 */
export async function exportMyPayouts(db: Executor, actor: Actor, now = new Date()): Promise<CsvFile> {
  const { payouts } = await listMyPayouts(db, actor);
  return { fileName: payoutsFileName(now), csv: payoutHistoryCsv(payouts) };
}
