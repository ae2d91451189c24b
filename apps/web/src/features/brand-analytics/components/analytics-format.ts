import {
  CONTENT_CATEGORIES,
  ENGAGEMENT_LEVEL_LABELS,
  type AnalyticsWeek,
  type CampaignPerformance,
  type EngagementLevel,
} from '@partnerly/contracts';
import type { BadgeTone } from '@/components/ui/tone-badge';
import { formatDate, formatShortDate } from '@/lib/format';

const countFormat = new Intl.NumberFormat('en-US');
const compactFormat = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const rateFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 12,345 */
export const formatCount = (value: number) => countFormat.format(value);
/** 12.3K (chart axes) */
export const formatCompact = (value: number) => compactFormat.format(value);

/** '4.30%', or '—' without results (no rate to show). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${rateFormat.format(rate)}%`;
}

/** A chart tick: the Monday ('Jan 5'), or its month ('Jan 2026') on an axis of more than half a year. */
export function formatWeekTick(weekStart: string, weekCount: number): string {
  return formatShortDate(weekStart, weekCount > 26 ? 'month' : 'day');
}

/** The campaigns that spent something, the most first, at most `limit` (what the spend chart can show). */
export function topSpenders(campaigns: readonly CampaignPerformance[], limit = 10): CampaignPerformance[] {
  return campaigns
    .filter((campaign) => campaign.totalSpent > 0)
    .sort((a, b) => b.totalSpent - a.totalSpent)
    .slice(0, limit);
}

/** One sentence saying what the weekly chart shows, for those who cannot see it. */
export function weeklySummary(weeks: readonly AnalyticsWeek[]): string {
  const withResults = weeks.filter((week) => week.results > 0);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (withResults.length === 0 || !first || !last) return 'No completed results yet.';
  const best = withResults.reduce((top, week) => (week.views > top.views ? week : top));
  const views = withResults.reduce((sum, week) => sum + week.views, 0);
  const span =
    weeks.length === 1
      ? `in the week of ${formatDate(first.weekStart)}`
      : `over ${weeks.length} weeks, from the week of ${formatDate(first.weekStart)} to the week of ${formatDate(last.weekStart)}`;
  return `${formatCount(views)} views ${span}. Most views: ${formatCount(best.views)} in the week of ${formatDate(best.weekStart)}.`;
}

export const LEVEL_TONES: Record<EngagementLevel, BadgeTone> = {
  strong: 'success',
  medium: 'info',
  low: 'neutral',
};

export const levelLabel = (level: EngagementLevel) => ENGAGEMENT_LEVEL_LABELS[level];

/** 'Beauty' for 'beauty'; an id this build does not know is shown as stored. */
export function categoryLabel(id: string): string {
  return CONTENT_CATEGORIES.find((category) => category.id === id)?.label ?? id;
}

/** 'Showing the top 50 of 1,234 creators', or how many match when all are shown. */
export function creatorsShownText(shown: number, matching: number): string {
  if (shown < matching) return `Showing the top ${formatCount(shown)} of ${formatCount(matching)} creators`;
  return matching === 1 ? '1 creator' : `${formatCount(matching)} creators`;
}
