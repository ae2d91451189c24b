import type { PlatformDay } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { sumOf } from './analytics-series';

const day = (date: string, creators: number, revenueFils: number): PlatformDay => ({
  date,
  totalUsers: 0,
  signUps: { creator: creators, brand: 0, agent: 0, admin: 0 },
  campaigns: 0,
  applications: 0,
  approvals: 0,
  redemptions: 0,
  revenueFils,
});

describe('sumOf', () => {
  it('adds the series over the days', () => {
    const days = [day('2026-11-01', 2, 29_900), day('2026-11-02', 3, 50)];
    expect(
      sumOf(days, { key: 'c', label: 'adminAnalytics.creators', value: (one) => one.signUps.creator }),
    ).toBe(5);
    expect(
      sumOf(days, { key: 'r', label: 'adminAnalytics.revenue', value: (one) => one.revenueFils / 100 }),
    ).toBe(299.5);
    expect(
      sumOf([], { key: 'c', label: 'adminAnalytics.creators', value: (one) => one.signUps.creator }),
    ).toBe(0);
  });
});
