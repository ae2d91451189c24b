import type { BrandPayoutList, CampaignResult, Payout } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { checkMarkPaid, localToday, paidDescription, payoutSummary, withPaidPayout } from './payouts-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const payout = (applicationId: string, status: Payout['status'], amount: number | null): Payout => ({
  applicationId,
  campaignId: 'c',
  campaignTitle: 'Iftar Reels',
  brandName: 'Palm Grove',
  creatorId: 'u',
  creatorName: 'Sara Ahmed',
  amount,
  status,
  paidOn: null,
  reference: null,
  finalResultsSubmittedAt: '2026-01-10T10:00:00.000Z',
});

describe('localToday', () => {
  it("gives the browser's calendar day, not UTC's", () => {
    // 23:30 local time on 31 Dec is still 31 Dec, whatever UTC says.
    expect(localToday(new Date(2026, 11, 31, 23, 30))).toBe('2026-12-31');
    expect(localToday(new Date(2026, 0, 5, 0, 15))).toBe('2026-01-05');
  });
});

describe('payoutSummary', () => {
  it('adds what is approved but not paid, and counts the results awaiting review', () => {
    const summary = payoutSummary([
      payout('a', 'approved', 0.1),
      payout('b', 'approved', 0.2),
      payout('c', 'paid', 500),
      payout('d', 'pending', null),
    ]);
    expect(summary).toEqual({ toPay: 0.3, toPayCount: 2, pendingCount: 1 });
  });
});

describe('checkMarkPaid', () => {
  const today = localToday();

  it('accepts today and an earlier day, with the reference trimmed or left out', () => {
    expect(checkMarkPaid(today, '  TRX-1 ')).toEqual({ values: { paidOn: today, reference: 'TRX-1' } });
    expect(checkMarkPaid('2025-01-15', '')).toEqual({ values: { paidOn: '2025-01-15', reference: null } });
  });

  it('refuses a missing, impossible or future day and a reference over 100 characters', () => {
    expect(checkMarkPaid('', '')).toEqual({ errors: { paidOn: 'Enter the date the payout was made' } });
    expect(checkMarkPaid('2026-02-30', '')).toEqual({
      errors: { paidOn: 'Enter the date the payout was made' },
    });
    expect(checkMarkPaid('2999-01-01', '')).toEqual({
      errors: { paidOn: 'The payment date cannot be in the future' },
    });
    const long = checkMarkPaid(today, 'x'.repeat(101));
    expect('errors' in long && long.errors.reference).toBeTruthy();
  });
});

describe('withPaidPayout', () => {
  it('puts the payment in place and adds it to the total spent', () => {
    const list: BrandPayoutList = {
      payouts: [payout('a', 'approved', 1500.5), payout('b', 'paid', 200)],
      totalSpent: 200,
    };
    const paid = {
      applicationId: 'a',
      payoutAmount: 1500.5,
      payoutStatus: 'paid',
      paidOn: '2026-01-15',
      payoutReference: 'TRX-1',
    } as CampaignResult;
    const next = withPaidPayout(list, paid);
    expect(next.totalSpent).toBe(1700.5);
    expect(next.payouts[0]).toMatchObject({ status: 'paid', paidOn: '2026-01-15', reference: 'TRX-1' });
    expect(next.payouts[1]).toEqual(list.payouts[1]);
    expect(list.payouts[0]!.status).toBe('approved');
  });
});

describe('paidDescription', () => {
  it('names the amount, the creator and the campaign', () => {
    expect(paidDescription(t, payout('a', 'paid', 1500))).toBe('AED 1,500 to Sara Ahmed for "Iftar Reels".');
  });
});
