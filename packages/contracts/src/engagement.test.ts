import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeEngagement,
  engagementBarPercent,
  engagementLevel,
  engagementRate,
  engagementScore,
} from './engagement';

// Worked examples of the spec's formulas (spec 03 section 9), each figured by hand in its comment.

describe('the engagement rate: (likes + comments) / views × 100, 2 decimals', () => {
  it('is 0 without views, whatever the likes', () => {
    expect(engagementRate({ views: 0, likes: 50, comments: 5 })).toBe(0);
  });

  it('divides likes and comments by the views', () => {
    // (40 + 10) / 1000 × 100 = 5
    expect(engagementRate({ views: 1000, likes: 40, comments: 10 })).toBe(5);
    // (30 + 5) / 10 × 100 = 350: more reactions than views is allowed, not capped
    expect(engagementRate({ views: 10, likes: 30, comments: 5 })).toBe(350);
  });

  it('leaves shares out (they count in the score)', () => {
    const results = { views: 1000, likes: 40, comments: 10, shares: 500 };
    // (40 + 10) / 1000 × 100 = 5; the 500 shares change nothing
    expect(engagementRate(results)).toBe(5);
  });

  it('rounds to 2 decimals, half up', () => {
    // 1 / 3 × 100 = 33.333… → 33.33
    expect(engagementRate({ views: 3, likes: 1, comments: 0 })).toBe(33.33);
    // 2 / 3 × 100 = 66.666… → 66.67
    expect(engagementRate({ views: 3, likes: 2, comments: 0 })).toBe(66.67);
    // (200 + 1) / 20000 × 100 = 1.005 exactly → 1.01 (a naive float rounding gives 1)
    expect(engagementRate({ views: 20000, likes: 200, comments: 1 })).toBe(1.01);
    // (322) / 12500 × 100 = 2.576 → 2.58
    expect(engagementRate({ views: 12500, likes: 301, comments: 21 })).toBe(2.58);
  });

  it('counts negative or non-numeric figures as 0', () => {
    expect(engagementRate({ views: -100, likes: 5, comments: 5 })).toBe(0);
    // (0 + 10) / 100 × 100 = 10 with the NaN likes as 0
    expect(engagementRate({ views: 100, likes: Number.NaN, comments: 10 })).toBe(10);
  });
});

describe('the engagement score', () => {
  it('is 0 without views, even with bonus-sized likes and comments', () => {
    expect(engagementScore({ views: 0, likes: 2000, comments: 100, shares: 10 })).toBe(0);
  });

  it('is the reactions per view × 1000 without bonuses', () => {
    // (20 + 5 + 5) / 10000 × 100 × 10 = 3; 20 likes and 5 comments earn no bonus
    expect(engagementScore({ views: 10000, likes: 20, comments: 5, shares: 5 })).toBe(3);
    // shares count: 50 / 10000 × 100 × 10 = 5
    expect(engagementScore({ views: 10000, likes: 0, comments: 0, shares: 50 })).toBe(5);
    // shares left out count as 0: (20 + 5) / 10000 × 1000 = 2.5 → 3
    expect(engagementScore({ views: 10000, likes: 20, comments: 5 })).toBe(3);
    expect(engagementScore({ views: 10000, likes: 20, comments: 5, shares: null })).toBe(3);
  });

  it('caps the reactions part at 100 before any bonus', () => {
    // 110 / 1000 × 100 × 10 = 110 → 100 (no bonus: 100 likes, 10 comments)
    expect(engagementScore({ views: 1000, likes: 100, comments: 10, shares: 0 })).toBe(100);
  });

  // With 10,000,000 views the reactions part stays below 0.5, so the bonus alone is the score.
  const views = 10_000_000;

  it('adds 5 for more than 500 likes and 10 for more than 1000', () => {
    // 500 likes: 500 / 10^7 × 1000 = 0.05, not above 500 → 0
    expect(engagementScore({ views, likes: 500, comments: 0 })).toBe(0);
    // 501 likes: 0.0501 + 5 → 5
    expect(engagementScore({ views, likes: 501, comments: 0 })).toBe(5);
    // 1000 likes: 0.1 + 5 (not above 1000) → 5
    expect(engagementScore({ views, likes: 1000, comments: 0 })).toBe(5);
    // 1001 likes: 0.1001 + 10 → 10 (the larger bonus only, not both)
    expect(engagementScore({ views, likes: 1001, comments: 0 })).toBe(10);
  });

  it('adds 5 for more than 20 comments and 10 for more than 50', () => {
    // 20 comments: 0.002, not above 20 → 0
    expect(engagementScore({ views, likes: 0, comments: 20 })).toBe(0);
    // 21 comments: 0.0021 + 5 → 5
    expect(engagementScore({ views, likes: 0, comments: 21 })).toBe(5);
    // 50 comments: 0.005 + 5 (not above 50) → 5
    expect(engagementScore({ views, likes: 0, comments: 50 })).toBe(5);
    // 51 comments: 0.0051 + 10 → 10
    expect(engagementScore({ views, likes: 0, comments: 51 })).toBe(10);
  });

  it('adds both bonuses together', () => {
    // 1001 likes and 51 comments: 0.1052 + 10 + 10 → 20
    expect(engagementScore({ views, likes: 1001, comments: 51 })).toBe(20);
    // 501 likes and 21 comments: 0.0522 + 5 + 5 → 10
    expect(engagementScore({ views, likes: 501, comments: 21 })).toBe(10);
  });

  it('caps the score at 100 after the bonuses', () => {
    // 2100 / 1000 × 1000 = 2100 → 100, + 10 + 10 = 120 → 100
    expect(engagementScore({ views: 1000, likes: 2000, comments: 100, shares: 0 })).toBe(100);
    // 1052 / 12000 × 1000 = 87.67, + 10 + 10 = 107.67 → 100
    expect(engagementScore({ views: 12000, likes: 1001, comments: 51, shares: 0 })).toBe(100);
    // 1052 / 20000 × 1000 = 52.6, + 10 + 10 = 72.6 → 73 (below the cap, rounded up)
    expect(engagementScore({ views: 20000, likes: 1001, comments: 51, shares: 0 })).toBe(73);
  });

  it('never goes below 0: negative or non-numeric figures count as 0', () => {
    expect(engagementScore({ views: 100, likes: -50, comments: -5, shares: -1 })).toBe(0);
    expect(engagementScore({ views: Number.NaN, likes: 5000, comments: 500 })).toBe(0);
    // -1000 shares count as 0: (10 + 0) / 1000 × 1000 = 10
    expect(engagementScore({ views: 1000, likes: 10, comments: 0, shares: -1000 })).toBe(10);
  });

  it('rounds to a whole number, half up', () => {
    // 11 / 2500 × 1000 = 4.4 → 4
    expect(engagementScore({ views: 2500, likes: 11, comments: 0, shares: 0 })).toBe(4);
    // 9 / 2000 × 1000 = 4.5 → 5
    expect(engagementScore({ views: 2000, likes: 9, comments: 0, shares: 0 })).toBe(5);
    // 23 / 5000 × 1000 = 4.6 → 5
    expect(engagementScore({ views: 5000, likes: 20, comments: 3, shares: 0 })).toBe(5);
  });

  it('is always a whole number from 0 to 100', () => {
    const figure = fc.oneof(fc.nat(), fc.nat({ max: 2000 }));
    fc.assert(
      fc.property(figure, figure, figure, fc.option(figure), (views, likes, comments, shares) => {
        const score = engagementScore({ views, likes, comments, shares });
        return Number.isInteger(score) && score >= 0 && score <= 100;
      }),
    );
  });
});

