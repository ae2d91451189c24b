import type { CampaignResult, CampaignResultList } from '@partnerly/contracts';
import { en, type MessageKey } from '@partnerly/contracts/i18n';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { resultsReviewFailure, withReviewedResult } from './review-results';

const intl = createIntl({ locale: 'en-AE', messages: en });
const t = (key: MessageKey, values?: Record<string, string | number>) =>
  intl.formatMessage({ id: key }, values);

const item = (applicationId: string, contentStatus: CampaignResult['contentStatus']) =>
  ({ applicationId, contentStatus }) as CampaignResult;

describe('withReviewedResult', () => {
  it('puts the reviewed results in place of their old state and leaves the others', () => {
    const list: CampaignResultList = {
      results: [item('a', 'final_submitted'), item('b', 'final_submitted')],
    };
    const next = withReviewedResult(list, item('b', 'completed'));
    expect(next.results.map((entry) => [entry.applicationId, entry.contentStatus])).toEqual([
      ['a', 'final_submitted'],
      ['b', 'completed'],
    ]);
    expect(list.results[1]!.contentStatus).toBe('final_submitted');
  });
});

describe('resultsReviewFailure', () => {
  it('asks to try again after a fault or a lost connection', () => {
    const expected = {
      title: 'Review Failed',
      description: 'Failed to review the results. Please try again.',
    };
    expect(resultsReviewFailure(t, new ApiError(500, 'INTERNAL', 'Something went wrong'))).toEqual(expected);
    expect(resultsReviewFailure(t, new TypeError('Failed to fetch'))).toEqual(expected);
  });

  it("gives the server's reason for a refusal (reviewed elsewhere, not assigned)", () => {
    expect(
      resultsReviewFailure(t, new ApiError(409, 'CONFLICT', 'These results are not waiting for a review'))
        .description,
    ).toBe('These results are not waiting for a review');
    expect(resultsReviewFailure(t, new ApiError(403, 'FORBIDDEN', 'Not assigned')).description).toBe(
      'Not assigned',
    );
  });
});
