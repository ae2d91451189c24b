import type { PaymentCheck, PaymentFailureReason, PlanId } from '@partnerly/contracts';

/** How often a success return whose payment the provider still has pending is checked again. */
export const PENDING_RECHECKS = 3;
export const RECHECK_DELAY_MS = 2000;

/**
 * Provider statuses of a payment the brand has submitted and the provider is still working
 * on. Before that (requires_payment_instrument) nothing was paid: a success return then is
 * not a late confirmation but one the server cannot confirm.
 */
const IN_PROGRESS = new Set(['pending', 'requires_user_action']);

export type CallbackOutcome =
  | { kind: 'success'; planId: PlanId }
  /** The provider has not confirmed yet: /payment-success shows 'Payment Received' and waits. */
  | { kind: 'pending'; paymentId: string; planId: PlanId }
  | { kind: 'failure'; reason: PaymentFailureReason; planId: string | null };

export interface ReturnChecks {
  verify: (paymentId: string) => Promise<PaymentCheck>;
  wait: (ms: number) => Promise<void>;
}

export const waitFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * What a return from the payment provider means, decided by the server: it asks the provider
 * and only a payment it reports completed is a success. The `status` parameter only says which
 * way the brand left the checkout page. A 'success' whose payment the provider is still
 * processing (it confirms moments later) is checked again a few times, then left pending; a
 * 'success' the server cannot confirm (nothing paid, or no answer) is a verification failure.
 */
export async function resolveReturn(
  paymentId: string | null,
  status: string | null,
  planId: string | null,
  checks: ReturnChecks,
): Promise<CallbackOutcome> {
  const isSuccessReturn = status === 'success';
  const left: PaymentFailureReason = isSuccessReturn
    ? 'completion_failed'
    : status === 'cancelled'
      ? 'cancelled'
      : 'failed';
  if (!paymentId) return { kind: 'failure', reason: left, planId };

  let lastPending: PaymentCheck | null = null;
  for (let attempt = 0; attempt <= PENDING_RECHECKS; attempt += 1) {
    if (attempt > 0) await checks.wait(RECHECK_DELAY_MS);
    let check: PaymentCheck;
    try {
      check = await checks.verify(paymentId);
    } catch {
      // A lost answer on a success return is worth another try; otherwise it is final.
      if (isSuccessReturn) continue;
      return { kind: 'failure', reason: left, planId };
    }
    const { payment } = check;
    if (payment.status === 'completed') return { kind: 'success', planId: payment.planId };
    if (payment.status === 'cancelled' || payment.status === 'failed') {
      return { kind: 'failure', reason: payment.status, planId: payment.planId };
    }
    if (!isSuccessReturn || !IN_PROGRESS.has(payment.providerStatus ?? '')) {
      return { kind: 'failure', reason: left, planId: payment.planId };
    }
    lastPending = check;
  }
  if (lastPending) return { kind: 'pending', paymentId, planId: lastPending.payment.planId };
  return { kind: 'failure', reason: left, planId };
}

export type PaymentSuccessState = 'processing' | 'error' | 'activated' | 'received-pending';

/** /payment-success's state (spec 01 section 4) from the verified payment. */
export function paymentSuccessState(check: PaymentCheck | undefined, isError: boolean): PaymentSuccessState {
  if (isError) return 'error';
  if (!check) return 'processing';
  const { status } = check.payment;
  if (status === 'cancelled' || status === 'failed') return 'error';
  return status === 'completed' && check.hasActiveSubscription ? 'activated' : 'received-pending';
}
