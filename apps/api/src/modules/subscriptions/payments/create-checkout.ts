import { randomUUID } from 'node:crypto';
import {
  aedToFils,
  CURRENCY,
  formatBillingDate,
  PENDING_PAYMENT_WINDOW_MINUTES,
  SUBSCRIPTION_MESSAGES,
  type CreateCheckoutInput,
} from '@partnerly/contracts';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import { payments } from '../../../db/schema';
import { AppError } from '../../../middleware/errors';
import { getPlanOrThrow, type PlanRow } from '../plans/plans.service';
import { findSubscription } from '../subscription-state';
import { applyIntentStatus } from './apply-intent-status';
import { lockedUntil, logAttempt } from './attempt-log';
import { checkoutTerms } from './checkout-quote';
import { toPaymentView, type PaymentRow, type PaymentView } from './payment-view';
import { logger } from '../../../logging/logger';

export interface CheckoutResult {
  payment: PaymentView;
  /** False when an idempotency key replayed an earlier checkout. */
  isNew: boolean;
}

type Reservation =
  | { kind: 'reserved'; payment: PaymentRow; isNew: boolean }
  | { kind: 'in_progress' }
  | { kind: 'locked'; until: Date };

const returnUrl = (deps: AppDeps, paymentId: string, planId: string, status: string) =>
  `${deps.publicUrl}/payment-callback?${new URLSearchParams({ payment_id: paymentId, status, plan_id: planId })}`;

/** Pending payments of the last hour, refreshed from the provider so a finished one stops blocking. */
async function refreshRecentPending(deps: AppDeps, userId: string, since: Date): Promise<void> {
  const pending = await deps.database.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.workspaceId, userId), eq(payments.status, 'pending'), gt(payments.createdAt, since)),
    );
  for (const payment of pending) {
    if (!payment.providerIntentId || payment.provider !== deps.payments.name) continue;
    try {
      await applyIntentStatus(deps, await deps.payments.getIntent(payment.providerIntentId));
    } catch (error) {
      logger.warn({ err: error }, `Could not refresh payment ${payment.id} from ${payment.provider}`);
    }
  }
}

async function reserve(
  deps: AppDeps,
  buyer: { workspaceId: string; userId: string },
  plan: PlanRow,
  idempotencyKey: string,
  now: Date,
): Promise<Reservation> {
  const planId = plan.id;
  const userId = buyer.workspaceId;
  const since = new Date(now.getTime() - PENDING_PAYMENT_WINDOW_MINUTES * 60 * 1000);
  return deps.database.db.transaction(async (tx) => {
    // One checkout decision at a time per brand: the guards below read, then insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${userId}`}))`);
    const [existing] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.workspaceId, userId), eq(payments.idempotencyKey, idempotencyKey)));
    if (existing) {
      if (existing.planId !== planId) {
        throw new AppError('CONFLICT', 'This idempotency key was already used for another plan', {
          idempotencyKey: ['Use a new key for a different plan'],
        });
      }
      return { kind: 'reserved', payment: existing, isNew: false };
    }
    const until = await lockedUntil(tx, userId, now);
    if (until) return { kind: 'locked', until };
    const [pending] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.workspaceId, userId), eq(payments.status, 'pending'), gt(payments.createdAt, since)),
      )
      .limit(1);
    if (pending) return { kind: 'in_progress' };

    // The price depends on the subscription (an upgrade pays the prorated difference).
    const terms = await checkoutTerms(tx, await findSubscription(tx, userId), plan, now);
    const { purpose, amountFils, periodStart, periodEnd } = terms;
    const [payment] = await tx
      .insert(payments)
      .values({
        workspaceId: userId,
        createdBy: buyer.userId,
        planId,
        purpose,
        provider: deps.payments.name,
        idempotencyKey,
        amountFils,
        currency: CURRENCY,
        status: 'pending',
        periodStart,
        periodEnd,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await logAttempt(tx, {
      workspaceId: userId,
      status: 'created',
      paymentId: payment!.id,
      planId,
      paymentMethod: deps.payments.name,
      amountFils,
      metadata: {
        purpose,
        period_start: periodStart.toISOString(),
        period_end: periodEnd.toISOString(),
        days_remaining: terms.daysRemaining,
      },
      at: now,
    });
    return { kind: 'reserved', payment: payment!, isNew: true };
  });
}

