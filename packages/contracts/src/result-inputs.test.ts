import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  finalResultsInput,
  isFutureDate,
  markPaidInput,
  payoutAmount,
  RESULTS_MESSAGES,
} from './result-inputs';

const UPLOAD_ID = '0b6a4a59-8c3c-4c1f-9a57-6f1d2b5f6a11';

/** The messages a failed parse gives, by field path. */
function messages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the final results form', () => {
  const base = { contentUrl: 'https://www.tiktok.com/@maya/video/1', views: 12500, likes: 301, comments: 21 };

  it('takes the URL, views, likes and comments, with shares as 0 when left out', () => {
    expect(finalResultsInput.parse(base)).toEqual({ ...base, shares: 0, screenshotUploadIds: [] });
    expect(finalResultsInput.parse({ ...base, shares: null }).shares).toBe(0);
    expect(finalResultsInput.parse({ ...base, shares: 3, screenshotUploadIds: [UPLOAD_ID] })).toMatchObject({
      shares: 3,
      screenshotUploadIds: [UPLOAD_ID],
    });
  });

  it('accepts 0 for every figure', () => {
    expect(finalResultsInput.safeParse({ ...base, views: 0, likes: 0, comments: 0, shares: 0 }).success).toBe(
      true,
    );
  });

  it('requires the views, likes and comments as whole numbers of 0 or more', () => {
    expect(messages(finalResultsInput.safeParse({ contentUrl: base.contentUrl }))).toEqual({
      views: RESULTS_MESSAGES.viewsInvalid,
      likes: RESULTS_MESSAGES.likesInvalid,
      comments: RESULTS_MESSAGES.commentsInvalid,
    });
    expect(messages(finalResultsInput.safeParse({ ...base, views: -1, likes: 2.5, comments: '7' }))).toEqual({
      views: RESULTS_MESSAGES.viewsInvalid,
      likes: RESULTS_MESSAGES.likesInvalid,
      comments: RESULTS_MESSAGES.commentsInvalid,
    });
    expect(messages(finalResultsInput.safeParse({ ...base, shares: -3 }))).toEqual({
      shares: RESULTS_MESSAGES.sharesInvalid,
    });
  });

  it('takes http(s) content links only', () => {
    for (const contentUrl of ['', 'javascript:alert(1)', 'tiktok.com/@maya', 'ftp://example.com/x']) {
      expect(messages(finalResultsInput.safeParse({ ...base, contentUrl }))).toEqual({
        contentUrl: RESULTS_MESSAGES.contentUrlInvalid,
      });
    }
  });

  it('takes at most 5 uploaded screenshots', () => {
    const six = Array.from({ length: 6 }, () => UPLOAD_ID);
    expect(messages(finalResultsInput.safeParse({ ...base, screenshotUploadIds: six }))).toEqual({
      screenshotUploadIds: RESULTS_MESSAGES.tooManyScreenshots,
    });
    expect(
      messages(finalResultsInput.safeParse({ ...base, screenshotUploadIds: ['../etc/passwd'] })),
    ).toEqual({
      'screenshotUploadIds.0': RESULTS_MESSAGES.screenshotInvalid,
    });
  });
});

describe('a payout amount', () => {
  it('takes a positive AED amount with at most two decimals, as a number or typed text', () => {
    expect(payoutAmount.parse(1500)).toBe(1500);
    expect(payoutAmount.parse(19.99)).toBe(19.99);
    expect(payoutAmount.parse(0.01)).toBe(0.01);
    expect(payoutAmount.parse(' 250.5 ')).toBe(250.5);
    expect(payoutAmount.parse('1000000')).toBe(1_000_000);
  });

  it('refuses 0, negative, blank, non-numeric and over-precise amounts instead of rounding them', () => {
    for (const value of [
      0,
      '0.00',
      -5,
      '-5',
      '',
      'abc',
      '1,500',
      10.005,
      '10.001',
      Number.NaN,
      Infinity,
      null,
    ]) {
      expect(messages(payoutAmount.safeParse(value))).toEqual({ '': RESULTS_MESSAGES.payoutAmountInvalid });
    }
  });

  it('refuses more than AED 1,000,000', () => {
    expect(messages(payoutAmount.safeParse(1_000_000.01))).toEqual({
      '': RESULTS_MESSAGES.payoutAmountTooLarge,
    });
  });
});

describe('marking a payout paid', () => {
  afterEach(() => vi.useRealTimers());

  it('takes the day it was paid and an optional trimmed reference', () => {
    expect(markPaidInput.parse({ paidOn: '2024-05-01' })).toEqual({ paidOn: '2024-05-01', reference: null });
    expect(markPaidInput.parse({ paidOn: '2024-05-01', reference: '  TRX-2024-0042 ' })).toEqual({
      paidOn: '2024-05-01',
      reference: 'TRX-2024-0042',
    });
    expect(markPaidInput.parse({ paidOn: '2024-05-01', reference: '   ' }).reference).toBeNull();
  });

  it('refuses a reference over 100 characters', () => {
    expect(messages(markPaidInput.safeParse({ paidOn: '2024-05-01', reference: 'x'.repeat(101) }))).toEqual({
      reference: 'Reference must be at most 100 characters',
    });
  });

  it('refuses a missing or impossible date', () => {
    for (const paidOn of [undefined, '', '2024-02-30', '01/05/2024', '2024-05-01T10:00:00Z']) {
      expect(messages(markPaidInput.safeParse({ paidOn }))).toEqual({
        paidOn: RESULTS_MESSAGES.paidOnInvalid,
      });
    }
  });

  it('refuses a date in the future', () => {
    expect(messages(markPaidInput.safeParse({ paidOn: '2999-01-01' }))).toEqual({
      paidOn: RESULTS_MESSAGES.paidOnFuture,
    });
  });

  it('takes today in Dubai while it is still yesterday in UTC, but not the day after', () => {
    // 21:30 UTC on 9 June is 01:30 on 10 June in Dubai (UTC+4) and 11:30 on 10 June at UTC+14.
    vi.useFakeTimers({ now: new Date('2030-06-09T21:30:00Z'), toFake: ['Date'] });
    expect(markPaidInput.safeParse({ paidOn: '2030-06-10' }).success).toBe(true);
    expect(messages(markPaidInput.safeParse({ paidOn: '2030-06-11' }))).toEqual({
      paidOn: RESULTS_MESSAGES.paidOnFuture,
    });
  });

  it('calls a date future only once no time zone has reached it', () => {
    const now = new Date('2030-06-09T09:59:59Z'); // 23:59:59 on 9 June at UTC+14
    expect(isFutureDate('2030-06-09', now)).toBe(false);
    expect(isFutureDate('2030-06-10', now)).toBe(true);
    expect(isFutureDate('2030-06-10', new Date('2030-06-09T10:00:00Z'))).toBe(false);
  });
});
