import { describe, expect, it } from 'vitest';
import { campaignOf, parseTabSwitch, resolveTab, tabParams } from './dashboard-tabs';

describe('resolveTab', () => {
  it('reads home, campaigns, submissions, payouts, affiliate-analytics and private-referrals from ?tab=', () => {
    expect(resolveTab('home')).toBe('home');
    expect(resolveTab('campaigns')).toBe('campaigns');
    expect(resolveTab('submissions')).toBe('submissions');
    expect(resolveTab('payouts')).toBe('payouts');
    expect(resolveTab('affiliate-analytics')).toBe('affiliate-analytics');
    expect(resolveTab('private-referrals')).toBe('private-referrals');
  });

  it('falls back to Home for a missing or unknown tab', () => {
    expect(resolveTab(null)).toBe('home');
    expect(resolveTab('')).toBe('home');
    expect(resolveTab('Campaigns')).toBe('home');
    expect(resolveTab('qr-codes')).toBe('home');
  });
});

describe('parseTabSwitch', () => {
  it('switches to campaigns and opens the create form with action create', () => {
    expect(parseTabSwitch({ tab: 'campaigns', action: 'create' })).toEqual({
      tab: 'campaigns',
      shouldCreate: true,
    });
    expect(parseTabSwitch({ tab: 'campaigns' })).toEqual({ tab: 'campaigns', shouldCreate: false });
    expect(parseTabSwitch({ tab: 'home', action: 'create' })).toEqual({ tab: 'home', shouldCreate: false });
    expect(parseTabSwitch({ tab: 'payouts' })).toEqual({ tab: 'payouts', shouldCreate: false });
  });

  it('switches to the QR Codes tab (spec 02: the event carries private-referrals)', () => {
    expect(parseTabSwitch({ tab: 'private-referrals' })).toEqual({
      tab: 'private-referrals',
      shouldCreate: false,
    });
    expect(parseTabSwitch({ tab: 'private-referrals', action: 'create' })).toEqual({
      tab: 'private-referrals',
      shouldCreate: false,
    });
  });

  it('ignores what this dashboard cannot show', () => {
    expect(parseTabSwitch({ tab: 'qr-codes' })).toBeNull();
    expect(parseTabSwitch('campaigns')).toBeNull();
    expect(parseTabSwitch(null)).toBeNull();
    expect(parseTabSwitch({})).toBeNull();
  });
});

describe("the Submissions tab's campaign", () => {
  const id = '6f1c1f7e-3a43-4c55-9e7b-5d0d4c6f3a10';

  it('reads only a campaign id from ?campaign=', () => {
    expect(campaignOf(new URLSearchParams(`tab=submissions&campaign=${id}`))).toBe(id);
    expect(campaignOf(new URLSearchParams('tab=submissions&campaign=lattes'))).toBeNull();
    expect(campaignOf(new URLSearchParams('tab=submissions'))).toBeNull();
  });

  it('keeps the campaign on the Submissions tab only, and keeps other parameters', () => {
    const current = new URLSearchParams(`tab=campaigns&applications=x`);
    expect(tabParams(current, 'submissions', id).toString()).toBe(
      `tab=submissions&applications=x&campaign=${id}`,
    );
    const filtered = new URLSearchParams(`tab=submissions&campaign=${id}`);
    expect(tabParams(filtered, 'submissions', null).toString()).toBe('tab=submissions');
    expect(tabParams(filtered, 'campaigns').toString()).toBe('tab=campaigns');
    expect(tabParams(filtered, 'home', id).toString()).toBe('tab=home');
    expect(tabParams(filtered, 'payouts', id).toString()).toBe('tab=payouts');
  });
});
