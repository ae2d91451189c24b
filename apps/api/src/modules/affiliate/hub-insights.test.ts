import { describe, expect, it } from 'vitest';
import { affiliateInsights, nameList, type InsightCode } from './hub-insights';

const NOW = new Date('2030-06-10T12:00:00.000Z');

let sequence = 0;
function code(overrides: Partial<InsightCode> = {}): InsightCode {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    code: `CODE${sequence}`,
    brandUrl: 'https://shop.example',
    isExternal: false,
    brand: { name: 'Saffron', logoUrl: null },
    campaign: null,
    instructions: null,
    expiresAt: null,
    expiresOn: null,
    isExpired: false,
    visibility: 'public',
    createdAt: NOW.toISOString(),
    views: 0,
    copies: 0,
    clicks: 0,
    isDeleted: false,
    conversion: { kind: 'estimated', rate: 1, performance: 'weak', orders: 0, revenue: 0 },
    ...overrides,
  };
}

const totalsOf = (codes: InsightCode[]) => ({
  views: codes.reduce((sum, entry) => sum + entry.views, 0),
  copies: codes.reduce((sum, entry) => sum + entry.copies, 0),
  clicks: codes.reduce((sum, entry) => sum + entry.clicks, 0),
});
const insightsFor = (codes: InsightCode[]) => affiliateInsights(codes, totalsOf(codes), NOW);

describe('nameList', () => {
  it('names up to three and counts the rest', () => {
    expect(nameList([])).toBe('');
    expect(nameList(['A'])).toBe('A');
    expect(nameList(['A', 'B'])).toBe('A and B');
    expect(nameList(['A', 'B', 'C'])).toBe('A, B and C');
    expect(nameList(['A', 'B', 'C', 'D', 'E'])).toBe('A, B, C and 2 more');
  });
});

describe('affiliateInsights', () => {
  it('says nothing without codes or activity', () => {
    expect(insightsFor([])).toEqual([]);
    expect(insightsFor([code()])).toEqual([]);
  });

  it('names the code that brought the clicks and its share', () => {
    const top = code({ code: 'CASEY10', views: 50, copies: 10, clicks: 6 });
    const other = code({ views: 10, copies: 4, clicks: 2 });
    const [first] = insightsFor([other, top]);
    expect(first).toEqual({
      id: 'top-code',
      tone: 'positive',
      title: 'Your best code',
      message: 'CASEY10 (Saffron) brought 6 of your 8 clicks to a shop. Put it first where you post.',
    });
    expect(insightsFor([top])[0]!.message).toBe(
      'CASEY10 (Saffron) brought all 6 clicks to a shop. Put it first where you post.',
    );
  });

  it('points at codes copied but rarely clicked (under the spec’s 0.3 ratio) and codes seen but never copied', () => {
    const weak = code({ code: 'WEAK', views: 30, copies: 10, clicks: 2 });
    const unseen = code({ code: 'QUIET', views: 12 });
    const insights = insightsFor([weak, unseen]);
    expect(insights.find((insight) => insight.id === 'copied-rarely-clicked')?.message).toBe(
      'Shoppers copied WEAK (Saffron) 10 times but opened the shop 2 times. Check that its brand link opens the page with the offer.',
    );
    expect(insights.find((insight) => insight.id === 'viewed-not-copied')?.message).toBe(
      'QUIET (Saffron) was viewed 12 times without a copy. Say what shoppers get in the instructions, or feature a code with a stronger offer.',
    );
    // A ratio of exactly 0.3 is not weak.
    expect(insightsFor([code({ copies: 10, clicks: 3 })]).map((insight) => insight.id)).toEqual(['top-code']);
  });

  it('warns about expired codes still shared and codes expiring within 7 days', () => {
    const expired = code({
      code: 'OLD',
      isExpired: true,
      expiresAt: '2030-06-01T00:00:00.000Z',
      expiresOn: '2030-05-31',
    });
    const expiredHidden = code({
      isExpired: true,
      visibility: 'hidden',
      expiresAt: '2030-06-01T00:00:00.000Z',
    });
    const soon = code({ code: 'SOON', expiresAt: '2030-06-15T00:00:00.000Z', expiresOn: '2030-06-14' });
    const later = code({ expiresAt: '2030-06-30T00:00:00.000Z', expiresOn: '2030-06-29' });
    const insights = insightsFor([expired, expiredHidden, soon, later]);
    expect(insights.map((insight) => [insight.id, insight.tone])).toEqual([
      ['expired-shared', 'warning'],
      ['expiring-soon', 'warning'],
    ]);
    expect(insights[0]!.message).toBe(
      'OLD (Saffron) has expired but is still shown in your shared links. Hide or delete it so shoppers do not try a code that no longer works.',
    );
    expect(insights[1]!.message).toBe(
      'SOON (Saffron) works until 14 Jun 2030. Ask the brand for a new code, or update the expiry in My Codes if it was extended.',
    );
  });

  it('reports real orders (deleted codes included) and hidden codes, and ignores deleted codes otherwise', () => {
    const sold = code({
      code: 'SOLD',
      isDeleted: true,
      views: 40,
      copies: 2,
      clicks: 0,
      conversion: { kind: 'actual', rate: null, orders: 3, revenue: 450.5 },
    });
    const hidden = code({ code: 'SHY', visibility: 'hidden' });
    const insights = insightsFor([sold, hidden]);
    expect(insights.map((insight) => insight.id)).toEqual(['real-orders', 'hidden-codes', 'engagement']);
    expect(insights[0]!.message).toBe('Brands matched 3 orders worth AED 451 from their stores to SOLD (3).');
    expect(insights[1]!.message).toBe(
      "SHY (Saffron) is hidden in your shared links. Show it from the code's menu in My Codes so visitors of your page can use it.",
    );
    expect(insights[2]!.message).toBe(
      'Your codes were viewed 40 times and got 2 copies and 0 clicks: 5% engagement.',
    );
  });
});
