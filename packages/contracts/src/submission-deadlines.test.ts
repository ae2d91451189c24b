import { describe, expect, it } from 'vitest';
import { approveApplicationInput } from './application-inputs';
import {
  deadlineEnd,
  formatDeadline,
  isDeadlinePast,
  reminderDueDates,
  submissionDeadlineProblem,
} from './submission-deadlines';

describe('submission deadlines', () => {
  it('end with their day in UTC', () => {
    expect(deadlineEnd('2030-06-10').toISOString()).toBe('2030-06-11T00:00:00.000Z');
    expect(isDeadlinePast('2030-06-10', new Date('2030-06-10T23:59:59.999Z'))).toBe(false);
    expect(isDeadlinePast('2030-06-10', new Date('2030-06-11T00:00:00.000Z'))).toBe(true);
  });

  it('may be set for today (UTC) on, not for a day already over', () => {
    const now = new Date('2030-06-10T23:59:59.999Z');
    expect(submissionDeadlineProblem('2030-06-10', now)).toBeNull();
    expect(submissionDeadlineProblem('2031-01-01', now)).toBeNull();
    expect(submissionDeadlineProblem('2030-06-09', now)).toBe(
      'The submission deadline cannot be in the past',
    );
    expect(submissionDeadlineProblem('2030-06-10', new Date('2030-06-11T00:00:00.000Z'))).toBe(
      'The submission deadline cannot be in the past',
    );
  });

  it('are reminded from 48 hours before their end until it', () => {
    // Deadline 2030-06-10 ends 2030-06-11T00:00Z: due from 2030-06-09T00:00Z.
    const due = (now: string, date: string) => {
      const { from, to } = reminderDueDates(new Date(now));
      return from <= date && date <= to;
    };
    expect(due('2030-06-08T23:59:59.999Z', '2030-06-10')).toBe(false);
    expect(due('2030-06-09T00:00:00.000Z', '2030-06-10')).toBe(true);
    expect(due('2030-06-10T23:59:59.999Z', '2030-06-10')).toBe(true);
    expect(due('2030-06-11T00:00:00.000Z', '2030-06-10')).toBe(false);
    expect(reminderDueDates(new Date('2030-06-09T12:00:00Z'))).toEqual({
      from: '2030-06-09',
      to: '2030-06-10',
    });
  });

  it('read as a day, whatever the time zone', () => {
    expect(formatDeadline('2030-06-10')).toBe('10 Jun 2030');
  });

  it('are optional in the approval body, and must be real dates', () => {
    expect(approveApplicationInput.parse({})).toEqual({});
    expect(approveApplicationInput.parse({ submissionDeadline: null })).toEqual({ submissionDeadline: null });
    expect(approveApplicationInput.parse({ submissionDeadline: '2032-02-29' })).toEqual({
      submissionDeadline: '2032-02-29',
    });
    for (const submissionDeadline of ['2031-02-29', '2030-13-01', '10/06/2030', '']) {
      expect(approveApplicationInput.safeParse({ submissionDeadline }).success).toBe(false);
    }
  });
});
