import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import { formatCount, scoreLabel, trendSummary } from './performance-format';

const point = (engagementScore: number) => ({
  campaignTitle: 'Iftar Stories',
  completedAt: '2030-04-01T10:00:00.000Z',
  engagementScore,
  views: 1000,
});

describe('performance format', () => {
  it('labels the score with its level, and nothing before the first result', () => {
    const base = { completedResults: 2, totalReach: 0, trend: [] };
    expect(scoreLabel(t, { ...base, engagementScore: 72, engagementLevel: 'strong' })).toBe(
      'Strong (72/100)',
    );
    expect(scoreLabel(t, { ...base, engagementScore: null, engagementLevel: null })).toBeNull();
  });

  it('says where the trend goes', () => {
    expect(trendSummary(t, [])).toBe('No completed results yet.');
    expect(trendSummary(t, [point(40)])).toBe('One completed result, scored 40/100.');
    expect(trendSummary(t, [point(40), point(55), point(61)])).toBe(
      'Engagement score over your last 3 results, from 40 to 61 (up 21 points).',
    );
    expect(trendSummary(t, [point(60), point(50)])).toContain('down 10 points');
    expect(trendSummary(t, [point(50), point(50)])).toContain('unchanged');
  });

  it('writes counts with separators', () => {
    expect(formatCount(12500)).toBe('12,500');
  });
});
