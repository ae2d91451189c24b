import {
  ADVERTISER_PERMIT_MESSAGES,
  campaignLastDate,
  campaignNeedsPermit,
  isPermitValidThrough,
  permitState,
  uaeToday,
  type ApplicationPermit,
  type PermitCampaign,
} from '@partnerly/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { authUsers, permitApprovalConfirmations, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { findPermit, toPermitBadge, type PermitRow } from './permit-view';

export interface PermitApproval {
  applicationId: string;
  creatorId: string;
  campaign: PermitCampaign;
  /** The brand's submission deadline for this approval, if it set one. */
  submissionDeadline?: string | null;
  /** The brand person approving. */
  actorId: string;
  /** They confirmed approving without a valid permit. */
  isMissingConfirmed: boolean;
  now: Date;
}

/**
 * Inside the approval's transaction: a paid campaign aimed at the UAE needs the creator's
 * permit verified and valid through the campaign's last date; without it the brand must have
 * confirmed (400 on confirmPermitMissing otherwise), and the confirmation is recorded with who
 * and when. Other campaigns pass untouched.
 */
export async function checkPermitForApproval(tx: Tx, approval: PermitApproval): Promise<void> {
  const { campaign, now } = approval;
  if (!campaignNeedsPermit(campaign)) return;
  const today = uaeToday(now);
  const lastDate = campaignLastDate(campaign, approval.submissionDeadline);
  const permit = await findPermit(tx, approval.creatorId);
  if (isPermitValidThrough(permit, lastDate, today)) return;
  if (!approval.isMissingConfirmed) {
    const message = ADVERTISER_PERMIT_MESSAGES.confirmRequired;
    throw new AppError('VALIDATION_FAILED', message, { confirmPermitMissing: [message] });
  }
  const values = {
    confirmedBy: approval.actorId,
    confirmedAt: now,
    permitState: permitState(permit, today),
    lastDate,
  };
  await tx
    .insert(permitApprovalConfirmations)
    .values({ applicationId: approval.applicationId, ...values })
    .onConflictDoUpdate({ target: permitApprovalConfirmations.applicationId, set: values });
}

export interface PermitCardInput {
  applicationId: string;
  campaign: PermitCampaign;
  submissionDeadline: string | null;
  permit: PermitRow | undefined;
}

type Confirmation = { byName: string; at: string };

/** The confirmations recorded for these applications, with the confirming person's name. */
export async function permitConfirmationsOf(
  db: Executor,
  applicationIds: readonly string[],
): Promise<Map<string, Confirmation>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({
      applicationId: permitApprovalConfirmations.applicationId,
      at: permitApprovalConfirmations.confirmedAt,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(permitApprovalConfirmations)
    .leftJoin(authUsers, eq(authUsers.id, permitApprovalConfirmations.confirmedBy))
    .leftJoin(profiles, eq(profiles.id, permitApprovalConfirmations.confirmedBy))
    .where(inArray(permitApprovalConfirmations.applicationId, [...applicationIds]));
  return new Map(
    rows.map((row) => {
      const personal = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
      return [
        row.applicationId,
        { byName: personal || row.name?.trim() || 'A former member', at: row.at.toISOString() },
      ];
    }),
  );
}

/** The permit on the brand's application card, with the approval check of the campaign. */
export function toApplicationPermit(
  input: PermitCardInput,
  confirmation: Confirmation | undefined,
  now: Date,
): ApplicationPermit {
  const lastDate = campaignLastDate(input.campaign, input.submissionDeadline);
  return {
    ...toPermitBadge(input.permit, now),
    isRequired: campaignNeedsPermit(input.campaign),
    lastDate,
    isValidThrough: isPermitValidThrough(input.permit, lastDate, uaeToday(now)),
    missingConfirmed: confirmation ?? null,
  };
}
