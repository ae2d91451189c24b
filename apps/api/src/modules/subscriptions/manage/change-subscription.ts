import {
  downgradeOptions,
  SUBSCRIPTION_EVENTS,
  SUBSCRIPTION_MESSAGES,
  upgradeOptions,
  type ChangePlanInput,
  type PlanId,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../context';
import { brandSubscriptions } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { publishToUser } from '../../notifications/notification-events';
import { getSubscriptionLimits } from '../limits/get-limits';
import { logAttempt } from '../payments/attempt-log';
import { getPlanOrThrow } from '../plans/plans.service';
import { describeAccess, findSubscription } from '../subscription-state';

async function lockActive(tx: Tx, userId: string, now: Date) {
  const row = await findSubscription(tx, userId, { shouldLock: true });
  const access = describeAccess(row, now);
  if (!row || !access.hasAccess) throw new AppError('CONFLICT', 'No active subscription found');
  return { row, access };
}

async function announce(deps: AppDeps, userId: string) {
  const limits = await getSubscriptionLimits(deps.database.db, userId);
  await publishToUser(deps, userId, SUBSCRIPTION_EVENTS.updated, {
    planId: limits.planId,
    status: limits.subscriptionStatus,
  });
  return limits;
}

/**
 * Cancels at the end of the paid period: status cancelled, cancellation date now, end date
 * the next renewal date. Access continues until then; afterwards the brand is on free.
 */
export async function cancelSubscription(deps: AppDeps, userId: string) {
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const { row } = await lockActive(tx, userId, now);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', 'Your subscription is already cancelled');
    const accessUntil = row.nextRenewalDate > now ? row.nextRenewalDate : now;
    await tx
      .update(brandSubscriptions)
      .set({ status: 'cancelled', cancellationDate: now, subscriptionEndDate: accessUntil, updatedAt: now })
      .where(eq(brandSubscriptions.id, row.id));
    await logAttempt(tx, {
      userId,
      status: 'subscription_cancelled',
      planId: row.planId,
      paymentMethod: row.paymentMethod,
      metadata: {
        cancellation_date: now.toISOString(),
        access_until: accessUntil.toISOString(),
        cancelled_by: userId,
        original_status: row.status,
      },
      at: now,
    });
  });
  return { message: SUBSCRIPTION_MESSAGES.cancelled, limits: await announce(deps, userId) };
}

/** Downgrades take effect at once without payment; upgrades go through checkout. */
export async function changePlan(deps: AppDeps, userId: string, input: ChangePlanInput) {
  const now = new Date();
  const target = input.planId as PlanId;
  await getPlanOrThrow(deps.database.db, target);
  if (target === 'free') {
    throw new AppError('BAD_REQUEST', 'To move to the free plan, cancel your subscription', {
      planId: ['Cancel your subscription to move to the free plan'],
    });
  }
  if (target === 'enterprise') {
    throw new AppError(
      'BAD_REQUEST',
      'The Enterprise plan is arranged with our sales team: send an enterprise inquiry',
      {
        planId: ['Contact sales for the Enterprise plan'],
      },
    );
  }
  await deps.database.db.transaction(async (tx) => {
    const { row, access } = await lockActive(tx, userId, now);
    if (row.status !== 'active')
      throw new AppError('CONFLICT', 'Your subscription is cancelled: resubscribe to change plans');
    const current = access.effectivePlanId;
    if (current === target) throw new AppError('CONFLICT', 'You are already on this plan');
    if (upgradeOptions(current).includes(target)) {
      throw new AppError('CONFLICT', 'Upgrades require payment: start a checkout for the new plan');
    }
    if (!downgradeOptions(current).includes(target))
      throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.planNotFound);
    await tx
      .update(brandSubscriptions)
      .set({ planId: target, customQrCodeLimit: null, customRedemptionLimit: null, updatedAt: now })
      .where(eq(brandSubscriptions.id, row.id));
    await logAttempt(tx, {
      userId,
      status: 'plan_changed',
      planId: target,
      paymentMethod: row.paymentMethod,
      metadata: { from: current, to: target, kind: 'downgrade' },
      at: now,
    });
  });
  return { message: SUBSCRIPTION_MESSAGES.planUpdated, limits: await announce(deps, userId) };
}
