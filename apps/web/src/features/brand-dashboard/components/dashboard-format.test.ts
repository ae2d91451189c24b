import { budgetLabel, campaignBudgetTotal, formatAed } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeCampaignsHint,
  applicationsLabel,
  failureText,
  formatEngagement,
  statusActionsFor,
} from './dashboard-format';

describe('campaign budget stat', () => {
  it('adds the midpoints (or the one bound given) and shows whole dirhams', () => {
    const total = campaignBudgetTotal([
      { budgetMin: 500, budgetMax: 1000 },
      { budgetMin: null, budgetMax: 300 },
      { budgetMin: 200, budgetMax: null },
      { budgetMin: null, budgetMax: null },
    ]);
    expect(formatAed(total)).toBe('AED 1,250');
  });

  it('rounds a half-dirham midpoint to no decimals', () => {
    expect(formatAed(campaignBudgetTotal([{ budgetMin: 100, budgetMax: 101 }]))).toBe('AED 101');
    expect(formatAed(0)).toBe('AED 0');
  });
});

describe('campaign card labels', () => {
  it('shows a range, an upper or lower bound, or no budget', () => {
    expect(budgetLabel(500, 1000)).toBe('AED 500 - 1,000');
    expect(budgetLabel(null, 1000)).toBe('Up to AED 1,000');
    expect(budgetLabel(500, null)).toBe('From AED 500');
    expect(budgetLabel(null, null)).toBe('Budget not specified');
  });

  it('counts applications in words', () => {
    expect(applicationsLabel(0)).toBe('No applications');
    expect(applicationsLabel(1)).toBe('1 application');
    expect(applicationsLabel(7)).toBe('7 applications');
  });

  it('shows the average engagement as a percent, or no data', () => {
    expect(formatEngagement(4.25)).toBe('4.25%');
    expect(formatEngagement(0)).toBe('0%');
    expect(formatEngagement(null)).toBe('No data yet');
  });
});

describe('action menu', () => {
  it('offers Pause and Close while active, Reactivate and Close while paused, Reactivate once closed', () => {
    expect(statusActionsFor('active')).toEqual({ canPause: true, canReactivate: false, canClose: true });
    expect(statusActionsFor('paused')).toEqual({ canPause: false, canReactivate: true, canClose: true });
    expect(statusActionsFor('closed')).toEqual({ canPause: false, canReactivate: true, canClose: false });
    expect(statusActionsFor('completed')).toEqual({ canPause: false, canReactivate: false, canClose: false });
  });

  it('prefixes a failure reason once', () => {
    expect(failureText('Failed to delete campaign', 'Campaign not found')).toBe(
      'Failed to delete campaign: Campaign not found',
    );
    expect(
      failureText('Failed to update campaign status', 'Failed to update campaign status: it is closed'),
    ).toBe('Failed to update campaign status: it is closed');
  });
});

describe('Active Campaigns card', () => {
  it('counts the hint by the value’s own definition: campaigns with creators at work', () => {
    expect(activeCampaignsHint({ activeCampaigns: 0, totalCampaigns: 1 })).toBe(
      '0 of 1 with creators at work',
    );
    expect(activeCampaignsHint({ activeCampaigns: 2, totalCampaigns: 5 })).toBe(
      '2 of 5 with creators at work',
    );
  });
});
