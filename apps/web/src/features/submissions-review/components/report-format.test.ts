import type { CampaignResult } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  latestPerCreator,
  parsePayoutAmount,
  payoutPrefill,
  percentLabel,
  reportPlatforms,
  reportStats,
  resultsStateOf,
  reviewToast,
} from './report-format';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const result = (views: number, likes: number, rate: number) => ({
  views,
  likes,
  engagement: { rate, score: 0, level: 'low' as const },
});

describe('reportStats', () => {
  it('counts the submissions and adds up the final results, averaging their stored rates', () => {
    expect(reportStats([{}, {}, {}], [result(10_000, 400, 4.3), result(2_000, 150, 8.05)])).toEqual({
      submissions: 3,
      views: 12_000,
      likes: 550,
      // (4.3 + 8.05) / 2 = 6.175, to 2 decimals.
      averageEngagement: 6.18,
    });
  });

  it('has no average engagement before any results', () => {
    expect(reportStats([{}], [])).toEqual({ submissions: 1, views: 0, likes: 0, averageEngagement: null });
  });
});

describe('percentLabel', () => {
  it('shows a rate with two decimals', () => {
    expect(percentLabel(4.3)).toBe('4.30%');
    expect(percentLabel(0)).toBe('0.00%');
  });
});

describe('reportPlatforms', () => {
  it("keeps the campaign's order and adds a platform only a submission names", () => {
    expect(
      reportPlatforms(['tiktok', 'instagram'], [{ platform: 'instagram' }, { platform: 'youtube' }]),
    ).toEqual(['tiktok', 'instagram', 'youtube']);
    expect(reportPlatforms(['instagram'], [])).toEqual(['instagram']);
  });
});

describe('latestPerCreator', () => {
  it("keeps each creator's latest submission on the platform, in the order they first submitted", () => {
    const submissions = [
      { id: 'a1', applicationId: 'a', platform: 'instagram' },
      { id: 'b1', applicationId: 'b', platform: 'instagram' },
      { id: 'a-tiktok', applicationId: 'a', platform: 'tiktok' },
      { id: 'a2', applicationId: 'a', platform: 'instagram' },
    ] as const;
    expect(latestPerCreator(submissions, 'instagram').map((item) => item.id)).toEqual(['a2', 'b1']);
    expect(latestPerCreator(submissions, 'tiktok').map((item) => item.id)).toEqual(['a-tiktok']);
    expect(latestPerCreator(submissions, 'youtube')).toEqual([]);
  });
});

describe('resultsStateOf', () => {
  it('reads under review, sent back for a correction, and completed from the content status', () => {
    expect(resultsStateOf({ contentStatus: 'final_submitted' })).toBe('under_review');
    expect(resultsStateOf({ contentStatus: 'approved' })).toBe('correction');
    expect(resultsStateOf({ contentStatus: 'completed' })).toBe('completed');
  });
});

describe('payoutPrefill', () => {
  it('starts the amount at the suggested payout, as it would be typed', () => {
    expect(payoutPrefill(1500)).toBe('1500');
    expect(payoutPrefill(99.5)).toBe('99.50');
    expect(payoutPrefill(1200.25)).toBe('1200.25');
  });

  it('leaves the amount empty with neither an agreed nor a quoted rate', () => {
    expect(payoutPrefill(null)).toBe('');
    expect(payoutPrefill(0)).toBe('');
  });
});

describe('parsePayoutAmount', () => {
  it('reads amounts as people write them', () => {
    expect(parsePayoutAmount('1500')).toEqual({ amount: 1500 });
    expect(parsePayoutAmount(' 1,500.50 ')).toEqual({ amount: 1500.5 });
    expect(parsePayoutAmount('AED 750')).toEqual({ amount: 750 });
    expect(parsePayoutAmount('aed1,000,000')).toEqual({ amount: 1_000_000 });
    expect(parsePayoutAmount('0.01')).toEqual({ amount: 0.01 });
  });

  it("refuses what the server refuses, with the rule's message", () => {
    const invalid = { error: 'Enter an amount in AED greater than 0, with at most two decimals' };
    expect(parsePayoutAmount('')).toEqual(invalid);
    expect(parsePayoutAmount('0')).toEqual(invalid);
    expect(parsePayoutAmount('-5')).toEqual(invalid);
    expect(parsePayoutAmount('10.005')).toEqual(invalid);
    expect(parsePayoutAmount('1500,50')).toEqual(invalid);
    expect(parsePayoutAmount('15,00')).toEqual(invalid);
    expect(parsePayoutAmount('1e3')).toEqual(invalid);
    expect(parsePayoutAmount('1000000.01')).toEqual({ error: 'Enter an amount of at most AED 1,000,000' });
  });
});

describe('reviewToast', () => {
  const base = { creatorName: 'Sara Ahmed', payoutAmount: null } as Pick<
    CampaignResult,
    'creatorName' | 'payoutAmount' | 'contentStatus'
  >;

  it('says the campaign is completed and names the approved payout', () => {
    expect(
      reviewToast(t, { ...base, contentStatus: 'completed', payoutAmount: 1500 }, 'Results Approved'),
    ).toEqual({
      title: 'Results Approved',
      description: "Campaign Completed! Sara Ahmed's payout of AED 1,500 is approved.",
    });
  });

  it('says the creator may correct the results after a correction request', () => {
    expect(reviewToast(t, { ...base, contentStatus: 'approved' }, 'Correction Requested')).toEqual({
      title: 'Correction Requested',
      description: 'Sara Ahmed can correct the results and submit them again.',
    });
  });
});
