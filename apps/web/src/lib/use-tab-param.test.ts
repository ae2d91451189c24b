import { describe, expect, it } from 'vitest';
import { tabFromParams } from './use-tab-param';

describe('tabFromParams', () => {
  const tabs = ['active', 'completed', 'payouts'] as const;

  it('is the tab ?tab= names', () => {
    expect(tabFromParams(tabs, new URLSearchParams('tab=completed'))).toBe('completed');
    expect(tabFromParams(tabs, new URLSearchParams('tab=payouts&campaign=1'))).toBe('payouts');
  });

  it('is the first tab when ?tab= is missing or names no tab', () => {
    expect(tabFromParams(tabs, new URLSearchParams())).toBe('active');
    expect(tabFromParams(tabs, new URLSearchParams('tab=other'))).toBe('active');
  });
});
