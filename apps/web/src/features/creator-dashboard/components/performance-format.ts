import type { CreatorDashboard, EngagementLevel } from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import { formatShortDate } from '@/lib/format';
import type { Translate } from '@/lib/i18n/campaign-keys';

type Performance = CreatorDashboard['performance'];
type TrendPoint = Performance['trend'][number];

const COUNT = new Intl.NumberFormat('en-US');

/** Views and results as whole numbers with separators: 12,500. */
export const formatCount = (value: number) => COUNT.format(value);

const LEVEL_KEYS: Record<EngagementLevel, MessageKey> = {
  strong: 'campaignWork.engagementLevel.strong',
  medium: 'campaignWork.engagementLevel.medium',
  low: 'campaignWork.engagementLevel.low',
};

/** 'Strong (72/100)'; null before the first completed result. */
export function scoreLabel(t: Translate, performance: Performance): string | null {
  if (performance.engagementScore === null || performance.engagementLevel === null) return null;
  return `${t(LEVEL_KEYS[performance.engagementLevel])} (${performance.engagementScore}/100)`;
}

/** The chart's points: a short label per result (its date), its score and views. */
export function trendPoints(trend: readonly TrendPoint[]) {
  return trend.map((point) => ({ ...point, label: formatShortDate(point.completedAt) }));
}

/** What the trend chart shows, in one sentence (read in place of the drawing). */
export function trendSummary(t: Translate, trend: readonly TrendPoint[]): string {
  if (trend.length === 0) return t('creatorDashboard.trendNone');
  const first = trend[0]!;
  const last = trend.at(-1)!;
  if (trend.length === 1) return t('creatorDashboard.trendOne', { score: first.engagementScore });
  const change = last.engagementScore - first.engagementScore;
  const direction =
    change > 0
      ? t('creatorDashboard.trendUp', { points: change })
      : change < 0
        ? t('creatorDashboard.trendDown', { points: -change })
        : t('creatorDashboard.trendUnchanged');
  return t('creatorDashboard.trendMany', {
    count: trend.length,
    first: first.engagementScore,
    last: last.engagementScore,
    direction,
  });
}
