import type { Submission } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  campaignChoices,
  captionExcerpt,
  contentLinkLabel,
  countByFilter,
  emptyState,
  filterSubmissions,
  isAwaitingReview,
  metricsSummary,
  reviewedNote,
} from './submission-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const items = (
  ['submitted', 'approved', 'under_review', 'revision_requested', 'rejected', 'submitted'] as const
).map((status, index) => ({ id: String(index), status }));

describe('the status filter', () => {
  it('groups submitted and under review as awaiting review, keeping the order', () => {
    expect(filterSubmissions(items, 'awaiting').map((item) => item.id)).toEqual(['0', '2', '5']);
    expect(filterSubmissions(items, 'approved').map((item) => item.id)).toEqual(['1']);
    expect(filterSubmissions(items, 'revision_requested').map((item) => item.id)).toEqual(['3']);
    expect(filterSubmissions(items, 'all')).toEqual(items);
  });

  it('counts each filter', () => {
    expect(countByFilter(items)).toEqual({
      all: 6,
      awaiting: 3,
      approved: 1,
      revision_requested: 1,
      rejected: 1,
    });
    expect(countByFilter([])).toEqual({
      all: 0,
      awaiting: 0,
      approved: 0,
      revision_requested: 0,
      rejected: 0,
    });
  });

  it('offers the review only for what waits for it', () => {
    expect(isAwaitingReview('submitted')).toBe(true);
    expect(isAwaitingReview('under_review')).toBe(true);
    expect(isAwaitingReview('approved')).toBe(false);
    expect(isAwaitingReview('revision_requested')).toBe(false);
    expect(isAwaitingReview('rejected')).toBe(false);
  });

  it('says where a reviewed submission stands', () => {
    expect(reviewedNote(t, 'approved', 'Jan 2, 2030, 9:00 AM')).toBe(
      'Reviewed Jan 2, 2030, 9:00 AM. This content is approved.',
    );
    expect(reviewedNote(t, 'revision_requested', '')).toMatch(/^A revision was requested\. .*resubmits\.$/);
    expect(reviewedNote(t, 'submitted', 'Jan 2, 2030')).toBe('');
  });

  it('says what an empty list means', () => {
    expect(emptyState(t, 'all', false).title).toBe('No submissions yet');
    expect(emptyState(t, 'all', true).text).toMatch(/this campaign/);
    expect(emptyState(t, 'awaiting', false).title).toBe('Nothing awaiting review');
  });
});

describe('captionExcerpt', () => {
  it('keeps a short caption on one line', () => {
    expect(captionExcerpt('Morning  coffee\nwith friends')).toBe('Morning coffee with friends');
    expect(captionExcerpt(null)).toBe('');
  });

  it('cuts a long caption at a word', () => {
    const caption = 'Saffron latte mornings in Dubai with the whole family and a view of the sea';
    expect(captionExcerpt(caption, 30)).toBe('Saffron latte mornings in…');
  });
});

describe('metricsSummary', () => {
  it('lists the figures given, with thousands separators', () => {
    expect(metricsSummary(t, { views: 12000, likes: 800, comments: 0, shares: null })).toBe(
      '12,000 views · 800 likes · 0 comments',
    );
  });

  it('is null without figures', () => {
    expect(metricsSummary(t, null)).toBeNull();
    expect(metricsSummary(t, { views: null, likes: null, comments: null, shares: null })).toBeNull();
  });
});

describe('contentLinkLabel', () => {
  it('shows host and path', () => {
    expect(contentLinkLabel('https://www.instagram.com/p/abc123')).toBe('instagram.com/p/abc123');
    expect(contentLinkLabel('https://tiktok.com/')).toBe('tiktok.com');
    expect(contentLinkLabel(`https://youtube.com/watch/${'x'.repeat(60)}`, 20)).toBe('youtube.com/watch/x…');
  });
});

describe('the campaign filter', () => {
  const submission = (campaignId: string, campaignTitle: string) =>
    ({ campaignId, campaignTitle }) as Pick<Submission, 'campaignId' | 'campaignTitle'>;

  it('offers the campaigns, then the ones only the submissions or the address name', () => {
    const id = '6f1c1f7e-3a43-4c55-9e7b-5d0d4c6f3a10';
    expect(
      campaignChoices(
        [{ id: 'a', title: 'Lattes' }],
        [submission('a', 'Lattes'), submission('b', 'Teas')],
        id,
        'Selected campaign',
      ),
    ).toEqual([
      { id: 'a', label: 'Lattes' },
      { id: 'b', label: 'Teas' },
      { id, label: 'Selected campaign' },
    ]);
    expect(campaignChoices(undefined, undefined, null, 'Selected campaign')).toEqual([]);
  });
});