describe('the engagement level: likes over 300 and comments over 20 is strong', () => {
  it('is strong above both thresholds', () => {
    expect(engagementLevel({ likes: 301, comments: 21 })).toBe('strong');
    expect(engagementLevel({ likes: 5000, comments: 900 })).toBe('strong');
  });

  it('is medium with likes over 300 but 20 comments or fewer', () => {
    expect(engagementLevel({ likes: 301, comments: 20 })).toBe('medium');
    expect(engagementLevel({ likes: 301, comments: 0 })).toBe('medium');
  });

  it('is low with 300 likes or fewer, whatever the comments', () => {
    expect(engagementLevel({ likes: 300, comments: 100 })).toBe('low');
    expect(engagementLevel({ likes: 0, comments: 500 })).toBe('low');
  });

  it('follows the thresholds for any figures', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.nat({ max: 100 }), (likes, comments) => {
        const level = engagementLevel({ likes, comments });
        const expected = likes > 300 ? (comments > 20 ? 'strong' : 'medium') : 'low';
        return level === expected;
      }),
    );
  });
});

describe('computeEngagement', () => {
  it('gives rate, score and level of one set of results', () => {
    // rate (301 + 21) / 12500 × 100 = 2.576 → 2.58; score (301 + 21 + 3) / 12500 × 1000 = 26,
    // + 0 (301 likes) + 5 (21 comments) = 31; level strong (301 > 300, 21 > 20)
    expect(computeEngagement({ views: 12500, likes: 301, comments: 21, shares: 3 })).toEqual({
      rate: 2.58,
      score: 31,
      level: 'strong',
    });
  });

  it('gives a rate and score of 0 without views, the level still from likes and comments', () => {
    expect(computeEngagement({ views: 0, likes: 400, comments: 5, shares: 0 })).toEqual({
      rate: 0,
      score: 0,
      level: 'medium',
    });
  });

  it('has a rate of 0 whenever there are no views, and never more than 2 decimals', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (likes, comments, shares) => {
        return computeEngagement({ views: 0, likes, comments, shares }).rate === 0;
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1 }), fc.nat(), fc.nat(), (views, likes, comments) => {
        const rate = engagementRate({ views, likes, comments });
        return Math.round(rate * 100) / 100 === rate;
      }),
    );
  });
});

describe('the engagement bar', () => {
  it('is full at a 10% rate and never overflows', () => {
    expect(engagementBarPercent(0)).toBe(0);
    // 2.5 / 10 × 100 = 25
    expect(engagementBarPercent(2.5)).toBe(25);
    expect(engagementBarPercent(10)).toBe(100);
    expect(engagementBarPercent(350)).toBe(100);
    expect(engagementBarPercent(-3)).toBe(0);
  });
});
