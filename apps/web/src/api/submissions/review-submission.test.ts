import type { Submission, SubmissionList } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { reviewFailureToast, withReviewed } from './review-submission';

const item = (id: string, status: Submission['status']) => ({ id, status }) as Submission;

describe('withReviewed', () => {
  it('puts the reviewed submission in place of its old state and leaves the others', () => {
    const list: SubmissionList = {
      submissions: [item('a', 'submitted'), item('b', 'submitted')],
      contentStatus: null,
    };
    const next = withReviewed(list, item('b', 'approved'));
    expect(next.submissions.map((entry) => [entry.id, entry.status])).toEqual([
      ['a', 'submitted'],
      ['b', 'approved'],
    ]);
    expect(list.submissions[1]!.status).toBe('submitted');
  });

  it('leaves a list without the submission as it was', () => {
    const list: SubmissionList = { submissions: [item('a', 'submitted')], contentStatus: null };
    expect(withReviewed(list, item('z', 'approved')).submissions).toEqual(list.submissions);
  });
});

describe('reviewFailureToast', () => {
  it("says the spec's sentence for a fault or a lost connection", () => {
    const expected = {
      title: 'Review Failed',
      description: 'Failed to review submission. Please try again.',
    };
    expect(reviewFailureToast(new ApiError(500, 'INTERNAL', 'Something went wrong'))).toEqual(expected);
    expect(reviewFailureToast(new TypeError('Failed to fetch'))).toEqual(expected);
  });

  it("gives the server's reason for a refusal (already reviewed, not assigned, bad input)", () => {
    expect(
      reviewFailureToast(new ApiError(409, 'CONFLICT', 'This submission is not waiting for a review')),
    ).toEqual({ title: 'Review Failed', description: 'This submission is not waiting for a review' });
    expect(reviewFailureToast(new ApiError(403, 'FORBIDDEN', 'Not assigned')).description).toBe(
      'Not assigned',
    );
    expect(
      reviewFailureToast(new ApiError(400, 'VALIDATION_FAILED', 'Please fix the errors in the form'))
        .description,
    ).toBe('Please fix the errors in the form');
  });
});
