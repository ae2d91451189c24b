import { BILLING_PERIOD_DAYS, SUBSCRIPTION_EVENTS } from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { AppDeps } from '../../../context';
import { brandSubscriptions, payments, workspaceMembers } from '../../../db/schema';
import type { ProviderIntent } from '../../../integrations/payments/payment-provider';
import { listWorkspaceOwners } from '../../workspaces/membership';
import { recordActivity } from '../../workspaces/record-activity';
import { publishToWorkspace } from '../../workspaces/workspace-events';
import { planNameOf } from '../plans/plans.service';
import { addDays, describeAccess, findSubscription, type SubscriptionRow } from '../subscription-state';
import { logAttempt } from './attempt-log';
import { issueCreditNote, issueTaxInvoice, type TaxDocumentRow } from '../invoices/issue-tax-documents';
import { announceActivation, reportRefundDue } from './payment-announcements';
import { toPaymentView, type PaymentRow } from './payment-view';

export type IntentOutcome =
  | { kind: 'unknown_intent' }
  | { kind: 'unchanged'; payment: PaymentRow }
  | { kind: 'activated'; payment: PaymentRow; subscription: SubscriptionRow; invoice: TaxDocumentRow }
  /**
   * Paid after the brand deleted its account: no plan starts; the team is told to refund it.
   * The money was received, so it is invoiced, and credited in full at once (decision: tax invoices).
   */
  | { kind: 'refund_due'; payment: PaymentRow; invoice: TaxDocumentRow; creditNote: TaxDocumentRow }
  | { kind: 'failed' | 'cancelled' | 'rejected'; payment: PaymentRow };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function lockPayment(tx: Tx, provider: PaymentRow['provider'], intent: ProviderIntent) {
  const [byIntent] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerIntentId, intent.id)))
    .for('update');
  if (byIntent || !intent.operationId || !UUID.test(intent.operationId)) return byIntent;
  // The intent id is stored after creation returns; the operation id (our payment id) is known before.
  const [byOperation] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.id, intent.operationId)))
    .for('update');
  return byOperation && (!byOperation.providerIntentId || byOperation.providerIntentId === intent.id)
    ? byOperation
    : undefined;
}

/**
 * Applies a completed payment to the brand's subscription (decision 0038) and returns the
 * row with the period the payment paid for:
 * - an upgrade while the brand has access: the new plan now, same period end, same usage
 *   cycle (the counters of the period stay); any scheduled downgrade is dropped;
 * - the current plan (renewal, resubscribing before the end): 30 more days, a scheduled
 *   downgrade dropped (the brand paid to stay);
 * - the plan of a scheduled downgrade: 30 more days on it, which starts at the old period end;
 * - otherwise a new period and a new usage cycle from now (30 days, or the length an upgrade
 *   paid for when the period it upgraded has ended meanwhile).
 */
async function activateSubscription(tx: Tx, payment: PaymentRow, now: Date) {
  // Ziina has no customer object: the payer is identified by the first owner's e-mail.
  const [payer] = await listWorkspaceOwners(tx, payment.workspaceId);
  // Serialises the first activation of a brand too, when there is no row to lock yet.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`subscription:${payment.workspaceId}`}))`);
  const current = await findSubscription(tx, payment.workspaceId, { shouldLock: true });
  const access = describeAccess(current, now);
  const common = {
    status: 'active' as const,
    subscriptionEndDate: null,
    cancellationDate: null,
    paymentMethod: payment.provider,
    customerId: payer?.email ?? null,
    lastPaymentId: payment.id,
    updatedAt: now,
  };
  const noSchedule = { scheduledPlanId: null, scheduledChangeAt: null };
  const update = async (changes: Partial<SubscriptionRow>, periodStart: Date, periodEnd: Date) => {
    const [row] = await tx
      .update(brandSubscriptions)
      .set({ ...common, ...changes })
      .where(eq(brandSubscriptions.id, current!.id))
      .returning();
    return { row: row!, periodStart, periodEnd };
  };
  if (current && access.hasAccess) {
    if (payment.purpose === 'upgrade') {
      return update(
        { ...noSchedule, planId: payment.planId, customQrCodeLimit: null, customRedemptionLimit: null },
        now,
        current.nextRenewalDate,
      );
    }
    const isCurrentPlan = access.effectivePlanId === payment.planId;
    if (isCurrentPlan || current.scheduledPlanId === payment.planId) {
      const periodEnd = addDays(current.nextRenewalDate, BILLING_PERIOD_DAYS);
      return update(
        { ...(isCurrentPlan ? { ...noSchedule, planId: payment.planId } : {}), nextRenewalDate: periodEnd },
        current.nextRenewalDate,
        periodEnd,
      );
    }
  }
  const paidLength =
    payment.purpose === 'upgrade' && payment.periodStart && payment.periodEnd
      ? payment.periodEnd.getTime() - payment.periodStart.getTime()
      : BILLING_PERIOD_DAYS * 24 * 60 * 60 * 1000;
  const periodEnd = new Date(now.getTime() + paidLength);
  const period = {
    ...noSchedule,
    planId: payment.planId,
    billingCycleStart: now,
    nextRenewalDate: periodEnd,
    customQrCodeLimit: null,
    customRedemptionLimit: null,
    renewalReminderFor: null,
  };
  if (current) return update(period, now, periodEnd);
  const [row] = await tx
    .insert(brandSubscriptions)
    .values({ ...common, ...period, workspaceId: payment.workspaceId, createdAt: now })
    .returning();
  return { row: row!, periodStart: now, periodEnd };
}

