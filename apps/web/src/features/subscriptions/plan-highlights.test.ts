import { formatPlanPrice, PLANS, type Plan } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { planHighlights } from './plan-highlights';

// Issue 13 item 7: the plan cards claim only what works today.

const planOf = (id: Plan['id']): Plan => {
  const plan = PLANS.find((item) => item.id === id)!;
  return {
    ...plan,
    priceLabel: formatPlanPrice(plan),
    isTaxIncluded: true,
    features: [...plan.features],
  };
};

// Results analytics came with issue 16 and affiliate analytics with issue 17; the original's
// trend graphs and logs did not.
const UNBUILT = [/trend graphs/i, /exportable logs/i, /integrations/i, /\bSLA\b/];

describe('plan highlights', () => {
  it('lists what the plan gives today, and QR codes as coming later', () => {
    expect(planHighlights(planOf('basic'))).toEqual([
      'Up to 4 campaign posts per month',
      '2 creators per campaign',
      '1 team member',
      'Brand dashboard with campaign stats',
      'Results analytics and payout history',
      'Affiliate codes with tracked views, copies, clicks and orders',
      'Standard support',
      'Coming later: 2 QR codes per month, 25 redemptions per code',
    ]);
    expect(planHighlights(planOf('enterprise')).at(-1)).toBe(
      'Coming later: from 30 QR codes per month, 300 redemptions per code',
    );
  });

  it('names no feature that is not built', () => {
    for (const plan of PLANS) {
      const lines = [...planHighlights(planOf(plan.id)), plan.description];
      for (const unbuilt of UNBUILT) {
        expect(
          lines.filter((line) => unbuilt.test(line)),
          `${plan.id} ${unbuilt}`,
        ).toEqual([]);
      }
      // QR codes appear only as a limit for later.
      expect(
        lines.filter((line) => /QR/.test(line) && !line.startsWith('Coming later')),
        plan.id,
      ).toEqual([]);
    }
  });
});
