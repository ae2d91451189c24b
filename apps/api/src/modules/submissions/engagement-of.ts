import type { EngagementLevel } from '@partnerly/contracts';

// The engagement of final results, spec 03 sections 5 and 9 verbatim. The one place the API
// computes it: when the contracts package's shared `computeEngagement` lands (issue 16, the
// engagement branch), this body becomes `return computeEngagement(metrics)`.

export interface EngagementMetrics {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

export interface Engagement {
  rate: number;
  score: number;
  level: EngagementLevel;
}

const clamp = (value: number) => Math.min(100, Math.max(0, value));

/**
 * rate: (likes + comments) / views × 100, rounded to two decimals, 0 without views.
 * score: ((likes + comments + shares) / views × 100) × 10 clamped to 0–100, plus 10 if likes
 * exceed 1000 (else 5 above 500), plus 10 if comments exceed 50 (else 5 above 20), clamped to
 * 100 and rounded; 0 without views. level: strong when likes are over 300 and comments over 20,
 * medium when likes are over 300 and comments 20 or fewer, otherwise low.
 */
export function engagementOf({ views, likes, comments, shares }: EngagementMetrics): Engagement {
  const rate = views > 0 ? Math.round(((likes + comments) / views) * 100 * 100) / 100 : 0;
  let score = 0;
  if (views > 0) {
    const base = clamp(((likes + comments + shares) / views) * 100 * 10);
    const likesBonus = likes > 1000 ? 10 : likes > 500 ? 5 : 0;
    const commentsBonus = comments > 50 ? 10 : comments > 20 ? 5 : 0;
    score = Math.round(clamp(base + likesBonus + commentsBonus));
  }
  const level: EngagementLevel = likes > 300 ? (comments > 20 ? 'strong' : 'medium') : 'low';
  return { rate, score, level };
}
