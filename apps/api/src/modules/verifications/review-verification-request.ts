import {
  ACCOUNT_EVENTS,
  VERIFICATION_EVENTS,
  VERIFICATION_MESSAGES,
  WORKSPACE_EVENTS,
  type AdminVerificationRequest,
  type VerificationChangedEvent,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { profiles, userActionsLog, verificationRequests } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { findMembership } from '../workspaces/membership';
import { publishToWorkspace } from '../workspaces/workspace-events';
import { getAdminVerificationRequest } from './list-verification-requests';
import type { VerificationRequestRow } from './verification-view';

type ReviewDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

export type VerificationDecision = { outcome: 'approved' } | { outcome: 'rejected'; reason: string };

/**
 * An admin's decision on a pending request (spec 03 'Creator verification': pending goes to
 * approved or rejected; reviewer and time recorded). The status changes only while the request
 * is pending (one conditional UPDATE), so of two admins deciding at once exactly one wins and
 * the other gets 409. In the same transaction: approval sets the requester's verified flag,
 * rejection puts a pending profile back to unverified, and user_actions_log records the
 * decision. After commit the requester is notified and their open pages (a brand: everyone in
 * its workspace) refresh: verifications.changed for the request, account.changed for the profile.
 */
export async function reviewVerificationRequest(
  deps: ReviewDeps,
  adminId: string,
  requestId: string,
  decision: VerificationDecision,
  now = new Date(),
): Promise<AdminVerificationRequest> {
  const { db } = deps.database;
  const request = await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(verificationRequests)
      .set({
        status: decision.outcome,
        reviewedBy: adminId,
        reviewedAt: now,
        rejectionReason: decision.outcome === 'rejected' ? decision.reason : null,
      })
      .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')))
      .returning();
    if (!decided) throw await notPendingError(tx, requestId);
    await applyToProfile(tx, decided, now);
    await tx.insert(userActionsLog).values({
      adminId,
      targetUserId: decided.userId,
      actionType: decision.outcome === 'approved' ? 'verification_approved' : 'verification_rejected',
      actionDetails: {
        verificationRequestId: decided.id,
        requesterType: decided.requesterType,
        ...(decision.outcome === 'rejected' ? { reason: decision.reason } : {}),
      },
      createdAt: now,
    });
    return decided;
  });

  await tellRequester(deps, request);
  return getAdminVerificationRequest(db, request.id);
}

async function notPendingError(tx: Tx, requestId: string): Promise<AppError> {
  const [existing] = await tx
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(eq(verificationRequests.id, requestId));
  return existing
    ? new AppError('CONFLICT', VERIFICATION_MESSAGES.alreadyReviewed)
    : new AppError('NOT_FOUND', VERIFICATION_MESSAGES.notFound);
}

/**
 * Approval: verified flag and status. Rejection: 'unverified' again, unless the account was
 * verified meanwhile by other means (an admin's Edit User), which a rejection does not undo.
 */
async function applyToProfile(tx: Tx, request: VerificationRequestRow, now: Date): Promise<void> {
  if (request.status === 'approved') {
    await tx
      .update(profiles)
      .set({ isVerified: true, verificationStatus: 'verified', updatedAt: now })
      .where(eq(profiles.id, request.userId));
    return;
  }
  await tx
    .update(profiles)
    .set({ verificationStatus: 'unverified', updatedAt: now })
    .where(and(eq(profiles.id, request.userId), eq(profiles.verificationStatus, 'pending')));
}

async function tellRequester(deps: ReviewDeps, request: VerificationRequestRow): Promise<void> {
  const isBrand = request.requesterType === 'brand';
  const approved = request.status === 'approved';
  await notifyAfterCommit(deps, {
    userId: request.userId,
    type: approved ? 'verification_approved' : 'verification_rejected',
    localized: noticeCopy(
      approved ? (isBrand ? 'brandVerified' : 'accountVerified') : 'verificationNotApproved',
      { reason: request.rejectionReason ?? '' },
    ),
    link: '/profile',
  });
  const event: VerificationChangedEvent = { requestId: request.id, status: request.status };
  await publishToUser(deps, request.userId, VERIFICATION_EVENTS.changed, event);
  // Their open pages re-read the profile (badges, the brand's rewards switch).
  await publishToUser(deps, request.userId, ACCOUNT_EVENTS.changed, { userId: request.userId });
  if (!isBrand) return;
  await afterCommit(`the workspace event of verification ${request.id}`, async () => {
    const membership = await findMembership(deps.database.db, request.userId);
    if (!membership) return;
    await publishToWorkspace(deps, membership.workspaceId, WORKSPACE_EVENTS.changed, {
      change: 'verification',
    });
  });
}
