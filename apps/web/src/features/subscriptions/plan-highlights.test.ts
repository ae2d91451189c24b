import { formatPlanPrice, PLANS, type Plan } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { planHighlights as highlightsIn } from './plan-highlights';

// In English, as the plan cards show them.
const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: MessageValues) => intl.formatMessage({ id: key }, values);
const planHighlights = (plan: Plan) => highlightsIn(t, plan);

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

// Results analytics came with issue 16, affiliate analytics with issue 17, QR discount codes
// with issue 18 and event check-ins with issue 20 (any plan that publishes campaigns has them,
// so a plan may name them); the original's trend graphs and logs did not.
const UNBUILT = [/trend graphs/i, /exportable logs/i, /integrations/i, /\bSLA\b/, /coming later/i];

describe('plan highlights', () => {
  it('lists what the plan gives today, QR discount codes included (issue 18)', () => {
    expect(planHighlights(planOf('basic'))).toEqual([
      'Up to 4 campaign posts per month',
      '2 creators per campaign',
      '1 team member',
      '2 QR discount codes a month, up to 25 redemptions each',
      'Brand dashboard with campaign stats',
      'Results analytics and payout history',
      'Affiliate codes with tracked views, copies, clicks and orders',
      'Standard support',
    ]);
    expect(planHighlights(planOf('premium'))).toContain(
      '10 QR discount codes a month, up to 100 redemptions each',
    );
    expect(planHighlights(planOf('enterprise'))).toContain(
      'From 30 QR discount codes a month, up to 300 redemptions each',
    );
    expect(planHighlights(planOf('free')).filter((line) => /QR/.test(line))).toEqual([]);
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
      // QR codes are claimed only as what exists: the discount codes and the event passes.
      expect(
        lines.filter((line) => /QR/.test(line) && !/QR discount codes? a month|QR (event )?pass/.test(line)),
        plan.id,
      ).toEqual([]);
    }
  });
});
