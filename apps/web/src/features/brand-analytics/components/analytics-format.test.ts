import type { AnalyticsWeek, CampaignPerformance } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatDate, formatShortDate } from '@/lib/format';
import {
  categoryLabel,
  creatorsShownText,
  formatRate,
  formatWeekTick,
  topSpenders,
  weeklySummary,
} from './analytics-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const campaign = (title: string, totalSpent: number): CampaignPerformance => ({
  campaignId: `id-${title}`,
  title,
  status: 'active',
  totalSpent,
  totalViews: 0,
  totalCreators: 0,
  activeCreators: 0,
  completedResults: 0,
  averageEngagementRate: null,
});

const week = (weekStart: string, views: number, results = 1): AnalyticsWeek => ({
  weekStart,
  views,
  averageEngagementRate: results > 0 ? 4 : null,
  results,
});

describe('analytics formatting', () => {
  it('shows a rate with two decimals, and a dash without results', () => {
    expect(formatRate(4.3)).toBe('4.30%');
    expect(formatRate(0)).toBe('0.00%');
    expect(formatRate(null)).toBe('—');
  });

  it('ticks a short axis by its Mondays and a long one by month', () => {
    expect(formatWeekTick('2026-01-05', 12)).toBe(formatShortDate('2026-01-05'));
    expect(formatWeekTick('2026-01-05', 60)).toBe(formatShortDate('2026-01-05', 'month'));
  });

  it('charts the campaigns that spent the most, leaving out those that spent nothing', () => {
    const campaigns = [campaign('A', 100), campaign('B', 0), campaign('C', 900), campaign('D', 500)];
    expect(topSpenders(campaigns, 2).map((row) => row.title)).toEqual(['C', 'D']);
    expect(topSpenders(campaigns).map((row) => row.title)).toEqual(['C', 'D', 'A']);
    // The list given keeps its order (the table shows it newest first).
    expect(campaigns.map((row) => row.title)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('says what the weekly chart shows', () => {
    const [jan5, jan19] = [formatDate('2026-01-05'), formatDate('2026-01-19')];
    expect(weeklySummary(t, [])).toBe('No completed results yet.');
    expect(weeklySummary(t, [week('2026-01-05', 1200)])).toBe(
      `1,200 views in the week of ${jan5}. Most views: 1,200 in the week of ${jan5}.`,
    );
    expect(
      weeklySummary(t, [week('2026-01-05', 1000), week('2026-01-12', 0, 0), week('2026-01-19', 30_000)]),
    ).toBe(
      `31,000 views over 3 weeks, from the week of ${jan5} to the week of ${jan19}. ` +
        `Most views: 30,000 in the week of ${jan19}.`,
    );
  });

  it('names categories by their label', () => {
    expect(categoryLabel(t, 'automotive')).toBe('Cars & Motors');
    expect(categoryLabel(t, 'unknown_one')).toBe('unknown_one');
  });

  it('says how many creators are shown', () => {
    expect(creatorsShownText(t, 50, 1234)).toBe('Showing the top 50 of 1,234 creators');
    expect(creatorsShownText(t, 2, 2)).toBe('2 creators');
    expect(creatorsShownText(t, 1, 1)).toBe('1 creator');
  });
});
