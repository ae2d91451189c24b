import { describe, expect, it } from 'vitest';
import { campaignFeedQuery, campaignInputSchema, createCampaignInput, earliestToday } from './campaign-form';
import {
  averageEngagement,
  budgetLabel,
  campaignBudgetTotal,
  campaignBudgetValue,
  canChangeCampaignStatus,
  cardPlatforms,
  compensationLabel,
  formatCheckInCode,
  parseCheckInCode,
  pickRecentActivity,
  type RecentActivityItem,
} from './campaigns';

const valid = {
  title: 'Summer launch',
  description: 'Show our new drinks',
  campaignType: 'content',
  niche: 'Food & Dining',
  applicationDeadline: '2999-01-01',
  budgetMin: 100,
  budgetMax: 500,
};

function fieldErrors(input: unknown, schema = createCampaignInput) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('campaign form schema', () => {
  it('applies the defaults: instagram, monetary, public, platform = first platform', () => {
    const campaign = createCampaignInput.parse(valid);
    expect(campaign).toMatchObject({
      platforms: ['instagram'],
      platform: 'instagram',
      compensationType: 'monetary',
      compensationTypes: ['monetary'],
      visibility: 'public',
      pointRewardEnabled: false,
      brief: null,
      targetCountries: [],
    });
  });

  it('keeps at least one platform and the compensation type in the list', () => {
    const campaign = createCampaignInput.parse({
      ...valid,
      platforms: [],
      compensationType: 'barter',
      compensationTypes: ['others', 'barter'],
    });
    expect(campaign.platforms).toEqual(['instagram']);
    expect(campaign.compensationTypes).toEqual(['barter', 'other']);
    const tiktokFirst = createCampaignInput.parse({ ...valid, platforms: ['tiktok', 'youtube', 'tiktok'] });
    expect(tiktokFirst).toMatchObject({ platform: 'tiktok', platforms: ['tiktok', 'youtube'] });
  });

  it('reports every required field with the spec messages at once', () => {
    expect(fieldErrors({ title: '  ', campaignType: 'webinar', budgetMin: 0 })).toEqual({
      title: ['Campaign title is required'],
      description: ['Campaign description is required'],
      campaignType: ['Please select a valid campaign type'],
      niche: ['Please select a niche'],
      applicationDeadline: ['Application deadline is required'],
      budgetMin: ['Minimum budget is required and must be greater than 0'],
      budgetMax: ['Maximum budget is required and must be greater than 0'],
    });
  });

  it('needs budgets only for monetary compensation, and max above min', () => {
    expect(fieldErrors({ ...valid, budgetMin: null, budgetMax: null, compensationType: 'barter' })).toEqual(
      {},
    );
    expect(fieldErrors({ ...valid, budgetMin: 500, budgetMax: 500 })).toEqual({
      budgetMax: ['Maximum budget must be greater than minimum budget'],
    });
    expect(
      fieldErrors({ ...valid, compensationType: 'barter', compensationTypes: ['monetary'], budgetMax: null }),
    ).toEqual({ budgetMax: ['Maximum budget is required and must be greater than 0'] });
  });

  it('needs a location and target places for onsite campaigns', () => {
    expect(fieldErrors({ ...valid, campaignType: 'onsite' })).toEqual({
      location: ['Location is required for on-site campaigns'],
      targetCountries: ['Select at least one target country for on-site campaigns'],
      targetCities: ['Select at least one target city for on-site campaigns'],
    });
    const onsite = { ...valid, campaignType: 'onsite', location: 'Dubai Mall' };
    expect(fieldErrors({ ...onsite, targetCountries: ['AE'], targetCities: ['Dubai'] })).toEqual({});
  });

  it('refuses a deadline before today, accepts today', () => {
    const schema = campaignInputSchema({ today: () => '2030-06-15' });
    expect(fieldErrors({ ...valid, applicationDeadline: '2030-06-14' }, schema)).toEqual({
      applicationDeadline: ['Application deadline must be in the future'],
    });
    expect(fieldErrors({ ...valid, applicationDeadline: '2030-06-15' }, schema)).toEqual({});
    expect(fieldErrors({ ...valid, applicationDeadline: '2030-02-30' }, schema)).toEqual({
      applicationDeadline: ['Application deadline must be a date (YYYY-MM-DD)'],
    });
    const edit = campaignInputSchema({ isDeadlineChecked: false, today: () => '2030-06-15' });
    expect(fieldErrors({ ...valid, applicationDeadline: '2030-06-14' }, edit)).toEqual({});
  });

  it('refuses a content deadline before the application deadline, on the content deadline', () => {
    const dates = { ...valid, applicationDeadline: '2099-06-15' };
    expect(fieldErrors({ ...dates, contentDeadline: '2099-06-14' })).toEqual({
      contentDeadline: ['Content deadline cannot be before the application deadline'],
    });
    expect(fieldErrors({ ...dates, contentDeadline: '2099-06-15' })).toEqual({});
    expect(fieldErrors({ ...dates, contentDeadline: '' })).toEqual({});
  });

  it("takes the server's today from the earliest time zone", () => {
    expect(earliestToday(new Date('2030-06-15T11:00:00Z'))).toBe('2030-06-14');
    expect(earliestToday(new Date('2030-06-15T12:00:00Z'))).toBe('2030-06-15');
  });
});

