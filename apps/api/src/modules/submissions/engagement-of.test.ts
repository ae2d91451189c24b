import { describe, expect, it } from 'vitest';
import { engagementOf } from './engagement-of';

// Spec 03 sections 5 and 9, one worked example per branch.

describe('engagementOf', () => {
  it('gives rate and score 0 without views; the level still follows likes and comments', () => {
    expect(engagementOf({ views: 0, likes: 400, comments: 30, shares: 5 })).toEqual({
      rate: 0,
      score: 0,
      level: 'strong',
    });
  });

  it('rate (likes + comments) / views × 100, score with the comments bonus above 20', () => {
    // rate 430 / 10,000 × 100 = 4.3; score (450 / 10,000 × 100) × 10 = 45, +5 (30 comments) = 50.
    expect(engagementOf({ views: 10_000, likes: 400, comments: 30, shares: 20 })).toEqual({
      rate: 4.3,
      score: 50,
      level: 'strong',
    });
  });

  it('adds 10 for likes over 1000 and 10 for comments over 50', () => {
    // rate 1,260 / 100,000 × 100 = 1.26; score 13 + 10 + 10 = 33.
    expect(engagementOf({ views: 100_000, likes: 1200, comments: 60, shares: 40 })).toEqual({
      rate: 1.26,
      score: 33,
      level: 'strong',
    });
  });

  it('caps the base at 100 and the total at 100', () => {
    // base (610 / 1,000 × 100) × 10 = 610 → 100; +5 (600 likes) = 105 → 100.
    expect(engagementOf({ views: 1000, likes: 600, comments: 10, shares: 0 })).toEqual({
      rate: 61,
      score: 100,
      level: 'medium',
    });
  });

  it('rounds the rate to two decimals and the score to a whole number', () => {
    expect(engagementOf({ views: 3, likes: 1, comments: 0, shares: 0 }).rate).toBe(33.33);
    expect(engagementOf({ views: 7000, likes: 10, comments: 5, shares: 0 })).toEqual({
      rate: 0.21,
      score: 2,
      level: 'low',
    });
    // (10 / 800 × 100) × 10 = 12.5 rounds up to 13.
    expect(engagementOf({ views: 800, likes: 10, comments: 0, shares: 0 })).toEqual({
      rate: 1.25,
      score: 13,
      level: 'low',
    });
  });

  it('takes the bonus thresholds as "over": 500 and 20 give nothing, 1000 and 50 give 5', () => {
    const views = 1_000_000_000;
    expect(engagementOf({ views, likes: 500, comments: 20, shares: 0 })).toMatchObject({
      score: 0,
      level: 'medium',
    });
    expect(engagementOf({ views, likes: 501, comments: 21, shares: 0 })).toMatchObject({
      score: 10,
      level: 'strong',
    });
    expect(engagementOf({ views, likes: 1000, comments: 50, shares: 0 })).toMatchObject({ score: 10 });
    expect(engagementOf({ views, likes: 1001, comments: 51, shares: 0 })).toMatchObject({ score: 20 });
  });

  it('is strong only over 300 likes and 20 comments, medium over 300 likes, low otherwise', () => {
    const level = (likes: number, comments: number) =>
      engagementOf({ views: 1000, likes, comments, shares: 0 }).level;
    expect(level(301, 21)).toBe('strong');
    expect(level(301, 20)).toBe('medium');
    expect(level(300, 100)).toBe('low');
    expect(level(0, 0)).toBe('low');
  });
});
