import { describe, expect, it } from 'vitest';
import { affiliateEngagementPercent, clickThroughRate, conversionEstimate } from './affiliate';

describe('clickThroughRate', () => {
  it('is clicks / copies × 100, rounded, and 0 without copies', () => {
    expect(clickThroughRate({ clicks: 1, copies: 3 })).toBe(33);
    expect(clickThroughRate({ clicks: 2, copies: 3 })).toBe(67);
    expect(clickThroughRate({ clicks: 5, copies: 0 })).toBe(0);
  });
});

describe('affiliateEngagementPercent', () => {
  it('is (clicks + copies) / views × 100 to one decimal, and 0 without views', () => {
    expect(affiliateEngagementPercent({ views: 30, copies: 2, clicks: 1 })).toBe(10);
    expect(affiliateEngagementPercent({ views: 7, copies: 1, clicks: 0 })).toBe(14.3);
    expect(affiliateEngagementPercent({ views: 0, copies: 4, clicks: 2 })).toBe(0);
  });
});

describe('conversionEstimate', () => {
  it('gives 10 % and strong at a click-to-copy ratio of 0.6 or more, 8 % and moderate without views', () => {
    expect(conversionEstimate({ views: 100, copies: 10, clicks: 6 })).toEqual({
      conversionRate: 10,
      performance: 'strong',
      estimatedOrders: 1,
      estimatedRevenue: 40,
    });
    expect(conversionEstimate({ views: 0, copies: 50, clicks: 50 })).toEqual({
      conversionRate: 8,
      performance: 'moderate',
      estimatedOrders: 4,
      estimatedRevenue: 160,
    });
  });

  it('gives 6 % and moderate from 0.3, 3 % and weak without views', () => {
    expect(conversionEstimate({ views: 10, copies: 100, clicks: 50 })).toMatchObject({
      conversionRate: 6,
      performance: 'moderate',
      estimatedOrders: 3,
    });
    expect(conversionEstimate({ views: 0, copies: 10, clicks: 3 })).toMatchObject({
      conversionRate: 3,
      performance: 'weak',
    });
  });

  it('gives 3 % below 0.3 (1 % without views), weak, and nothing without copies', () => {
    expect(conversionEstimate({ views: 9, copies: 100, clicks: 29 })).toMatchObject({
      conversionRate: 3,
      performance: 'weak',
      estimatedOrders: 1,
    });
    expect(conversionEstimate({ views: 0, copies: 0, clicks: 0 })).toEqual({
      conversionRate: 1,
      performance: 'weak',
      estimatedOrders: 0,
      estimatedRevenue: 0,
    });
  });
});