describe('feed query', () => {
  it('drops empty parameters, upper-cases the country and defaults the page size', () => {
    expect(campaignFeedQuery.parse({ q: '', country: 'ae', type: '' })).toEqual({ country: 'AE', limit: 20 });
    expect(campaignFeedQuery.safeParse({ platform: 'myspace' }).success).toBe(false);
    expect(campaignFeedQuery.safeParse({ limit: '500' }).success).toBe(false);
    expect(campaignFeedQuery.safeParse({ q: 'a\u0000b' }).success).toBe(false);
    expect(fieldErrors({ ...valid, title: 'Bad\u0000title' })).toEqual({
      title: ['Contains a character that is not allowed'],
    });
  });
});

describe('budget rules', () => {
  it('counts a campaign at the midpoint, or whichever bound exists', () => {
    expect(campaignBudgetValue(100, 300)).toBe(200);
    expect(campaignBudgetValue(null, 300)).toBe(300);
    expect(campaignBudgetValue(100, null)).toBe(100);
    expect(campaignBudgetValue(null, null)).toBe(0);
    expect(
      campaignBudgetTotal([
        { budgetMin: 100, budgetMax: 300 },
        { budgetMin: null, budgetMax: 50 },
        { budgetMin: null, budgetMax: null },
      ]),
    ).toBe(250);
  });

  it('labels budgets the way the card shows them', () => {
    expect(budgetLabel(1000, 5000)).toBe('AED 1,000 - 5,000');
    expect(budgetLabel(null, 800)).toBe('Up to AED 800');
    expect(budgetLabel(250, null)).toBe('From AED 250');
    expect(budgetLabel(null, null)).toBe('Budget not specified');
  });

  it('labels compensation: Paid, Product, Food, Other', () => {
    expect(['monetary', 'barter', 'restaurant', 'other', 'gift'].map(compensationLabel)).toEqual([
      'Paid',
      'Product',
      'Food',
      'Other',
      'Other',
    ]);
  });

  it('averages the per-campaign engagement rates that exist', () => {
    expect(averageEngagement([2, 4, null, 3.5])).toBe(3.17);
    expect(averageEngagement([null])).toBeNull();
  });
});

describe('card and dashboard rules', () => {
  it('shows two platforms, then +N', () => {
    expect(cardPlatforms(['instagram'])).toEqual({ shown: ['instagram'], moreLabel: null });
    expect(cardPlatforms(['instagram', 'tiktok', 'youtube', 'x'])).toEqual({
      shown: ['instagram', 'tiktok'],
      moreLabel: '+2',
    });
  });

  it('moves statuses as the action menu allows', () => {
    expect(canChangeCampaignStatus('active', 'paused')).toBe(true);
    expect(canChangeCampaignStatus('paused', 'active')).toBe(true);
    expect(canChangeCampaignStatus('closed', 'active')).toBe(true);
    expect(canChangeCampaignStatus('active', 'active')).toBe(false);
    expect(canChangeCampaignStatus('closed', 'paused')).toBe(false);
    expect(canChangeCampaignStatus('completed', 'active')).toBe(false);
  });

  it('keeps at most 5 applications and 3 campaigns, 6 in all, newest first', () => {
    const item = (kind: RecentActivityItem['kind'], day: number): RecentActivityItem => ({
      kind,
      id: `${kind}-${day}`,
      campaignId: 'c',
      title: 't',
      status: 'active',
      at: `2030-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
    });
    const applications = [1, 2, 3, 4, 5, 6, 7].map((day) => item('application', day));
    const campaigns = [10, 11, 12, 13].map((day) => item('campaign', day));
    expect(pickRecentActivity(applications, campaigns).map((entry) => entry.id)).toEqual([
      'campaign-13',
      'campaign-12',
      'campaign-11',
      'application-7',
      'application-6',
      'application-5',
    ]);
  });
});

describe('check-in code', () => {
  const id = '0b7c6a52-4d1e-4c1f-9a43-5f0e2a9d8b11';

  it('formats and parses ONSITE_{campaignId}_{n}', () => {
    const code = formatCheckInCode(id, 1712345678901);
    expect(code).toBe(`ONSITE_${id}_1712345678901`);
    expect(parseCheckInCode(code)).toEqual({ campaignId: id, n: '1712345678901' });
  });

  it('refuses anything else', () => {
    for (const text of [
      `onsite_${id}_1`,
      `ONSITE_${id}_`,
      `ONSITE_${id}_12a`,
      'ONSITE_abc_1',
      `EVENT_${id}_1`,
    ]) {
      expect(parseCheckInCode(text)).toBeNull();
    }
  });
});
