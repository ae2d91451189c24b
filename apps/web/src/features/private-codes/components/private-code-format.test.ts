import type { PrivateCodesOverview } from '@partnerly/contracts';
import { en } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  codeStatusBadge,
  expiryText,
  failureReasonLabel,
  liveCodeCount,
  monthlyLimitWarning,
  planFacts,
  usesLeftText,
  type Translate,
} from './private-code-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t: Translate = (key, values) => intl.formatMessage({ id: key }, values);

describe('a code as the brand sees it', () => {
  it('shows Expired over Active and Inactive, else the status', () => {
    expect(t(codeStatusBadge({ status: 'active', isExpired: false }).label)).toBe('Active');
    expect(t(codeStatusBadge({ status: 'inactive', isExpired: false }).label)).toBe('Inactive');
    expect(t(codeStatusBadge({ status: 'active', isExpired: true }).label)).toBe('Expired');
    expect(t(codeStatusBadge({ status: 'inactive', isExpired: true }).label)).toBe('Expired');
  });

  it('counts the uses left of the maximum', () => {
    expect(usesLeftText(t, { remainingUses: 7, maxUses: 10 })).toBe('7 of 10 uses left');
    expect(usesLeftText(t, { remainingUses: 0, maxUses: 1 })).toBe('0 of 1 use left');
  });

  it('says until when a code works, or that it has expired', () => {
    const now = new Date('2026-06-01T08:00:00Z');
    expect(expiryText(t, { expirationDate: null, expiresAt: null }, now)).toBe('No expiry date');
    expect(
      expiryText(t, { expirationDate: '2026-06-01', expiresAt: '2026-06-01T19:59:59.999Z' }, now),
    ).toMatch(/^Valid through .*2026/);
    expect(
      expiryText(t, { expirationDate: '2026-05-31', expiresAt: '2026-05-31T19:59:59.999Z' }, now),
    ).toMatch(/^Expired on .*2026/);
  });

  it('counts the codes that can be redeemed now', () => {
    expect(
      liveCodeCount([
        { status: 'active', isExpired: false },
        { status: 'active', isExpired: true },
        { status: 'inactive', isExpired: false },
      ]),
    ).toBe(1);
  });
});

describe('recent redemptions', () => {
  it('says why an attempt failed', () => {
    expect(failureReasonLabel(t, 'already_redeemed')).toBe('Already redeemed on that device');
    expect(failureReasonLabel(t, 'exhausted')).toBe('No uses left');
    expect(failureReasonLabel(t, 'expired')).toBe('Code expired');
    expect(failureReasonLabel(t, 'inactive')).toBe('Code inactive');
    expect(failureReasonLabel(t, null)).toBe('Not redeemed');
  });
});

type Plan = PrivateCodesOverview['plan'];
type Stats = PrivateCodesOverview['stats'];

const premium: Plan = {
  planId: 'premium',
  planName: 'Premium',
  hasActiveSubscription: true,
  canCreate: true,
  createBlockedReason: null,
  maxRedemptionsPerCode: 100,
  monthlyResetsAt: '2026-12-26T08:00:00.000Z',
  isEnterprise: false,
};
const stats = (monthlyUsed: number, monthlyLimit: number): Stats => ({
  totalCodes: monthlyUsed,
  totalRedemptions: 0,
  successRate: 0,
  monthlyUsed,
  monthlyLimit,
});

describe('the plan facts', () => {
  it('name the plan, the month’s codes with when the count starts again, and redemptions per code', () => {
    expect(planFacts(t, premium, stats(3, 10))).toEqual([
      { label: 'Plan', value: 'Premium' },
      { label: 'QR codes this month', value: '3 of 10 created, starts again on 26 Dec 2026' },
      { label: 'Redemptions per code', value: 'Up to 100 redemptions' },
    ]);
  });

  it('say when no plan is active', () => {
    const free: Plan = {
      ...premium,
      planId: 'free',
      planName: 'Free',
      hasActiveSubscription: false,
      canCreate: false,
      createBlockedReason: 'Upgrade your plan to create QR codes',
      maxRedemptionsPerCode: 0,
      monthlyResetsAt: null,
    };
    expect(planFacts(t, free, stats(0, 0))).toEqual([
      { label: 'Plan', value: 'Free (no active plan)' },
      { label: 'QR codes this month', value: 'None included' },
    ]);
  });

  it('warn at 90 % of the month’s codes, not before and not at the limit itself', () => {
    expect(monthlyLimitWarning(t, stats(8, 10))).toBeNull();
    expect(monthlyLimitWarning(t, stats(9, 10))).toBe(
      'You have used 9 of 10 QR codes this month: 1 code is left. Upgrade your plan for more.',
    );
    expect(monthlyLimitWarning(t, stats(27, 30))).toContain('3 codes are left');
    expect(monthlyLimitWarning(t, stats(10, 10))).toBeNull();
    expect(monthlyLimitWarning(t, stats(0, 0))).toBeNull();
  });
});
