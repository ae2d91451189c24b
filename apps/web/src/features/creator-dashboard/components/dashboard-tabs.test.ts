import { describe, expect, it } from 'vitest';
import { readDashboardTab, withDashboardTab } from './dashboard-tabs';

describe('creator dashboard tabs', () => {
  it('reads the tab of the address, the overview by default', () => {
    expect(readDashboardTab(new URLSearchParams('tab=affiliate&view=analytics'))).toBe('affiliate');
    expect(readDashboardTab(new URLSearchParams(''))).toBe('overview');
    expect(readDashboardTab(new URLSearchParams('tab=nope'))).toBe('overview');
    // A tab the page does not show is the overview.
    expect(readDashboardTab(new URLSearchParams('tab=calendar'), ['overview', 'campaigns'])).toBe('overview');
  });

  it('drops the former tab’s own tab when switching', () => {
    expect(
      withDashboardTab(new URLSearchParams('tab=affiliate&view=analytics&x=1'), 'workspace').toString(),
    ).toBe('tab=workspace&x=1');
    expect(withDashboardTab(new URLSearchParams('tab=campaigns'), 'overview').toString()).toBe('');
  });
});
