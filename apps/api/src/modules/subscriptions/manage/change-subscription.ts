import {
  downgradeOptions,
  planChangeScheduledMessage,
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
import { recordActivity } from '../../workspaces/record-activity';
import { publishToWorkspace } from '../../workspaces/workspace-events';
import { getSubscriptionLimits } from '../limits/get-limits';
import { logAttempt } from '../payments/attempt-log';
import { getPlanOrThrow, planNameOf } from '../plans/plans.service';
import { describeAccess, findSubscription } from '../subscription-state';

async function lockActive(tx: Tx, userId: string, now: Date) {
  const row = await findSubscription(tx, userId, { shouldLock: true });
  const access = describeAccess(row, now);
  if (!row || !access.hasAccess) throw new AppError('CONFLICT', 'No active subscription found');
  return { row, access };
}

async function announce(deps: AppDeps, userId: string) {
  const limits = await getSubscriptionLimits(deps.database.db, userId);
  await publishToWorkspace(deps, userId, SUBSCRIPTION_EVENTS.updated, {
    planId: limits.planId,
    status: limits.subscriptionStatus,
  });
  return limits;
}

/**
 * Cancels at the end of the paid period: status cancelled, cancellation date now, end date
 * the next renewal date. Access continues until then; afterwards the brand is on free.
 * `actorId`: the owner who cancelled (the activity list names them).
 */
export async function cancelSubscription(deps: AppDeps, userId: string, actorId: string) {
  const now = new Date();
  await deps.database.db.transaction(async (tx) => {
    const { row } = await lockActive(tx, userId, now);
    if (row.status === 'cancelled') throw new AppError('CONFLICT', 'Your subscription is already cancelled');
    const accessUntil = row.nextRenewalDate > now ? row.nextRenewalDate : now;
    await tx
      .update(brandSubscriptions)
      .set({
        status: 'cancelled',
        cancellationDate: now,
        subscriptionEndDate: accessUntil,
        // A waiting downgrade has nothing left to change: the subscription ends.
        scheduledPlanId: null,
        scheduledChangeAt: null,
        updatedAt: now,
      })
      .where(eq(brandSubscriptions.id, row.id));
    await logAttempt(tx, {
      workspaceId: userId,
      status: 'subscription_cancelled',
      planId: row.planId,
      paymentMethod: row.paymentMethod,
      metadata: {
        cancellation_date: now.toISOString(),
        access_until: accessUntil.toISOString(),
        cancelled_by: actorId,
        original_status: row.status,
      },
      at: now,
    });
    await recordActivity(tx, {
      workspaceId: userId,
      actorId,
      action: 'subscription_cancelled',
      subject: await planNameOf(tx, row.planId),
      details: { accessUntil: accessUntil.toISOString() },
    });
  });
  return { message: SUBSCRIPTION_MESSAGES.cancelled, limits: await announce(deps, userId) };
}

/**
 * A downgrade is scheduled for the end of the paid period (decision 0038): the brand keeps
 * the plan it paid for until then, and the renewal reminder asks for the lower plan's price.
 * Upgrades go through checkout (prorated).
 */
export async function changePlan(deps: AppDeps, userId: string, input: ChangePlanInput, actorId: string) {
  const now = new Date();
  const target = input.planId as PlanId;
  const targetPlan = await getPlanOrThrow(deps.database.db, target);
  let changeAt: Date | undefined;
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
    if (row.scheduledPlanId === target) {
      throw new AppError('CONFLICT', planChangeScheduledMessage(targetPlan.name, row.scheduledChangeAt!));
    }
    // The change waits for the end of the period paid on the current plan.
    changeAt = row.nextRenewalDate;
    await tx
      .update(brandSubscriptions)
      .set({ scheduledPlanId: target, scheduledChangeAt: changeAt, updatedAt: now })
      .where(eq(brandSubscriptions.id, row.id));
    await logAttempt(tx, {
      workspaceId: userId,
      status: 'plan_change_scheduled',
      planId: target,
      paymentMethod: row.paymentMethod,
      metadata: { from: current, to: target, kind: 'downgrade', effective_at: changeAt.toISOString() },
      at: now,
    });
    await recordActivity(tx, {
      workspaceId: userId,
      actorId,
      action: 'subscription_changed',
      subject: targetPlan.name,
      details: {
        kind: 'downgrade_scheduled',
        from: current,
        to: target,
        effectiveAt: changeAt.toISOString(),
      },
    });
  });
  return {
    message: planChangeScheduledMessage(targetPlan.name, changeAt!),
    limits: await announce(deps, userId),
  };
}

/**
 * Drops a scheduled downgrade: the brand stays on its plan. Refused once the next period is
 * already paid at the lower plan's price (the change then stands).
 */
export async function cancelScheduledChange(deps: AppDeps, userId: string, actorId: string) {
  const now = new Date();
  let planName = '';
  await deps.database.db.transaction(async (tx) => {
    const { row, access } = await lockActive(tx, userId, now);
    if (!row.scheduledPlanId || !row.scheduledChangeAt || row.scheduledChangeAt <= now)
      throw new AppError('CONFLICT', 'No plan change is scheduled');
    if (row.nextRenewalDate > row.scheduledChangeAt) {
      throw new AppError(
        'CONFLICT',
        'The next period is already paid on the new plan, so the change cannot be cancelled',
      );
    }
    planName = (await getPlanOrThrow(tx, access.effectivePlanId)).name;
    await tx
      .update(brandSubscriptions)
      .set({ scheduledPlanId: null, scheduledChangeAt: null, updatedAt: now })
      .where(eq(brandSubscriptions.id, row.id));
    await logAttempt(tx, {
      workspaceId: userId,
      status: 'plan_change_cancelled',
      planId: row.scheduledPlanId,
      paymentMethod: row.paymentMethod,
      metadata: { kept: access.effectivePlanId, effective_at: row.scheduledChangeAt.toISOString() },
      at: now,
    });
    await recordActivity(tx, {
      workspaceId: userId,
      actorId,
      action: 'subscription_changed',
      subject: planName,
      details: {
        kind: 'scheduled_change_cancelled',
        kept: access.effectivePlanId,
        dropped: row.scheduledPlanId,
      },
    });
  });
  return {
    message: `Your scheduled plan change was cancelled. You stay on ${planName}.`,
    limits: await announce(deps, userId),
  };
}
