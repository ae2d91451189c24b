import { submitResultsInput, type CampaignResult, type MyResults } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import { z } from 'zod';
import {
  formatEngagementRate,
  payoutAmountText,
  resultsFormValues,
  resultsRequest,
  resultsStage,
} from './results-format';

const APPLICATION = '7d0a1f9e-3c1b-4a9e-9a61-0d6b4f7c2e11';
const SHOT = '2b7e4c1a-8f3d-4e6b-b1a2-9c0d5e6f7a81';

const earlier = {
  applicationId: APPLICATION,
  contentUrl: 'https://instagram.com/p/abc',
  views: 10_000,
  likes: 400,
  comments: 30,
  shares: 0,
  screenshots: [{ id: SHOT, url: '/api/uploads/x' }],
  payoutStatus: 'pending',
  payoutAmount: null,
} as unknown as CampaignResult;

const state = (
  contentStatus: MyResults['contentStatus'],
  result: CampaignResult | null = null,
): MyResults => ({
  contentStatus,
  result,
});

describe('resultsStage (spec 03: the work panel by content status)', () => {
  it('waits until the content is approved, then asks for the results', () => {
    expect(resultsStage(state('not_submitted'))).toBe('waiting');
    expect(resultsStage(state('pre_approval'))).toBe('waiting');
    expect(resultsStage(state('approved'))).toBe('report');
  });

  it('reads stored results on approved content as a correction request', () => {
    expect(resultsStage(state('approved', earlier))).toBe('correction');
  });

  it('shows the review, then the completion', () => {
    expect(resultsStage(state('final_submitted', earlier))).toBe('under_review');
    expect(resultsStage(state('completed', earlier))).toBe('completed');
  });
});

describe('the final results form values', () => {
  it('starts empty, with the one content link when there is one', () => {
    expect(resultsFormValues(APPLICATION, null, [{ contentUrl: 'https://tiktok.com/@a/1' }])).toMatchObject({
      applicationId: APPLICATION,
      contentUrl: 'https://tiktok.com/@a/1',
      views: undefined,
      shares: null,
      screenshotUploadIds: [],
    });
    const twoLinks = [{ contentUrl: 'https://a.example' }, { contentUrl: 'https://b.example' }];
    expect(resultsFormValues(APPLICATION, null, twoLinks).contentUrl).toBe('');
  });

  it('starts from the earlier figures and screenshots after a correction request', () => {
    expect(resultsFormValues(APPLICATION, earlier, [])).toEqual({
      applicationId: APPLICATION,
      contentUrl: 'https://instagram.com/p/abc',
      views: 10_000,
      likes: 400,
      comments: 30,
      shares: 0,
      screenshotUploadIds: [SHOT],
    });
  });

  it('refuses what the form left empty with the field messages, and sends shares left empty as 0', () => {
    const empty = submitResultsInput.safeParse(resultsFormValues(APPLICATION, null, []));
    expect(empty.success).toBe(false);
    const fields = Object.keys(z.flattenError(empty.error!).fieldErrors).sort();
    expect(fields).toEqual(['comments', 'contentUrl', 'likes', 'views']);

    const typed = submitResultsInput.parse({
      ...resultsFormValues(APPLICATION, null, [{ contentUrl: 'https://x.example/p' }]),
      views: 1200,
      likes: 85,
      comments: 4,
    });
    expect(resultsRequest(typed, [SHOT])).toEqual({
      applicationId: APPLICATION,
      contentUrl: 'https://x.example/p',
      views: 1200,
      likes: 85,
      comments: 4,
      shares: 0,
      screenshotUploadIds: [SHOT],
    });
  });
});

describe('how results and payouts read', () => {
  it('shows the stored rate with its two decimals', () => {
    expect(formatEngagementRate(4.3)).toBe('4.30%');
    expect(formatEngagementRate(0)).toBe('0.00%');
  });

  it('names the amount once the brand set it', () => {
    expect(payoutAmountText(t, { payoutStatus: 'pending', payoutAmount: null })).toBe(
      'The brand sets the amount when it approves your results.',
    );
    expect(payoutAmountText(t, { payoutStatus: 'approved', payoutAmount: 1500 })).toBe('AED 1,500');
    expect(payoutAmountText(t, { payoutStatus: 'paid', payoutAmount: 99.5 })).toBe('AED 99.50');
  });
});
