import {
  APPLICATION_MESSAGES,
  awaitingParty,
  brandDecisions,
  decisionMessage,
  isNegotiationOpen,
  submissionDeadlineProblem,
  type ApproveApplicationInput,
  type BrandApplicationResult,
  type BrandDecision,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { campaignApplications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { announceApplicationChange } from './application-notices';
import { negotiationStateOf } from './application-view';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import type { ApplicationDeps } from './applications.types';
import { approveInTransaction } from './approve-in-transaction';
import { lockForBrand } from './find-application';
import { loadBrandApplication, loadOffers } from './load-views';

/** 400 on submissionDeadline for a day already over in UTC (ADR 0043). */
function assertDeadlineAhead(deadline: string | null | undefined, now: Date): void {
  const problem = deadline ? submissionDeadlineProblem(deadline, now) : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { submissionDeadline: [problem] });
}

/**
 * The brand's Approve or Reject on a pending application (spec 02 section 4). Approving
 * while the creator's proposal waits accepts that proposal; an open negotiation closes with
 * the decision. Approving sets the submission deadline: the brand's date, else the campaign's
 * content deadline. Anything but a pending application answers 409.
 */
export async function decideApplication(
  deps: ApplicationDeps,
  brand: Membership,
  applicationId: string,
  decision: BrandDecision,
  options: ApproveApplicationInput = {},
  now = new Date(),
): Promise<BrandApplicationResult> {
  const { db } = deps.database;
  const { submissionDeadline, confirmPermitMissing = false } = options;
  if (decision === 'approve') assertDeadlineAhead(submissionDeadline, now);
  const outcome = await db.transaction(async (tx) => {
    const { application, campaign } = await lockForBrand(tx, brand, applicationId);
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: decision === 'approve' ? 'application_approved' : 'application_rejected',
      subject: campaign.title,
      details: { applicationId, creatorId: application.creatorId },
    });
    const offers = (await loadOffers(tx, [application.id])).get(application.id) ?? [];
    const state = negotiationStateOf(application, offers);
    if (!brandDecisions(state).includes(decision)) {
      const reason =
        state.status !== 'pending' ? APPLICATION_MESSAGES.notPending : APPLICATION_MESSAGES.awaitingCreator;
      throw new AppError('CONFLICT', reason);
    }
    const isOpen = isNegotiationOpen(application.negotiationStatus);

    if (decision === 'approve') {
      const lastOffer = offers.at(-1);
      const negotiation =
        isOpen && awaitingParty(state) === 'brand' && lastOffer
          ? { status: 'completed' as const, agreedRate: lastOffer.amount }
          : undefined;
      const approved = await approveInTransaction(tx, {
        application,
        campaign,
        now,
        negotiation,
        submissionDeadline,
        approver: { userId: brand.userId, isPermitMissingConfirmed: confirmPermitMissing },
      });
      return { ...approved, campaign };
    }
    const [rejected] = await tx
      .update(campaignApplications)
      .set({
        status: 'rejected',
        decidedAt: now,
        updatedAt: now,
        ...(isOpen ? { negotiationStatus: 'rejected' as const } : {}),
      })
      .where(eq(campaignApplications.id, application.id))
      .returning();
    return { application: rejected!, affiliateCode: undefined, campaign };
  });

  const isApproved = decision === 'approve';
  await announceApplicationChange(deps, {
    application: outcome.application,
    campaign: outcome.campaign,
    change: isApproved ? 'approved' : 'rejected',
    actor: { userId: brand.userId, userType: 'brand', workspace: brand },
    affiliateCode: outcome.affiliateCode,
    hasCountsChanged: isApproved,
  });
  return {
    application: await loadBrandApplication(db, brand.workspaceId, applicationId),
    message: decisionMessage(decision),
  };
}
