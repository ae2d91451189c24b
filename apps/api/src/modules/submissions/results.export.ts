import { and, asc, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignCreatorAnalytics } from '../../db/schema';
import { listBrandPayouts } from './list-results';
import type { ResultsRow } from './results-view';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The final results part of a user's data export (decision 0046): a creator's results with
 * their engagement, the brand's review and the payout; for an agent, the figures it reported
 * last for a creator, without the review or the payout (the creator's data, as with
 * submissions). Screenshots are listed by upload id (the uploads part has the files).
 */
export async function exportResults(db: Executor, userId: string) {
  const results = campaignCreatorAnalytics;
  const rows = await db
    .select()
    .from(results)
    .where(
      or(eq(results.creatorId, userId), and(eq(results.submittedBy, userId), ne(results.creatorId, userId))),
    )
    .orderBy(asc(results.finalResultsSubmittedAt), asc(results.id));
  return rows.map((row) => (row.creatorId === userId ? toCreatorsResults(row) : toAgentsResults(row)));
}

const figures = (row: ResultsRow) => ({
  id: row.id,
  applicationId: row.applicationId,
  campaignId: row.campaignId,
  contentUrl: row.contentUrl,
  views: row.views,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
});

function toCreatorsResults(row: ResultsRow) {
  return {
    ...figures(row),
    role: 'creator' as const,
    engagement: { rate: row.engagementRate, score: row.engagementScore, level: row.engagementLevel },
    screenshotUploadIds: row.screenshotUploadIds,
    correctionMessage: row.correctionMessage,
    payout: {
      status: row.payoutStatus,
      amount: row.payoutAmount,
      paidOn: row.paidOn,
      reference: row.payoutReference,
    },
    submittedAt: iso(row.finalResultsSubmittedAt),
    reviewedAt: iso(row.brandReviewedAt),
  };
}

function toAgentsResults(row: ResultsRow) {
  return { ...figures(row), role: 'agent' as const, submittedAt: iso(row.finalResultsSubmittedAt) };
}

/** The payouts a brand workspace owes and made, for its owners' exports (as its campaigns). */
export async function exportPayoutsMade(db: Executor, workspaceId: string | null) {
  return workspaceId ? (await listBrandPayouts(db, workspaceId)).payouts : [];
}
