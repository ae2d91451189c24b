import { describe, expect, it } from 'vitest';
import {
  canResubmit,
  canReview,
  isContentApproved,
  REVIEW_ACTIONS,
  reviewOutcome,
  reviewSubmissionInput,
  SUBMISSION_MESSAGES,
  SUBMISSION_STATUSES,
  submitContentInput,
} from './submissions';

const APPLICATION_ID = '0b6a4a59-8c3c-4c1f-9a57-6f1d2b5f6a11';

describe('the review transitions (spec 03 section 4)', () => {
  it('lets a submission awaiting review be approved, sent back or rejected', () => {
    for (const status of ['submitted', 'under_review'] as const) {
      expect(reviewOutcome(status, 'approve')).toBe('approved');
      expect(reviewOutcome(status, 'revision')).toBe('revision_requested');
      expect(reviewOutcome(status, 'reject')).toBe('rejected');
    }
  });

  it('refuses any review of an approved, revision-requested or rejected submission', () => {
    for (const status of ['approved', 'revision_requested', 'rejected'] as const) {
      for (const action of REVIEW_ACTIONS) expect(canReview(status, action)).toBe(false);
    }
  });

  it('takes a resubmission only after a revision request or a rejection', () => {
    expect(SUBMISSION_STATUSES.filter(canResubmit)).toEqual(['revision_requested', 'rejected']);
  });

  it('calls the content approved only when every required platform is approved', () => {
    const approved = (platform: string) => ({ platform, status: 'approved' as const });
    expect(isContentApproved(['instagram', 'tiktok'], [approved('instagram')])).toBe(false);
    expect(
      isContentApproved(
        ['instagram', 'tiktok'],
        [approved('instagram'), { platform: 'tiktok', status: 'submitted' }],
      ),
    ).toBe(false);
    expect(isContentApproved(['instagram', 'tiktok'], [approved('tiktok'), approved('instagram')])).toBe(
      true,
    );
    expect(isContentApproved([], [])).toBe(false);
  });
});

describe('the submit input', () => {
  const base = {
    applicationId: APPLICATION_ID,
    platform: 'instagram',
    contentUrl: 'https://instagram.com/p/x',
    contentType: 'reel',
  };

  it('accepts http(s) links only', () => {
    expect(submitContentInput.safeParse(base).success).toBe(true);
    for (const contentUrl of ['javascript:alert(1)', 'ftp://x.com/a', 'instagram.com/p/x']) {
      const result = submitContentInput.safeParse({ ...base, contentUrl });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(SUBMISSION_MESSAGES.contentUrlInvalid);
    }
  });

  it('takes at most 5 screenshots and whole metrics of 0 or more', () => {
    const ids = Array.from({ length: 6 }, () => APPLICATION_ID);
    expect(
      submitContentInput.safeParse({ ...base, screenshotUploadIds: ids }).error?.issues[0]?.message,
    ).toBe(SUBMISSION_MESSAGES.tooManyScreenshots);
    expect(submitContentInput.safeParse({ ...base, metrics: { views: 1.5 } }).success).toBe(false);
    expect(submitContentInput.safeParse({ ...base, metrics: { likes: -1 } }).success).toBe(false);
    expect(submitContentInput.parse({ ...base, metrics: { views: 10 } }).metrics).toEqual({
      views: 10,
      likes: null,
      comments: null,
      shares: null,
    });
  });
});

describe('the review input', () => {
  it('requires trimmed feedback to request a revision or reject, not to approve', () => {
    expect(reviewSubmissionInput.safeParse({ action: 'approve' }).success).toBe(true);
    for (const action of ['revision', 'reject']) {
      const result = reviewSubmissionInput.safeParse({ action, feedback: '   ' });
      expect(result.error?.issues[0]).toMatchObject({
        path: ['feedback'],
        message: SUBMISSION_MESSAGES.feedbackRequired,
      });
    }
    expect(reviewSubmissionInput.parse({ action: 'reject', feedback: ' Off brief ' })).toEqual({
      action: 'reject',
      feedback: 'Off brief',
      manualInputRequested: false,
    });
  });
});
