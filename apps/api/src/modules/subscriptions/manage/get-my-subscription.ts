import { downgradeOptions, upgradeOptions, type PlanId, type SubscriptionLimits } from '@partnerly/contracts';
import type { AppDeps } from '../../../context';
import { isActingAsMainProfile } from '../../brand-profiles/acting-profile';
import { getSubscriptionLimits } from '../limits/get-limits';
import { describeAccess, findSubscription } from '../subscription-state';

export interface MySubscription {
  subscription: {
    planId: PlanId;
    status: 'active' | 'cancelled';
    billingCycleStart: string;
    nextRenewalDate: string;
    subscriptionEndDate: string | null;
    cancellationDate: string | null;
    paymentMethod: string | null;
    customerId: string | null;
  } | null;
  limits: SubscriptionLimits;
  /** Plans this brand can move to: upgrades need payment, downgrades do not. */
  upgradeOptions: PlanId[];
  downgradeOptions: PlanId[];
  /** Only the main profile manages the subscription: false when the request acts as a team member. */
  canManage: boolean;
}

/**
 * The brand's subscription panel: the subscription (while it gives access) and its limits.
 * `requestHeaders` tell which brand profile is acting (see brand-profiles/acting-profile.ts).
 */
export async function getMySubscription(
  deps: AppDeps,
  userId: string,
  requestHeaders: Headers,
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
          planId: row.planId as PlanId,
          status: row.status as 'active' | 'cancelled',
          billingCycleStart: row.billingCycleStart.toISOString(),
          nextRenewalDate: row.nextRenewalDate.toISOString(),
          subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
          cancellationDate: row.cancellationDate?.toISOString() ?? null,
          paymentMethod: row.paymentMethod,
          customerId: row.customerId,
        }
      : null,
    limits,
    upgradeOptions: upgradeOptions(access.effectivePlanId),
    downgradeOptions:
      access.hasAccess && row?.status === 'active' ? downgradeOptions(access.effectivePlanId) : [],
    canManage: await isActingAsMainProfile(db, userId, requestHeaders),
  };
}
