import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  analyticsSearch,
  hasCreatorFilters,
  minReachOptions,
  readCreatorFilters,
  withCreatorFilter,
  withoutCreatorFilters,
} from './analytics-filters';

const intl = createIntl({ locale: 'en', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const params = (search: string) => new URLSearchParams(search);

describe('the creator filters in the address', () => {
  it('reads the three filters, the reach as a number', () => {
    expect(readCreatorFilters(params('?engagementLevel=strong&minReach=10000&category=food'))).toEqual({
      engagementLevel: 'strong',
      minReach: 10_000,
      category: 'food',
    });
    expect(readCreatorFilters(params(''))).toEqual({});
  });

  it('leaves out what the API would refuse, keeping the rest', () => {
    expect(readCreatorFilters(params('?engagementLevel=great&minReach=-5&category=food'))).toEqual({
      category: 'food',
    });
    expect(readCreatorFilters(params('?minReach=lots&category=knitting&engagementLevel='))).toEqual({});
  });

  it('sets and clears one filter, keeping other parameters', () => {
    const start = params('?tab=x&category=food');
    expect(withCreatorFilter(start, 'engagementLevel', 'medium').toString()).toBe(
      'tab=x&category=food&engagementLevel=medium',
    );
    expect(withCreatorFilter(start, 'category', undefined).toString()).toBe('tab=x');
    expect(withCreatorFilter(start, 'minReach', '').toString()).toBe('tab=x&category=food');
    expect(withoutCreatorFilters(params('?tab=x&minReach=5&engagementLevel=low')).toString()).toBe('tab=x');
    // The given parameters are not changed.
    expect(start.toString()).toBe('tab=x&category=food');
  });

  it('asks the API in one order whatever the address order (one cache entry per filter set)', () => {
    expect(analyticsSearch({ category: 'food', minReach: 0, engagementLevel: 'low' })).toBe(
      '?engagementLevel=low&minReach=0&category=food',
    );
    expect(analyticsSearch({})).toBe('');
  });

  it('knows when a filter is on (a minimum reach of 0 included)', () => {
    expect(hasCreatorFilters({})).toBe(false);
    expect(hasCreatorFilters({ minReach: 0 })).toBe(true);
  });

  it("offers the reach presets, and a shared link's own value in order", () => {
    expect(minReachOptions(t, undefined).map((option) => option.id)).toEqual([
      '1000',
      '10000',
      '50000',
      '100000',
      '500000',
      '1000000',
    ]);
    const withShared = minReachOptions(t, 25_000);
    expect(withShared.map((option) => option.id)).toEqual([
      '1000',
      '10000',
      '25000',
      '50000',
      '100000',
      '500000',
      '1000000',
    ]);
    expect(withShared[2]?.label).toBe('25,000+ views');
  });
});
