import { APPLICATION_MESSAGES, CREATOR_PLACE_STATUSES, type NegotiationStatus } from '@partnerly/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { campaignApplications } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { checkPermitForApproval } from '../advertiser-permits/permit-approval';
import { issueApprovalAffiliateCode } from '../affiliate/issue-approval-code';
import type { StoredCampaign } from '../campaigns/campaign-view';
import { adjustCampaignCounts } from '../campaigns/campaign-counters';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';
import type { ApplicationRow } from './applications.types';

export interface Approval {
  application: ApplicationRow;
  /** Locked by the caller (lockForBrand), so approvals of one campaign run one at a time. */
  campaign: StoredCampaign;
  now: Date;
  /** Set when the approval closes a negotiation. */
  negotiation?: { status: NegotiationStatus; agreedRate: number };
  /** The brand's date for the content (checked by the caller); else the campaign's content deadline. */
  submissionDeadline?: string | null;
  /** The brand person approving, and whether they confirmed approving without a valid Advertiser Permit. */
  approver: { userId: string; isPermitMissingConfirmed: boolean };
}

/**
 * The approval hand-off, inside the caller's transaction: the plan's max creators per
 * campaign (counted under the campaign lock), the Advertiser Permit check of paid UAE
 * campaigns (400 unless valid or confirmed), the approved status with the submission
 * deadline, the campaign's active creators, and the creator's affiliate code.
 */
export async function approveInTransaction(
  tx: Tx,
  { application, campaign, now, negotiation, submissionDeadline, approver }: Approval,
): Promise<{ application: ApplicationRow; affiliateCode: string }> {
  const { maxCreatorsPerCampaign } = await getEffectiveLimits(tx, campaign.brandId, now);
  const [placed] = await tx
    .select({ value: count() })
    .from(campaignApplications)
    .where(
      and(
        eq(campaignApplications.campaignId, campaign.id),
        inArray(campaignApplications.status, [...CREATOR_PLACE_STATUSES]),
      ),
    );
  if ((placed?.value ?? 0) >= maxCreatorsPerCampaign) {
    throw new AppError('FORBIDDEN', APPLICATION_MESSAGES.creatorLimitReached(maxCreatorsPerCampaign));
  }
  await checkPermitForApproval(tx, {
    applicationId: application.id,
    creatorId: application.creatorId,
    campaign,
    submissionDeadline,
    actorId: approver.userId,
    isMissingConfirmed: approver.isPermitMissingConfirmed,
    now,
  });

  const [approved] = await tx
    .update(campaignApplications)
    .set({
      status: 'approved',
      decidedAt: now,
      updatedAt: now,
      submissionDeadline: submissionDeadline ?? campaign.contentDeadline,
      ...(negotiation ? { negotiationStatus: negotiation.status, agreedRate: negotiation.agreedRate } : {}),
    })
    .where(eq(campaignApplications.id, application.id))
    .returning();
  await adjustCampaignCounts(tx, campaign.id, { activeCreators: 1 });
  const affiliateCode = await issueApprovalAffiliateCode(tx, {
    applicationId: application.id,
    campaignId: campaign.id,
    campaignTitle: campaign.title,
    creatorId: application.creatorId,
    brandId: campaign.brandId,
    approvedAt: now,
  });
  return { application: approved!, affiliateCode };
}
