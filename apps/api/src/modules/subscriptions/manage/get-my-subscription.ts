import { downgradeOptions, upgradeOptions, type MySubscription, type PlanId } from '@partnerly/contracts';
import type { AppDeps } from '../../../context';
import { getSubscriptionLimits } from '../limits/get-limits';
import { describeAccess, findSubscription, type SubscriptionRow } from '../subscription-state';

/** A downgrade still waiting for its date (afterwards it is the plan itself). */
function scheduledChange(row: SubscriptionRow, now: Date) {
  const isWaiting = row.scheduledPlanId && row.scheduledChangeAt && row.scheduledChangeAt > now;
  return {
    scheduledPlanId: isWaiting ? (row.scheduledPlanId as PlanId) : null,
    scheduledChangeAt: isWaiting ? row.scheduledChangeAt!.toISOString() : null,
  };
}

/**
 * The brand's subscription panel: the subscription (while it gives access) and its limits.
 * `canManage`: whether the caller owns the workspace (owners manage billing, decision 0041).
 */
export async function getMySubscription(
  deps: AppDeps,
  userId: string,
  canManage: boolean,
): Promise<MySubscription> {
  const now = new Date();
  const { db } = deps.database;
  const row = await findSubscription(db, userId);
  const access = describeAccess(row, now);
  const limits = await getSubscriptionLimits(db, userId, now);
  const hasActive = row && access.hasAccess && (row.status === 'active' || row.status === 'cancelled');
  return {
    subscription: hasActive
      ? {
          planId: access.effectivePlanId,
          status: row.status as 'active' | 'cancelled',
          billingCycleStart: row.billingCycleStart.toISOString(),
          nextRenewalDate: row.nextRenewalDate.toISOString(),
          subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
          cancellationDate: row.cancellationDate?.toISOString() ?? null,
          paymentMethod: row.paymentMethod,
          customerId: row.customerId,
          ...scheduledChange(row, now),
        }
      : null,
    limits,
    upgradeOptions: upgradeOptions(access.effectivePlanId),
    downgradeOptions:
      access.hasAccess && row?.status === 'active' ? downgradeOptions(access.effectivePlanId) : [],
    canManage,
  };
}
