import { RESULTS_FLOW_MESSAGES, type ResultsOutcome, type reviewResultsInput } from '@partnerly/contracts';
import { and, avg, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { campaignApplications, campaignCreatorAnalytics } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { ApplicationDeps } from '../applications/applications.types';
import { lockForBrand } from '../applications/find-application';
import {
  adjustCampaignCounts,
  announceCampaignCounts,
  setCampaignEngagementRate,
} from '../campaigns/campaign-counters';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { announceResultsChange } from './results-notices';
import { toResultView } from './results-view';

type ReviewResults = z.output<typeof reviewResultsInput>;

export const resultsNotFound = () => new AppError('NOT_FOUND', RESULTS_FLOW_MESSAGES.notFound);

/** The campaign, its application and its results, locked in that order (as approvals take them). */
export async function lockResultsForBrand(tx: Tx, brand: Membership, applicationId: string) {
  const { application, campaign } = await lockForBrand(tx, brand, applicationId).catch((error: unknown) => {
    throw error instanceof AppError && error.code === 'NOT_FOUND' ? resultsNotFound() : error;
  });
  const [results] = await tx
    .select()
    .from(campaignCreatorAnalytics)
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId))
    .for('update');
  return { application, campaign, results };
}

/** The mean engagement rate of the campaign's approved results (the brand home's Avg. Engagement). */
async function approvedResultsRate(tx: Tx, campaignId: string): Promise<number | null> {
  const [row] = await tx
    .select({ rate: avg(campaignCreatorAnalytics.engagementRate) })
    .from(campaignCreatorAnalytics)
    .innerJoin(campaignApplications, eq(campaignApplications.id, campaignCreatorAnalytics.applicationId))
    .where(
      and(
        eq(campaignCreatorAnalytics.campaignId, campaignId),
        eq(campaignApplications.contentStatus, 'completed'),
      ),
    );
  return row?.rate === null || row?.rate === undefined ? null : Math.round(Number(row.rate) * 100) / 100;
}

/**
 * The brand's review of final results (decision 0046): approve with a payout amount (payout
 * approved, content completed, the campaign's active creators one fewer and its engagement
 * rate the mean of its approved results) or ask for a correction (content back to approved,
 * so the creator side submits again). Only results under review (final_submitted) are
 * reviewable (409); of two concurrent reviews one wins, the other gets 409. Another
 * workspace's application answers 404, a member not assigned to the campaign's profile 403.
 */
export async function reviewResults(
  deps: ApplicationDeps,
  brand: Membership,
  applicationId: string,
  input: ReviewResults,
  now = new Date(),
): Promise<ResultsOutcome> {
  const { db } = deps.database;
  const isApproval = input.action === 'approve';
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign, results } = await lockResultsForBrand(tx, brand, applicationId);
    if (!results || application.contentStatus !== 'final_submitted') {
      throw new AppError('CONFLICT', RESULTS_FLOW_MESSAGES.notReviewable);
    }
    const [reviewed] = await tx
      .update(campaignCreatorAnalytics)
      .set({
        ...(input.action === 'approve'
          ? { payoutStatus: 'approved' as const, payoutAmount: input.payoutAmount }
          : { correctionMessage: input.message }),
        brandReviewedAt: now,
        reviewedBy: brand.userId,
        updatedAt: now,
      })
      .where(eq(campaignCreatorAnalytics.id, results.id))
      .returning();
    const [updated] = await tx
      .update(campaignApplications)
      .set({ contentStatus: isApproval ? 'completed' : 'approved', updatedAt: now })
      .where(eq(campaignApplications.id, application.id))
      .returning();
    if (isApproval) {
      // The creator has finished: no longer at work on the campaign.
      await adjustCampaignCounts(tx, campaign.id, { activeCreators: -1 });
      await setCampaignEngagementRate(tx, campaign.id, await approvedResultsRate(tx, campaign.id));
    }
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: isApproval ? 'results_approved' : 'results_correction_requested',
      subject: campaign.title,
      details: { applicationId, ...(input.action === 'approve' ? { payoutAmount: input.payoutAmount } : {}) },
    });
    return { results: reviewed!, application: updated!, campaign };
  });

  await announceResultsChange(deps, { ...outcome, change: isApproval ? 'approved' : 'correction_requested' });
  if (isApproval) await announceCampaignCounts(deps, brand.workspaceId, outcome.campaign.id);
  return {
    result: await toResultView(db, outcome.results),
    message: isApproval ? RESULTS_FLOW_MESSAGES.approved : RESULTS_FLOW_MESSAGES.correctionRequested,
  };
}
