import { ENTERPRISE_ADMIN_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Tx } from '../../../db/client';
import { brandSubscriptions, enterpriseLimitRequests } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { recordAdminAction } from '../../admin/admin-actions';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { recordActivity } from '../../workspaces/record-activity';
import { logAttempt } from '../payments/attempt-log';
import { describeAccess, findSubscription } from '../subscription-state';
import { tellOwnersOfEnterprise } from './enterprise-notices';

// A super admin answers an enterprise brand's limit request (issue 19 item 8; spec 02
// enterprise_limit_requests, 'limit reviews within 24 hours'): approving writes the requested
// figures into the subscription's custom limits, which the limits service applies at once.

type LimitRequestRow = typeof enterpriseLimitRequests.$inferSelect;

async function lockPending(tx: Tx, requestId: string): Promise<LimitRequestRow> {
  const [request] = await tx
    .select()
    .from(enterpriseLimitRequests)
    .where(eq(enterpriseLimitRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', ENTERPRISE_ADMIN_MESSAGES.requestNotFound);
  if (request.status !== 'pending') throw new AppError('CONFLICT', ENTERPRISE_ADMIN_MESSAGES.requestResolved);
  return request;
}

async function setStatus(tx: Tx, requestId: string, status: 'approved' | 'declined'): Promise<void> {
  await tx.update(enterpriseLimitRequests).set({ status }).where(eq(enterpriseLimitRequests.id, requestId));
}

const requestDetails = (request: LimitRequestRow) => ({
  requestId: request.id,
  workspaceId: request.workspaceId,
  requestedQrLimit: request.requestedQrLimit,
  requestedRedemptionLimit: request.requestedRedemptionLimit,
});

/**
 * POST /api/admin/enterprise/limit-requests/:id/approve: 404 unknown, 409 answered already or
 * the brand no longer on an active Enterprise plan (grant one first).
 */
export async function approveLimitRequest(
  deps: AppDeps,
  adminId: string,
  requestId: string,
  now = new Date(),
): Promise<void> {
  const request = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPending(tx, requestId);
    const subscription = await findSubscription(tx, pending.workspaceId, { shouldLock: true });
    const access = describeAccess(subscription, now);
    if (!subscription || !access.hasAccess || access.effectivePlanId !== 'enterprise')
      throw new AppError('CONFLICT', ENTERPRISE_ADMIN_MESSAGES.notOnEnterprise);
    await tx
      .update(brandSubscriptions)
      .set({
        customQrCodeLimit: pending.requestedQrLimit,
        customRedemptionLimit: pending.requestedRedemptionLimit,
        updatedAt: now,
      })
      .where(eq(brandSubscriptions.id, subscription.id));
    await setStatus(tx, requestId, 'approved');
    const details = {
      ...requestDetails(pending),
      from: {
        customQrCodeLimit: subscription.customQrCodeLimit,
        customRedemptionLimit: subscription.customRedemptionLimit,
      },
    };
    const [owner] = await listWorkspaceOwners(tx, pending.workspaceId);
    await recordAdminAction(tx, {
      adminId,
      targetUserId: owner?.userId ?? null,
      actionType: 'limit_request_approved',
      details,
      at: now,
    });
    await logAttempt(tx, {
      workspaceId: pending.workspaceId,
      status: 'enterprise_limits_changed',
      planId: 'enterprise',
      metadata: details,
      at: now,
    });
    await recordActivity(tx, {
      workspaceId: pending.workspaceId,
      actorId: adminId,
      actorName: 'Partnerly team',
      action: 'subscription_changed',
      subject: 'Enterprise',
      details: { kind: 'limit_request_approved', requestId },
    });
    return pending;
  });
  const values = { qr: request.requestedQrLimit, redemptions: request.requestedRedemptionLimit };
  await tellOwnersOfEnterprise(deps, request.workspaceId, ({ t }) => ({
    title: t('notifications.limitRequestApproved.title'),
    message: t('notifications.limitRequestApproved.message', values),
  }));
}

/** POST /api/admin/enterprise/limit-requests/:id/decline: the reason goes to the brand's owners. */
export async function declineLimitRequest(
  deps: AppDeps,
  adminId: string,
  requestId: string,
  reason: string,
  now = new Date(),
): Promise<void> {
  const request = await deps.database.db.transaction(async (tx) => {
    const pending = await lockPending(tx, requestId);
    await setStatus(tx, requestId, 'declined');
    const [owner] = await listWorkspaceOwners(tx, pending.workspaceId);
    await recordAdminAction(tx, {
      adminId,
      targetUserId: owner?.userId ?? null,
      actionType: 'limit_request_declined',
      details: { ...requestDetails(pending), reason },
      at: now,
    });
    return pending;
  });
  const values = {
    qr: request.requestedQrLimit,
    redemptions: request.requestedRedemptionLimit,
    reason: reason.length > 600 ? `${reason.slice(0, 599)}…` : reason,
  };
  await tellOwnersOfEnterprise(deps, request.workspaceId, ({ t }) => ({
    title: t('notifications.limitRequestDeclined.title'),
    message: t('notifications.limitRequestDeclined.message', values),
    details: [t('email.enterprise.limitsUnchanged')],
  }));
}
