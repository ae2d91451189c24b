import { RESULTS_FLOW_MESSAGES, type markPaidInput, type ResultsOutcome } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { campaignCreatorAnalytics } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { ApplicationDeps } from '../applications/applications.types';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { announceResultsChange } from './results-notices';
import { toResultView } from './results-view';
import { lockResultsForBrand, resultsNotFound } from './review-results';

type MarkPayoutPaid = z.output<typeof markPaidInput>;

/**
 * The brand marks an approved payout paid (decision 0046: owners and managers, the route's
 * guard), with the day it was paid (not in the future: the input schema, decision 0045) and an
 * optional reference. Paid is
 * final: a pending or paid payout answers 409. The creator side hears of it as
 * payment_received, in the bell and by e-mail.
 */
export async function markPayoutPaid(
  deps: ApplicationDeps,
  brand: Membership,
  applicationId: string,
  input: MarkPayoutPaid,
  now = new Date(),
): Promise<ResultsOutcome> {
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign, results } = await lockResultsForBrand(tx, brand, applicationId);
    if (!results) throw resultsNotFound();
    if (results.payoutStatus === 'paid') throw new AppError('CONFLICT', RESULTS_FLOW_MESSAGES.alreadyPaid);
    if (results.payoutStatus !== 'approved') throw new AppError('CONFLICT', RESULTS_FLOW_MESSAGES.notPayable);
    const [paid] = await tx
      .update(campaignCreatorAnalytics)
      .set({
        payoutStatus: 'paid',
        paidOn: input.paidOn,
        payoutReference: input.reference,
        paidBy: brand.userId,
        updatedAt: now,
      })
      .where(eq(campaignCreatorAnalytics.id, results.id))
      .returning();
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'payout_paid',
      subject: campaign.title,
      details: { applicationId, amount: paid!.payoutAmount, paidOn: input.paidOn },
    });
    return { results: paid!, application, campaign };
  });

  await announceResultsChange(deps, { ...outcome, change: 'paid' });
  return { result: await toResultView(db, outcome.results), message: RESULTS_FLOW_MESSAGES.markedPaid };
}
