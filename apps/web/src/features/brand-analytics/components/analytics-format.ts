import {
  type AnalyticsWeek,
  type ContentCategoryId,
  type CampaignPerformance,
  type EngagementLevel,
} from '@partnerly/contracts';
import type { MessageKey } from '@partnerly/contracts/i18n';
import type { BadgeTone } from '@/components/ui/tone-badge';
import type { MessageValues } from '@/lib/i18n/i18n-provider';
import { formatDate, formatShortDate } from '@/lib/format';

type Translate = (key: MessageKey, values?: MessageValues) => string;

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
export function weeklySummary(t: Translate, weeks: readonly AnalyticsWeek[]): string {
  const withResults = weeks.filter((week) => week.results > 0);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (withResults.length === 0 || !first || !last) return t('brandAnalytics.noCompletedResults');
  const best = withResults.reduce((top, week) => (week.views > top.views ? week : top));
  const views = withResults.reduce((sum, week) => sum + week.views, 0);
  const values = {
    views: formatCount(views),
    weeks: weeks.length,
    first: formatDate(first.weekStart),
    last: formatDate(last.weekStart),
    best: formatCount(best.views),
    bestWeek: formatDate(best.weekStart),
  };
  return t(
    weeks.length === 1 ? 'brandAnalytics.weeklySummaryOne' : 'brandAnalytics.weeklySummaryMany',
    values,
  );
}

export const LEVEL_TONES: Record<EngagementLevel, BadgeTone> = {
  strong: 'success',
  medium: 'info',
  low: 'neutral',
};

const LEVEL_KEYS: Record<EngagementLevel, MessageKey> = {
  strong: 'brandAnalytics.level.strong',
  medium: 'brandAnalytics.level.medium',
  low: 'brandAnalytics.level.low',
};

export const levelLabel = (t: Translate, level: EngagementLevel) => t(LEVEL_KEYS[level]);

const CATEGORY_KEYS: Record<ContentCategoryId, MessageKey> = {
  beauty: 'brandAnalytics.category.beauty',
  fashion: 'brandAnalytics.category.fashion',
  fitness: 'brandAnalytics.category.fitness',
  food: 'brandAnalytics.category.food',
  travel: 'brandAnalytics.category.travel',
  lifestyle: 'brandAnalytics.category.lifestyle',
  tech: 'brandAnalytics.category.tech',
  home: 'brandAnalytics.category.home',
  parenting: 'brandAnalytics.category.parenting',
  pets: 'brandAnalytics.category.pets',
  finance: 'brandAnalytics.category.finance',
  education: 'brandAnalytics.category.education',
  entertainment: 'brandAnalytics.category.entertainment',
  gaming: 'brandAnalytics.category.gaming',
  gaming_reviews: 'brandAnalytics.category.gamingReviews',
  music: 'brandAnalytics.category.music',
  art: 'brandAnalytics.category.art',
  sports: 'brandAnalytics.category.sports',
  automotive: 'brandAnalytics.category.automotive',
  mental_health: 'brandAnalytics.category.mentalHealth',
  comedy: 'brandAnalytics.category.comedy',
  hair_grooming: 'brandAnalytics.category.hairGrooming',
  real_estate: 'brandAnalytics.category.realEstate',
};

/** 'Beauty' for 'beauty'; an id this build does not know is shown as stored. */
export function categoryLabel(t: Translate, id: string): string {
  const key = (CATEGORY_KEYS as Record<string, MessageKey | undefined>)[id];
  return key ? t(key) : id;
}

/** 'Showing the top 50 of 1,234 creators', or how many match when all are shown. */
export function creatorsShownText(t: Translate, shown: number, matching: number): string {
  if (shown < matching) {
    return t('brandAnalytics.showingTop', { shown: formatCount(shown), matching: formatCount(matching) });
  }
  return t('brandAnalytics.creatorCount', { count: matching, shown: formatCount(matching) });
}
