import { ENGAGEMENT_LEVEL_LABELS, type CreatorDashboard } from '@partnerly/contracts';
import { formatShortDate } from '@/lib/format';

type Performance = CreatorDashboard['performance'];
type TrendPoint = Performance['trend'][number];

const COUNT = new Intl.NumberFormat('en-US');

/** Views and results as whole numbers with separators: 12,500. */
export const formatCount = (value: number) => COUNT.format(value);

/** 'Strong (72/100)'; null before the first completed result. */
export function scoreLabel(performance: Performance): string | null {
  if (performance.engagementScore === null || performance.engagementLevel === null) return null;
  return `${ENGAGEMENT_LEVEL_LABELS[performance.engagementLevel]} (${performance.engagementScore}/100)`;
}

/** The chart's points: a short label per result (its date), its score and views. */
export function trendPoints(trend: readonly TrendPoint[]) {
  return trend.map((point) => ({ ...point, label: formatShortDate(point.completedAt) }));
}

/** What the trend chart shows, in one sentence (read in place of the drawing). */
export function trendSummary(trend: readonly TrendPoint[]): string {
  if (trend.length === 0) return 'No completed results yet.';
  const first = trend[0]!;
  const last = trend.at(-1)!;
  if (trend.length === 1) return `One completed result, scored ${first.engagementScore}/100.`;
  const change = last.engagementScore - first.engagementScore;
  const direction = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'unchanged';
  return `Engagement score over your last ${trend.length} results, from ${first.engagementScore} to ${last.engagementScore} (${direction}).`;
}
