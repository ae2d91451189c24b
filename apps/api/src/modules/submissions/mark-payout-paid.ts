import { RESULTS_MESSAGES, type markPayoutPaidInput, type ResultsOutcome } from '@partnerly/contracts';
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

type MarkPayoutPaid = z.output<typeof markPayoutPaidInput>;

const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The brand marks an approved payout paid (decision 0046: owners and managers, the route's
 * guard), with the day it was paid (not after today in UTC) and an optional reference. Paid is
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
  if (input.paidOn > todayUtc(now)) {
    throw new AppError('VALIDATION_FAILED', RESULTS_MESSAGES.paidOnFuture, {
      paidOn: [RESULTS_MESSAGES.paidOnFuture],
    });
  }
  const { db } = deps.database;
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign, results } = await lockResultsForBrand(tx, brand, applicationId);
    if (!results) throw resultsNotFound();
    if (results.payoutStatus === 'paid') throw new AppError('CONFLICT', RESULTS_MESSAGES.alreadyPaid);
    if (results.payoutStatus !== 'approved') throw new AppError('CONFLICT', RESULTS_MESSAGES.notPayable);
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
  return { result: await toResultView(db, outcome.results), message: RESULTS_MESSAGES.markedPaid };
}
