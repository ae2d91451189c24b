import { describe, expect, it } from 'vitest';
import { categoryText } from '@/lib/i18n/campaign-keys';
import { englishT as t } from '@/lib/i18n/english-translate';
import { campaignBudget, compensationLabels, countryName, platformSummary } from './campaign-labels';

describe('campaign card labels', () => {
  it("shows at most 2 platforms, then '+N' naming the rest", () => {
    expect(platformSummary(t, ['instagram'])).toEqual({
      shown: ['Instagram'],
      moreLabel: null,
      moreDescription: null,
    });
    expect(platformSummary(t, ['instagram', 'tiktok'])).toEqual({
      shown: ['Instagram', 'TikTok'],
      moreLabel: null,
      moreDescription: null,
    });
    expect(platformSummary(t, ['tiktok', 'youtube', 'linkedin'])).toEqual({
      shown: ['TikTok', 'YouTube'],
      moreLabel: '+1',
      moreDescription: '1 more platform: LinkedIn',
    });
    expect(platformSummary(t, ['instagram', 'tiktok', 'youtube', 'twitter']).moreDescription).toBe(
      '2 more platforms: YouTube, Twitter',
    );
  });

  it('labels compensation Paid, Product, Food or Other, once each', () => {
    expect(compensationLabels(t, { compensationType: 'monetary', compensationTypes: ['monetary'] })).toEqual([
      'Paid',
    ]);
    expect(
      compensationLabels(t, {
        compensationType: 'restaurant',
        compensationTypes: ['restaurant', 'monetary', 'barter'],
      }),
    ).toEqual(['Food', 'Paid', 'Product']);
    expect(compensationLabels(t, { compensationType: 'other', compensationTypes: [] })).toEqual(['Other']);
  });

  it("shows the budget in AED: 'AED min - max', 'Up to AED max', 'From AED min' or 'Budget not specified'", () => {
    expect(campaignBudget(t, { budgetMin: 500, budgetMax: 1500 })).toBe('AED 500 - 1,500');
    expect(campaignBudget(t, { budgetMin: null, budgetMax: 800 })).toBe('Up to AED 800');
    expect(campaignBudget(t, { budgetMin: 250, budgetMax: null })).toBe('From AED 250');
    expect(campaignBudget(t, { budgetMin: null, budgetMax: null })).toBe('Budget not specified');
  });

  it('names stored ids, and shows an unknown one as sent', () => {
    expect(categoryText(t, 'mental_health')).toBe('Mental Health');
    expect(categoryText(t, 'knitting')).toBe('knitting');
    expect(countryName('SA')).toBe('Saudi Arabia');
  });
});
