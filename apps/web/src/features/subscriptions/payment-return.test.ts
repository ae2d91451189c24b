import type { PaymentCheck, PaymentStatus } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  PENDING_RECHECKS,
  RECHECK_DELAY_MS,
  paymentSuccessState,
  resolveReturn,
  type ReturnChecks,
} from './payment-return';

/** Our status and the provider's: a pending payment the provider is processing by default. */
const checkWith = (
  status: PaymentStatus,
  providerStatus = status === 'pending' ? 'pending' : status,
): PaymentCheck => ({
  payment: {
    id: 'pay_1',
    planId: 'premium',
    purpose: 'subscribe',
    status,
    providerStatus,
    provider: 'ziina',
    amount: 530,
    currency: 'AED',
    url: null,
    failureReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    completedAt: null,
    periodStart: '2026-01-01T00:00:00.000Z',
    periodEnd: '2026-01-31T00:00:00.000Z',
  },
  isActivated: status === 'completed',
  hasActiveSubscription: status === 'completed',
  subscriptionPlanId: status === 'completed' ? 'premium' : 'free',
});

/** A provider that answers these statuses in turn (an Error is a failed call); records the waits. */
function provider(answers: (PaymentStatus | Error | PaymentCheck)[]) {
  const waits: number[] = [];
  let calls = 0;
  const checks: ReturnChecks = {
    verify: async () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!;
      calls += 1;
      if (answer instanceof Error) throw answer;
      return typeof answer === 'string' ? checkWith(answer) : answer;
    },
    wait: async (ms) => {
      waits.push(ms);
    },
  };
  return { checks, waits, calls: () => calls };
}

describe('resolveReturn (/payment-callback)', () => {
  it('a late confirmation is checked again and then counts as a success', async () => {
    const late = provider([checkWith('pending', 'requires_user_action'), 'pending', 'completed']);
    expect(await resolveReturn('pay_1', 'success', 'premium', late.checks)).toEqual({
      kind: 'success',
      planId: 'premium',
    });
    expect(late.calls()).toBe(3);
    expect(late.waits).toEqual([RECHECK_DELAY_MS, RECHECK_DELAY_MS]);
  });

  it('a payment still pending after the rechecks is received-pending, not a verification failure', async () => {
    const pending = provider(['pending']);
    expect(await resolveReturn('pay_1', 'success', 'premium', pending.checks)).toEqual({
      kind: 'pending',
      paymentId: 'pay_1',
      planId: 'premium',
    });
    expect(pending.calls()).toBe(PENDING_RECHECKS + 1);
  });

  it('a forged success for a payment nobody paid is a verification failure at once', async () => {
    const unpaid = provider([checkWith('pending', 'requires_payment_instrument')]);
    expect(await resolveReturn('pay_1', 'success', 'basic', unpaid.checks)).toEqual({
      kind: 'failure',
      reason: 'completion_failed',
      planId: 'premium',
    });
    expect(unpaid.calls()).toBe(1);
    expect(unpaid.waits).toEqual([]);
  });

  it('a lost answer is retried on a success return; never answering is a verification failure', async () => {
    const flaky = provider([new Error('network'), 'completed']);
    expect(await resolveReturn('pay_1', 'success', 'premium', flaky.checks)).toMatchObject({
      kind: 'success',
    });
    const down = provider([new Error('network')]);
    expect(await resolveReturn('pay_1', 'success', 'basic', down.checks)).toEqual({
      kind: 'failure',
      reason: 'completion_failed',
      planId: 'basic',
    });
    expect(down.calls()).toBe(PENDING_RECHECKS + 1);
  });

  it('a forged success whose payment the provider reports failed goes to its failure at once', async () => {
    const declined = provider(['failed']);
    expect(await resolveReturn('pay_1', 'success', 'premium', declined.checks)).toEqual({
      kind: 'failure',
      reason: 'failed',
      planId: 'premium',
    });
    expect(declined.calls()).toBe(1);
    const noPayment = provider(['completed']);
    expect(await resolveReturn(null, 'success', 'premium', noPayment.checks)).toMatchObject({
      kind: 'failure',
      reason: 'completion_failed',
    });
    expect(noPayment.calls()).toBe(0);
  });

  it('a cancelled or failed return is not waited for', async () => {
    const cancelled = provider(['pending']);
    expect(await resolveReturn('pay_1', 'cancelled', 'basic', cancelled.checks)).toEqual({
      kind: 'failure',
      reason: 'cancelled',
      planId: 'premium',
    });
    expect(cancelled.waits).toEqual([]);
    const failed = provider([new Error('network')]);
    expect(await resolveReturn('pay_1', 'failure', 'basic', failed.checks)).toEqual({
      kind: 'failure',
      reason: 'failed',
      planId: 'basic',
    });
    expect(failed.calls()).toBe(1);
  });
});

describe('paymentSuccessState (/payment-success)', () => {
  it('is processing until the payment is known, and error when it cannot be loaded', () => {
    expect(paymentSuccessState(undefined, false)).toBe('processing');
    expect(paymentSuccessState(undefined, true)).toBe('error');
  });

  it('is activated only for a completed payment with an active subscription', () => {
    expect(paymentSuccessState(checkWith('completed'), false)).toBe('activated');
    expect(paymentSuccessState({ ...checkWith('completed'), hasActiveSubscription: false }, false)).toBe(
      'received-pending',
    );
    expect(paymentSuccessState(checkWith('pending'), false)).toBe('received-pending');
  });

  it('is error for a cancelled or declined payment', () => {
    expect(paymentSuccessState(checkWith('cancelled'), false)).toBe('error');
    expect(paymentSuccessState(checkWith('failed'), false)).toBe('error');
  });
});
