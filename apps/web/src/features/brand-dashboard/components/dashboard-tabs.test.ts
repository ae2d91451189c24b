import { describe, expect, it } from 'vitest';
import { parseTabSwitch, resolveTab } from './dashboard-tabs';

describe('resolveTab', () => {
  it('reads home and campaigns from ?tab=', () => {
    expect(resolveTab('home')).toBe('home');
    expect(resolveTab('campaigns')).toBe('campaigns');
  });

  it('falls back to Home for a missing, unknown or not yet built tab', () => {
    expect(resolveTab(null)).toBe('home');
    expect(resolveTab('')).toBe('home');
    expect(resolveTab('Campaigns')).toBe('home');
    expect(resolveTab('private-referrals')).toBe('home');
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
  });

  it('ignores what this dashboard cannot show', () => {
    expect(parseTabSwitch({ tab: 'private-referrals' })).toBeNull();
    expect(parseTabSwitch('campaigns')).toBeNull();
    expect(parseTabSwitch(null)).toBeNull();
    expect(parseTabSwitch({})).toBeNull();
  });
});
