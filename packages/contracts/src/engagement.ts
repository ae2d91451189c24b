// Engagement of a creator's results (issue 16, ADR 0045), the spec's formulas verbatim (spec 03
// section 9, 'Engagement level' in section 5; spec 02 'Business constants'). The server computes
// them once from the final results and stores them on campaign_creator_analytics; screens show
// the stored values and never recompute them.

export const ENGAGEMENT_LEVELS = ['strong', 'medium', 'low'] as const;
export type EngagementLevel = (typeof ENGAGEMENT_LEVELS)[number];

export const ENGAGEMENT_LEVEL_LABELS: Record<EngagementLevel, string> = {
  strong: 'Strong',
  medium: 'Medium',
  low: 'Low',
};

/** Likes over this (with comments over the next one) make the level strong, else medium. */
export const ENGAGEMENT_LEVEL_LIKES = 300;
export const ENGAGEMENT_LEVEL_COMMENTS = 20;

/** The engagement bar is full at this rate, in percent (spec: 'a display bar capped at 10%'). */
export const ENGAGEMENT_BAR_FULL_RATE = 10;

/** Score bonuses: [more likes than, bonus] and [more comments than, bonus], the larger first. */
const LIKE_BONUSES = [
  [1000, 10],
  [500, 5],
] as const;
const COMMENT_BONUSES = [
  [50, 10],
  [20, 5],
] as const;
const SCORE_MAX = 100;

export interface EngagementMetrics {
  views: number;
  likes: number;
  comments: number;
  /** Optional in the results form; missing counts as 0. */
  shares?: number | null;
}

export interface Engagement {
  /** (likes + comments) / views × 100, in percent, 2 decimals. */
  rate: number;
  /** 0 to 100, a whole number. */
  score: number;
  level: EngagementLevel;
}

/** A count as the formulas use it: anything not a positive finite number counts as 0. */
function count(value: number | null | undefined): number {
  return value != null && Number.isFinite(value) && value > 0 ? value : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * (likes + comments) / views × 100, rounded half up to 2 decimals; 0 without views. Shares do
 * not count here (they count in the score). Scaled before the one division so that a rate
 * such as 1.005 rounds up instead of falling victim to binary fractions.
 */
export function engagementRate(metrics: Pick<EngagementMetrics, 'views' | 'likes' | 'comments'>): number {
  const views = count(metrics.views);
  if (views === 0) return 0;
  return Math.round(((count(metrics.likes) + count(metrics.comments)) * 10_000) / views) / 100;
}

function bonus(value: number, steps: readonly (readonly [number, number])[]): number {
  return steps.find(([above]) => value > above)?.[1] ?? 0;
}

/**
 * ((likes + comments + shares) / views × 100) × 10 capped to 0..100, plus 10 for more than
 * 1000 likes or 5 for more than 500, plus 10 for more than 50 comments or 5 for more than 20,
 * capped at 100 and rounded half up; 0 without views.
 */
export function engagementScore(metrics: EngagementMetrics): number {
  const views = count(metrics.views);
  if (views === 0) return 0;
  const likes = count(metrics.likes);
  const comments = count(metrics.comments);
  const base = clamp(((likes + comments + count(metrics.shares)) * 1000) / views, 0, SCORE_MAX);
  const total = base + bonus(likes, LIKE_BONUSES) + bonus(comments, COMMENT_BONUSES);
  return Math.round(Math.min(SCORE_MAX, total));
}

/**
 * Strong with more than 300 likes and more than 20 comments; medium with more than 300 likes
 * and 20 comments or fewer; otherwise low (spec 03 section 5). Views do not matter here.
 */
export function engagementLevel(metrics: Pick<EngagementMetrics, 'likes' | 'comments'>): EngagementLevel {
  if (count(metrics.likes) <= ENGAGEMENT_LEVEL_LIKES) return 'low';
  return count(metrics.comments) > ENGAGEMENT_LEVEL_COMMENTS ? 'strong' : 'medium';
}

/** Rate, score and level of one set of results, as the server stores them. */
export function computeEngagement(metrics: EngagementMetrics): Engagement {
  return { rate: engagementRate(metrics), score: engagementScore(metrics), level: engagementLevel(metrics) };
}

/** How full the engagement bar is, 0 to 100 (% of its width): a 10% rate fills it. */
export function engagementBarPercent(rate: number): number {
  return clamp((count(rate) / ENGAGEMENT_BAR_FULL_RATE) * 100, 0, 100);
}
