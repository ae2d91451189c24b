import { campaignBudgetTotal, formatAed } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { budgetText, engagementPercent, failureText, statusActionsFor } from './dashboard-format';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

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
    expect(budgetText(t, 500, 1000)).toBe('AED 500 - 1,000');
    expect(budgetText(t, null, 1000)).toBe('Up to AED 1,000');
    expect(budgetText(t, 500, null)).toBe('From AED 500');
    expect(budgetText(t, null, null)).toBe('Budget not specified');
  });

  it('counts applications in words', () => {
    const applications = (count: number) => t('brandDashboard.applicationsCount', { count });
    expect(applications(0)).toBe('No applications');
    expect(applications(1)).toBe('1 application');
    expect(applications(7)).toBe('7 applications');
  });

  it('shows the average engagement as a percent, or no data', () => {
    expect(engagementPercent(4.25)).toBe('4.25');
    expect(engagementPercent(0)).toBe('0');
    expect(engagementPercent(null)).toBeNull();
    expect(t('brandDashboard.stat.engagementValue', { value: '4.25' })).toBe('4.25%');
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
    expect(failureText(t, 'Failed to delete campaign', 'Campaign not found')).toBe(
      'Failed to delete campaign: Campaign not found',
    );
    expect(
      failureText(t, 'Failed to update campaign status', 'Failed to update campaign status: it is closed'),
    ).toBe('Failed to update campaign status: it is closed');
  });
});

describe('Active Campaigns card', () => {
  it('counts the hint by the value’s own definition: campaigns with creators at work', () => {
    const hint = (active: number, total: number) =>
      t('brandDashboard.stat.activeCampaignsHint', { active, total });
    expect(hint(0, 1)).toBe('0 of 1 with creators at work');
    expect(hint(2, 5)).toBe('2 of 5 with creators at work');
  });
});
