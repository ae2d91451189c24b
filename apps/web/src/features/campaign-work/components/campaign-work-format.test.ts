import { describe, expect, it } from 'vitest';
import { englishT as t } from '@/lib/i18n/english-translate';
import {
  contentStatusMessage,
  formFieldOf,
  metricFromInput,
  metricsOrNull,
  screenshotFileError,
  screenshotRoom,
  trackerSteps,
} from './campaign-work-format';

describe('the progress tracker', () => {
  it('follows the content statuses in order, marking those before the current one done', () => {
    expect(trackerSteps(t, 'pre_approval')).toEqual([
      { status: 'not_submitted', label: 'Not Submitted', state: 'done' },
      { status: 'pre_approval', label: 'Pre-Approval', state: 'current' },
      { status: 'approved', label: 'Approved', state: 'upcoming' },
      { status: 'final_submitted', label: 'Final Submitted', state: 'upcoming' },
      { status: 'completed', label: 'Completed', state: 'upcoming' },
    ]);
  });

  it('marks the final results step current while they are under review', () => {
    expect(trackerSteps(t, 'final_submitted').map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'current',
      'upcoming',
    ]);
  });

  it('marks every step done once the campaign is completed', () => {
    expect(trackerSteps(t, 'completed').map((step) => step.state)).toEqual([
      'done',
      'done',
      'done',
      'done',
      'done',
    ]);
  });

  it("says the spec's line for each state", () => {
    expect(contentStatusMessage(t, 'pre_approval')).toBe('Awaiting Brand Review');
    expect(contentStatusMessage(t, 'approved')).toBe(
      'The brand approved your content on every platform. Report your final results in the Analytics tab.',
    );
    expect(contentStatusMessage(t, 'final_submitted')).toBe('Results Under Review');
    expect(contentStatusMessage(t, 'completed')).toBe('Campaign Completed!');
  });
});

describe('screenshots', () => {
  it('takes JPG, PNG, GIF and WebP images of at most 5 MB', () => {
    expect(screenshotFileError(t, { type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(screenshotFileError(t, { type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'This file is too large. Please choose one of 5 MB or less.',
    );
    expect(screenshotFileError(t, { type: 'image/svg+xml', size: 100 })).toBe(
      'Please choose a JPG, PNG or WebP image',
    );
    expect(screenshotFileError(t, { type: 'video/mp4', size: 100 })).not.toBeNull();
  });

  it('leaves room for 5 at most', () => {
    expect(screenshotRoom(0)).toBe(5);
    expect(screenshotRoom(4)).toBe(1);
    expect(screenshotRoom(6)).toBe(0);
  });

  it("puts the server's message for any screenshot on the screenshots field", () => {
    expect(formFieldOf('screenshotUploadIds.2')).toBe('screenshotUploadIds');
    expect(formFieldOf('metrics.views')).toBe('metrics.views');
  });
});

describe('metrics', () => {
  it('reads an empty input as no metric and a number as that number', () => {
    expect(metricFromInput('')).toBeNull();
    expect(metricFromInput('1200')).toBe(1200);
    expect(metricFromInput('1.5')).toBe(1.5);
  });

  it('sends no metrics when none was given', () => {
    expect(metricsOrNull({ views: null, likes: null, comments: null, shares: null })).toBeNull();
    expect(metricsOrNull({ views: 10, likes: null, comments: null, shares: null })).toEqual({
      views: 10,
      likes: null,
      comments: null,
      shares: null,
    });
    expect(metricsOrNull(null)).toBeNull();
  });
});
