import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import {
  dashboardNotice,
  isFromPaymentState,
  isNewAccount,
  paymentNotice,
  wasWelcomed,
  withWelcomed,
  type DashboardNoticeInput,
} from './dashboard-notices';

describe('paymentNotice (spec 01: dashboard router payment parameters)', () => {
  it('greets a successful payment in both parameter forms', () => {
    expect(paymentNotice(t, new URLSearchParams('payment=success&plan=basic'))).toMatchObject({
      isSuccess: true,
      toast: { title: 'Payment successful!' },
    });
    expect(paymentNotice(t, new URLSearchParams('payment_success=true'))?.isSuccess).toBe(true);
  });

  it('reports cancelled and failed payments as errors with the spec texts', () => {
    expect(paymentNotice(t, new URLSearchParams('payment=cancelled'))?.toast).toMatchObject({
      variant: 'destructive',
      description: 'Payment was cancelled. You can try upgrading again anytime.',
    });
    expect(paymentNotice(t, new URLSearchParams('payment=failed'))?.toast).toMatchObject({
      variant: 'destructive',
      description: 'Payment failed. Please try again or contact support if the issue persists.',
    });
  });

  it('ignores other parameters', () => {
    expect(paymentNotice(t, new URLSearchParams('payment_success=false&tab=x'))).toBeNull();
  });
});

describe('new-account welcome', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('treats accounts made in the last 10 minutes as new', () => {
    expect(isNewAccount('2026-03-01T11:55:00Z', now)).toBe(true);
    expect(isNewAccount('2026-03-01T11:49:59Z', now)).toBe(false);
    expect(isNewAccount(undefined, now)).toBe(false);
  });

  it('remembers welcomed users, keeping the list short and tolerating bad storage', () => {
    const stored = JSON.stringify(withWelcomed(null, 'a'));
    expect(wasWelcomed(stored, 'a')).toBe(true);
    expect(wasWelcomed(stored, 'b')).toBe(false);
    expect(wasWelcomed('not json', 'a')).toBe(false);
    let list: string[] = [];
    for (let index = 0; index < 30; index += 1) list = withWelcomed(JSON.stringify(list), `user-${index}`);
    expect(list).toHaveLength(20);
    expect(list.at(-1)).toBe('user-29');
  });
});

describe('dashboardNotice (one toast as the dashboard opens)', () => {
  const quiet: DashboardNoticeInput = {
    hasPaymentParams: false,
    isFromPayment: false,
    isNewAccount: false,
    wasWelcomed: false,
    isProfileComplete: true,
    wasReminded: false,
    isToastOnScreen: false,
  };

  it('shows nothing when there is nothing to say', () => {
    expect(dashboardNotice(quiet)).toBe('none');
  });

  it('greets a new account once', () => {
    expect(dashboardNotice({ ...quiet, isNewAccount: true })).toBe('welcome');
    expect(dashboardNotice({ ...quiet, isNewAccount: true, wasWelcomed: true })).toBe('none');
  });

  it('keeps "Payment Successful!" on screen for a brand just registered through the payment flow', () => {
    // /payment-callback toasted 'Payment Successful!' and navigated here with state fromPayment.
    const justRegistered = {
      ...quiet,
      isFromPayment: true,
      isNewAccount: true,
      isProfileComplete: false,
    };
    expect(dashboardNotice(justRegistered)).toBe('payment-arrival');
    expect(dashboardNotice({ ...quiet, isFromPayment: true })).toBe('payment-arrival');
  });

  it('keeps "Inquiry Sent" on screen for a brand that registered with an enterprise inquiry', () => {
    // /brand-registration toasted 'Inquiry Sent' and navigated here; the new-user welcome
    // must not replace it (one toast at a time), and the inquiry stands in for the welcome.
    const justInquired = {
      ...quiet,
      isNewAccount: true,
      isProfileComplete: false,
      isToastOnScreen: true,
    };
    expect(dashboardNotice(justInquired)).toBe('toast-arrival');
    expect(dashboardNotice({ ...quiet, isProfileComplete: false, isToastOnScreen: true })).toBe(
      'toast-arrival',
    );
    // Query parameters of a payment return still get their own toast.
    expect(dashboardNotice({ ...justInquired, hasPaymentParams: true })).toBe('payment');
  });

  it('puts payment query parameters before the welcome and the profile reminder', () => {
    expect(dashboardNotice({ ...quiet, hasPaymentParams: true, isNewAccount: true })).toBe('payment');
    expect(dashboardNotice({ ...quiet, hasPaymentParams: true, isProfileComplete: false })).toBe('payment');
  });

  it('reminds about an incomplete profile once per tab, after the welcome', () => {
    const incomplete = { ...quiet, isProfileComplete: false };
    expect(dashboardNotice(incomplete)).toBe('profile-reminder');
    expect(dashboardNotice({ ...incomplete, wasReminded: true })).toBe('none');
    expect(dashboardNotice({ ...incomplete, isNewAccount: true })).toBe('welcome');
  });

  it('reads fromPayment from the navigation state', () => {
    expect(isFromPaymentState({ fromPayment: true, planId: 'premium' })).toBe(true);
    expect(isFromPaymentState({ fromPayment: 'yes' })).toBe(false);
    expect(isFromPaymentState(null)).toBe(false);
    expect(isFromPaymentState(undefined)).toBe(false);
  });
});