/** A checkout can complete after its brand deleted the account (decision 0023). */
/** A workspace whose last owner deleted their account has nobody left (decision 0041). */
async function isAccountDeleted(tx: Tx, workspaceId: string): Promise<boolean> {
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .limit(1);
  return !member;
}

async function finish(tx: Tx, payment: PaymentRow, changes: Partial<PaymentRow>) {
  const [row] = await tx
    .update(payments)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(payments.id, payment.id))
    .returning();
  return row!;
}

async function applyInTransaction(
  tx: Tx,
  env: AppDeps['env'],
  provider: PaymentRow['provider'],
  intent: ProviderIntent,
  now: Date,
): Promise<IntentOutcome> {
  const payment = await lockPayment(tx, provider, intent);
  if (!payment) return { kind: 'unknown_intent' };
  if (payment.status !== 'pending') return { kind: 'unchanged', payment };
  const log = {
    workspaceId: payment.workspaceId,
    paymentId: payment.id,
    planId: payment.planId,
    paymentMethod: provider,
  };

  if (intent.status === 'completed') {
    // The provider's word on the amount and currency, checked against what this checkout charges.
    if (intent.amount !== payment.amountFils || intent.currencyCode !== payment.currency) {
      const rejected = await finish(tx, payment, {
        status: 'failed',
        providerStatus: intent.status,
        failureReason: 'amount_mismatch',
      });
      await logAttempt(tx, {
        ...log,
        status: 'amount_mismatch',
        amountFils: intent.amount,
        metadata: { expectedAmount: payment.amountFils, currency: intent.currencyCode, intentId: intent.id },
        at: now,
      });
      return { kind: 'rejected', payment: rejected };
    }
    const paid = { status: 'completed' as const, providerStatus: intent.status, providerIntentId: intent.id };
    if (await isAccountDeleted(tx, payment.workspaceId)) {
      const orphaned = await finish(tx, payment, {
        ...paid,
        completedAt: now,
        failureReason: 'account_deleted',
      });
      await logAttempt(tx, {
        ...log,
        status: 'refund_due',
        amountFils: intent.amount,
        metadata: { intentId: intent.id, reason: 'account_deleted' },
        at: now,
      });
      const invoice = await issueTaxInvoice(tx, env, orphaned, now);
      const creditNote = await issueCreditNote(
        tx,
        invoice,
        'Paid after the brand account was deleted: no subscription was supplied and the payment is refunded in full.',
        now,
      );
      return { kind: 'refund_due', payment: orphaned, invoice, creditNote };
    }
    const applied = await activateSubscription(tx, payment, now);
    const subscription = applied.row;
    // The receipt states the period actually paid for.
    const completed = await finish(tx, payment, {
      ...paid,
      completedAt: now,
      periodStart: applied.periodStart,
      periodEnd: applied.periodEnd,
    });
    await logAttempt(tx, {
      ...log,
      status: 'completed',
      amountFils: intent.amount,
      metadata: { intentId: intent.id },
      at: now,
    });
    // The person who started the checkout paid (none when their account is gone).
    if (payment.createdBy) {
      await recordActivity(tx, {
        workspaceId: payment.workspaceId,
        actorId: payment.createdBy,
        action: 'payment_completed',
        subject: await planNameOf(tx, payment.planId),
        details: { paymentId: payment.id, amountFils: intent.amount, currency: intent.currencyCode },
      });
    }
    // The tax invoice is issued with the payment, in this transaction: numbered without gaps.
    const invoice = await issueTaxInvoice(tx, env, completed, now);
    return { kind: 'activated', payment: completed, subscription, invoice };
  }
  if (intent.status === 'failed' || intent.status === 'canceled') {
    const status = intent.status === 'failed' ? 'failed' : 'cancelled';
    const ended = await finish(tx, payment, { status, providerStatus: intent.status, failureReason: status });
    await logAttempt(tx, {
      ...log,
      status,
      amountFils: payment.amountFils,
      metadata: { intentId: intent.id },
      at: now,
    });
    return { kind: status, payment: ended };
  }
  if (payment.providerStatus === intent.status) return { kind: 'unchanged', payment };
  return { kind: 'unchanged', payment: await finish(tx, payment, { providerStatus: intent.status }) };
}

/**
 * Applies a provider-reported intent status (signed webhook or a query to the provider) to
 * the payment it belongs to. The payment row is locked, so the same completed report
 * delivered many times, also concurrently, activates once; the e-mail, notification and
 * events go out only from the call that made the change.
 */
export async function applyIntentStatus(
  deps: AppDeps,
  intent: ProviderIntent,
  now = new Date(),
): Promise<IntentOutcome> {
  const provider = deps.payments.name;
  const outcome = await deps.database.db.transaction((tx) =>
    applyInTransaction(tx, deps.env, provider, intent, now),
  );
  if (outcome.kind === 'activated') {
    await announceActivation(deps, outcome.payment, outcome.subscription, outcome.invoice);
  }
  if (outcome.kind === 'refund_due') await reportRefundDue(deps, outcome.payment, outcome.creditNote);
  if (outcome.kind !== 'unknown_intent' && outcome.kind !== 'unchanged') {
    await publishToWorkspace(
      deps,
      outcome.payment.workspaceId,
      SUBSCRIPTION_EVENTS.paymentUpdated,
      toPaymentView(outcome.payment),
    );
  }
  return outcome;
}
