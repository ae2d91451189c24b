import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import {
  activeFilterCount,
  feedRequestQuery,
  filterChips,
  hasSearchOrFilters,
  readFeedFilters,
  showingLabel,
  withoutChip,
  writeFeedFilters,
  type FeedFilters,
} from './feed-filters';

const url = (query: string) => new URLSearchParams(query);

describe('feed filters in the URL', () => {
  it('reads the search and every filter', () => {
    expect(
      readFeedFilters(
        url('q=%20iced%20coffee%20&category=food&type=event&platform=tiktok&country=ae&compensation=barter'),
      ),
    ).toEqual({
      q: 'iced coffee',
      category: 'food',
      type: 'event',
      platform: 'tiktok',
      country: 'AE',
      compensation: 'barter',
    });
  });

  it('drops values this build does not know, so a stale link still opens the feed', () => {
    expect(
      readFeedFilters(url('category=knitting&type=party&platform=myspace&country=UAE&compensation=cash')),
    ).toEqual({ q: '' });
    expect(readFeedFilters(url('compensation=others')).compensation).toBe('other');
    expect(readFeedFilters(url(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes filters back, removing empty ones and keeping other parameters', () => {
    const current = url('q=old&platform=youtube&campaign=abc');
    const next = writeFeedFilters(current, { q: ' dinner ', country: 'QA', platform: undefined });
    expect(next.toString()).toBe('q=dinner&campaign=abc&country=QA');
    expect(current.toString()).toBe('q=old&platform=youtube&campaign=abc');
  });

  it('survives a round trip through the URL (a shared search opens the same feed)', () => {
    const filters: FeedFilters = { q: 'Tea & cake 100%', category: 'food', compensation: 'restaurant' };
    expect(readFeedFilters(writeFeedFilters(new URLSearchParams(), filters))).toEqual(filters);
  });

  it('builds the API query with the cursor of the next page', () => {
    expect(feedRequestQuery({ q: 'coffee', type: 'review' }, null)).toBe('q=coffee&type=review');
    expect(feedRequestQuery({ q: '' }, 'c1')).toBe('cursor=c1');
  });

  it('counts the panel filters apart from the search', () => {
    expect(activeFilterCount({ q: 'x', platform: 'tiktok', country: 'AE' })).toBe(2);
    expect(hasSearchOrFilters({ q: '' })).toBe(false);
    expect(hasSearchOrFilters({ q: 'x' })).toBe(true);
    expect(hasSearchOrFilters({ q: '', type: 'content' })).toBe(true);
  });
});

describe('filter chips', () => {
  const filters: FeedFilters = {
    q: 'coffee',
    category: 'automotive',
    type: 'onsite',
    platform: 'youtube',
    country: 'AE',
    compensation: 'barter',
  };

  it('names each search and filter with its label', () => {
    expect(filterChips(t, 'en', filters)).toEqual([
      { key: 'q', label: 'Search: "coffee"' },
      { key: 'category', label: 'Category: Cars & Motors' },
      { key: 'type', label: 'Type: On-site' },
      { key: 'platform', label: 'Platform: YouTube' },
      { key: 'country', label: 'Country: United Arab Emirates' },
      { key: 'compensation', label: 'Compensation: Product' },
    ]);
    expect(filterChips(t, 'en', { q: '' })).toEqual([]);
  });

  it('removes one chip and keeps the others', () => {
    expect(withoutChip(filters, 'platform').platform).toBeUndefined();
    expect(withoutChip(filters, 'platform').country).toBe('AE');
    expect(withoutChip(filters, 'q').q).toBe('');
    expect(filterChips(t, 'en', withoutChip(filters, 'q')).map((chip) => chip.key)).not.toContain('q');
  });
});

describe('footer', () => {
  it("reads 'Showing N campaign(s)'", () => {
    expect(showingLabel(t, 1)).toBe('Showing 1 campaign');
    expect(showingLabel(t, 0)).toBe('Showing 0 campaigns');
    expect(showingLabel(t, 20)).toBe('Showing 20 campaigns');
  });
});
