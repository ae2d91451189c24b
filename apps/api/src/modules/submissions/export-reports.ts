import { payoutHistoryCsv, reportFileName, submissionsReportCsv } from '@partnerly/contracts/csv-reports';
import type { Executor } from '../../db/client';
import { brandNameOf, loadPeople } from '../applications/people';
import { getOwnCampaignOrThrow } from '../campaigns/find-campaign';
import { listBrandPayouts } from './list-results';
import { listBrandSubmissions } from './list-submissions';

// The brand's CSV downloads (issue 16, decision 0045): the report dialog's Export Report and
// the payout history. Anyone in the workspace reads both (as they read the lists); the files
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

/**
 * The workspace's payout history as the Payouts tab lists it (newest results first), every
 * row naming the workspace's brand as the creator side's file does.
 */
export async function exportBrandPayouts(
  db: Executor,
  workspaceId: string,
  now = new Date(),
): Promise<CsvFile> {
  const { payouts } = await listBrandPayouts(db, workspaceId);
  const people = await loadPeople(db, [workspaceId]);
  const brandName = brandNameOf(people.get(workspaceId));
  return {
    fileName: payoutsFileName(now),
    csv: payoutHistoryCsv(
      payouts.map((payout) => ({
        campaignTitle: payout.campaignTitle,
        brandName,
        creatorName: payout.creatorName,
        amount: payout.amount,
        status: payout.status,
        paidOn: payout.paidOn,
        reference: payout.reference,
      })),
    ),
  };
}
