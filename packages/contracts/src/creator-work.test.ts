import { describe, expect, it } from 'vitest';
import {
  creatorWorkStatus,
  isWorkOverdue,
  platformWorkStatuses,
  submittablePlatforms,
  workBadge,
} from './creator-work';
import type { SubmissionStatus } from './submissions';

const sent = (platform: string, status: SubmissionStatus) => ({ platform, status });

describe('creatorWorkStatus (spec 03 "Creator work status per application")', () => {
  it('is not_started before anything is submitted', () => {
    expect(creatorWorkStatus(['instagram', 'tiktok'], [])).toBe('not_started');
  });

  it('is in_progress while a required platform is missing or not approved', () => {
    expect(creatorWorkStatus(['instagram', 'tiktok'], [sent('instagram', 'approved')])).toBe('in_progress');
    expect(
      creatorWorkStatus(
        ['instagram', 'tiktok'],
        [sent('instagram', 'approved'), sent('tiktok', 'submitted')],
      ),
    ).toBe('in_progress');
    expect(creatorWorkStatus(['instagram'], [sent('instagram', 'revision_requested')])).toBe('in_progress');
    expect(creatorWorkStatus(['instagram'], [sent('instagram', 'rejected')])).toBe('in_progress');
  });

  it('is completed once every required platform is approved', () => {
    expect(
      creatorWorkStatus(['instagram', 'tiktok'], [sent('tiktok', 'approved'), sent('instagram', 'approved')]),
    ).toBe('completed');
  });

  it('ignores an approved platform the campaign no longer requires', () => {
    expect(creatorWorkStatus(['tiktok'], [sent('instagram', 'approved')])).toBe('in_progress');
  });
});

describe('the platforms of a piece of work', () => {
  const platforms = ['instagram', 'tiktok', 'youtube', 'twitter', 'facebook'];
  const submissions = [
    sent('instagram', 'approved'),
    sent('tiktok', 'submitted'),
    sent('youtube', 'revision_requested'),
    sent('twitter', 'rejected'),
  ];

  it('gives each required platform the status of its submission, or not_submitted', () => {
    expect(platformWorkStatuses(platforms, submissions)).toEqual([
      { platform: 'instagram', status: 'approved' },
      { platform: 'tiktok', status: 'submitted' },
      { platform: 'youtube', status: 'revision_requested' },
      { platform: 'twitter', status: 'rejected' },
      { platform: 'facebook', status: 'not_submitted' },
    ]);
  });

  it('offers the platforms not approved and not awaiting review', () => {
    expect(submittablePlatforms(platforms, submissions)).toEqual(['youtube', 'twitter', 'facebook']);
    expect(submittablePlatforms(['instagram'], [sent('instagram', 'under_review')])).toEqual([]);
  });
});

describe('isWorkOverdue', () => {
  it('counts the whole deadline day in UTC', () => {
    expect(isWorkOverdue('2026-03-10', 'in_progress', new Date('2026-03-10T23:59:59.999Z'))).toBe(false);
    expect(isWorkOverdue('2026-03-10', 'in_progress', new Date('2026-03-11T00:00:00.000Z'))).toBe(true);
    expect(isWorkOverdue('2026-03-10', 'not_started', new Date('2026-04-01T12:00:00Z'))).toBe(true);
  });

  it('is never overdue without a deadline or once the work is completed', () => {
    expect(isWorkOverdue(null, 'not_started', new Date('2030-01-01T00:00:00Z'))).toBe(false);
    expect(isWorkOverdue('2026-03-10', 'completed', new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });
});

describe('workBadge', () => {
  it('shows the work status until the content is approved', () => {
    expect(workBadge({ workStatus: 'not_started', contentStatus: 'not_submitted' })).toEqual({
      label: 'Not started',
      tone: 'neutral',
    });
    expect(workBadge({ workStatus: 'in_progress', contentStatus: 'pre_approval' })).toEqual({
      label: 'In progress',
      tone: 'info',
    });
  });

  it("shows where the final results stand from then on, in the spec's words", () => {
    expect(workBadge({ workStatus: 'completed', contentStatus: 'approved' })).toEqual({
      label: 'Final Results Due',
      tone: 'warning',
    });
    expect(workBadge({ workStatus: 'completed', contentStatus: 'final_submitted' })).toEqual({
      label: 'Results Under Review',
      tone: 'info',
    });
    expect(workBadge({ workStatus: 'completed', contentStatus: 'completed' })).toEqual({
      label: 'Campaign Completed!',
      tone: 'success',
    });
  });
});
