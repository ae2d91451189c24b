import { describe, expect, it } from 'vitest';
import {
  aedToFils,
  createCheckoutInput,
  downgradeOptions,
  checkoutQuoteInput,
  formatAed,
  formatBillingDate,
  formatFils,
  formatPlanPrice,
  planChangeScheduledMessage,
  isAtLimit,
  isNearLimit,
  PLANS_BY_ID,
  upgradeOptions,
  usagePercent,
} from './subscriptions';

describe('plan table', () => {
  it('holds the spec prices and limits', () => {
    expect(PLANS_BY_ID.basic).toMatchObject({
      priceAed: 320,
      priceId: 'basic_320_aed',
      limits: {
        campaignPostsPerMonth: 4,
        creatorsPerCampaign: 2,
        qrCodesPerMonth: 2,
        redemptionsPerCode: 25,
      },
    });
    expect(PLANS_BY_ID.premium).toMatchObject({
      priceAed: 530,
      isRecommended: true,
      limits: {
        campaignPostsPerMonth: 9,
        creatorsPerCampaign: 2,
        qrCodesPerMonth: 10,
        redemptionsPerCode: 100,
        teamMembers: 5,
      },
    });
    expect(PLANS_BY_ID.enterprise).toMatchObject({
      priceAed: null,
      limits: {
        campaignPostsPerMonth: 50,
        creatorsPerCampaign: 999,
        qrCodesPerMonth: 30,
        redemptionsPerCode: 300,
      },
    });
    expect(PLANS_BY_ID.free.limits.campaignPostsPerMonth).toBe(0);
  });
});

describe('AED formatting', () => {
  it('shows no decimals', () => {
    expect(formatAed(320)).toBe('AED 320');
    expect(formatAed(530.4)).toBe('AED 530');
    expect(formatAed(1250)).toBe('AED 1,250');
    expect(formatPlanPrice({ priceAed: null })).toBe('Custom');
    expect(formatPlanPrice({ priceAed: 0 })).toBe('Free');
    expect(aedToFils(320)).toBe(32000);
  });
});

describe('usage rules', () => {
  it('usage percent is current divided by limit, 0 without a limit', () => {
    expect(usagePercent(3, 4)).toBe(75);
    expect(usagePercent(8, 9)).toBe(89);
    expect(usagePercent(5, 0)).toBe(0);
  });

  it('near-limit flags at 80 % (panel) and 90 % (dashboard)', () => {
    expect(isNearLimit(7, 9, 80)).toBe(false);
    expect(isNearLimit(8, 10, 80)).toBe(true);
    expect(isNearLimit(8, 9, 90)).toBe(false);
    expect(isNearLimit(9, 10, 90)).toBe(true);
    expect(isNearLimit(0, 0, 80)).toBe(false);
  });

  it('blocks at or above the limit', () => {
    expect(isAtLimit(3, 4)).toBe(false);
    expect(isAtLimit(4, 4)).toBe(true);
    expect(isAtLimit(0, 0)).toBe(true);
  });

  it('upgrades are later plans, downgrades earlier paid plans except enterprise', () => {
    expect(upgradeOptions('free')).toEqual(['basic', 'premium', 'enterprise']);
    expect(upgradeOptions('basic')).toEqual(['premium', 'enterprise']);
    expect(downgradeOptions('premium')).toEqual(['basic']);
    expect(downgradeOptions('enterprise')).toEqual(['basic', 'premium']);
    expect(downgradeOptions('basic')).toEqual([]);
  });
});

describe('checkout input', () => {
  it('accepts basic and premium with an optional idempotency key', () => {
    expect(createCheckoutInput.safeParse({ planId: 'premium', idempotencyKey: 'abc-1234_x' }).success).toBe(
      true,
    );
    expect(createCheckoutInput.safeParse({ planId: 'enterprise' }).success).toBe(false);
    expect(createCheckoutInput.safeParse({ planId: 'basic', idempotencyKey: 'has space!' }).success).toBe(
      false,
    );
  });
});

describe('fair billing texts (decision 0038)', () => {
  it('formats fils with decimals only when there are some', () => {
    expect(formatFils(10_500)).toBe('AED 105');
    expect(formatFils(10_550)).toBe('AED 105.50');
    expect(formatFils(123_456_7)).toBe('AED 12,345.67');
  });

  it('dates billing days in the UAE time zone', () => {
    // 21:00 UTC is already the next day in Dubai (UTC+4).
    expect(formatBillingDate('2026-12-25T21:00:00.000Z')).toBe('26 Dec 2026');
    expect(planChangeScheduledMessage('Basic', '2026-12-25T21:00:00.000Z')).toBe(
      'Your plan changes to Basic on 26 Dec 2026.',
    );
  });

  it('quotes payable plans only', () => {
    expect(checkoutQuoteInput.safeParse({ planId: 'premium' }).success).toBe(true);
    for (const planId of ['free', 'enterprise', 'gold', undefined]) {
      expect(checkoutQuoteInput.safeParse({ planId }).success, String(planId)).toBe(false);
    }
  });
});