const periodMessage = (planName: string, payment: PaymentRow) =>
  payment.periodStart && payment.periodEnd
    ? `Partnerly ${planName} plan, ${formatBillingDate(payment.periodStart)} to ${formatBillingDate(payment.periodEnd)}`
    : `Partnerly ${planName} plan, 30 days`;

/** Creates the provider intent for a reserved payment (same operation id on a retry: same intent). */
async function ensureIntent(deps: AppDeps, payment: PaymentRow, planName: string): Promise<PaymentRow> {
  if (payment.status !== 'pending' || (payment.redirectUrl && payment.providerIntentId)) return payment;
  const { db } = deps.database;
  try {
    const intent = await deps.payments.createIntent({
      amount: payment.amountFils,
      currencyCode: payment.currency,
      message: periodMessage(planName, payment),
      successUrl: returnUrl(deps, payment.id, payment.planId, 'success'),
      cancelUrl: returnUrl(deps, payment.id, payment.planId, 'cancelled'),
      failureUrl: returnUrl(deps, payment.id, payment.planId, 'failed'),
      operationId: payment.id,
    });
    if (!intent.redirectUrl) throw new Error('No payment URL received');
    const [updated] = await db
      .update(payments)
      .set({
        providerIntentId: intent.id,
        providerStatus: intent.status,
        redirectUrl: intent.redirectUrl,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    return updated!;
  } catch (error) {
    logger.error({ err: error }, `Checkout ${payment.id}: the payment provider failed`);
    await db
      .update(payments)
      .set({ status: 'failed', failureReason: 'provider_error', updatedAt: new Date() })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    await logAttempt(db, {
      workspaceId: payment.workspaceId,
      status: 'provider_error',
      paymentId: payment.id,
      planId: payment.planId,
      paymentMethod: payment.provider,
      amountFils: payment.amountFils,
      metadata: { message: (error as Error).message },
    });
    throw new AppError('INTERNAL', SUBSCRIPTION_MESSAGES.checkoutFailed);
  }
}

/**
 * Starts a checkout for a paid plan. Guards, in order: the idempotency key (a retry returns
 * the same payment), the 30-minute lockout after repeated failures, and one pending payment
 * per hour. Every attempt, blocked ones included, lands in payment_attempt_logs.
 */
export async function createCheckout(
  deps: AppDeps,
  buyer: { workspaceId: string; userId: string },
  input: CreateCheckoutInput,
): Promise<CheckoutResult> {
  const userId = buyer.workspaceId;
  const now = new Date();
  const { db } = deps.database;
  const plan = await getPlanOrThrow(db, input.planId);
  if (plan.priceAed === null || plan.priceAed <= 0)
    throw new AppError('BAD_REQUEST', SUBSCRIPTION_MESSAGES.planNotFound);
  // The full price, for the log of a blocked attempt; the charged amount is decided in reserve().
  const amountFils = aedToFils(plan.priceAed);
  const idempotencyKey = input.idempotencyKey ?? randomUUID();
  const blocked = {
    workspaceId: userId,
    planId: plan.id,
    paymentMethod: deps.payments.name,
    amountFils,
    metadata: { idempotencyKey },
  };

  await refreshRecentPending(
    deps,
    userId,
    new Date(now.getTime() - PENDING_PAYMENT_WINDOW_MINUTES * 60 * 1000),
  );
  const reservation = await reserve(deps, buyer, plan, idempotencyKey, now);
  if (reservation.kind === 'locked') {
    await logAttempt(db, { ...blocked, status: 'blocked_too_many_attempts', at: now });
    throw new AppError('TOO_MANY_ATTEMPTS', SUBSCRIPTION_MESSAGES.tooManyAttempts);
  }
  if (reservation.kind === 'in_progress') {
    await logAttempt(db, { ...blocked, status: 'blocked_in_progress', at: now });
    throw new AppError('PAYMENT_IN_PROGRESS', SUBSCRIPTION_MESSAGES.paymentInProgress);
  }
  if (!reservation.isNew) {
    await logAttempt(db, { ...blocked, paymentId: reservation.payment.id, status: 'replayed', at: now });
  }
  const payment = await ensureIntent(deps, reservation.payment, plan.name);
  return { payment: toPaymentView(payment), isNew: reservation.isNew };
}
