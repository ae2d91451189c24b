// Submission deadlines (issue 15, ADR 0043): the application's deadline is a date; content is
// due by the end of that day in UTC, and a reminder goes out once, 48 hours before that end.

/** The reminder goes out this many hours before the deadline ends. */
export const DEADLINE_REMINDER_HOURS = 48;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export const DEADLINE_MESSAGES = {
  invalid: 'Enter a valid date',
  past: 'The submission deadline cannot be in the past',
} as const;

/** The UTC calendar date of a moment, YYYY-MM-DD. */
export function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The moment a deadline date ends: the start of the next day in UTC. */
export function deadlineEnd(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + DAY_MS);
}

/** Whether a deadline has passed (its day is over in UTC): the Overdue marker. */
export function isDeadlinePast(date: string, now: Date): boolean {
  return now.getTime() >= deadlineEnd(date).getTime();
}

/** Why a deadline the brand picks is refused (a day already over in UTC), or null. */
export function submissionDeadlineProblem(date: string, now: Date): string | null {
  return date < utcDate(now) ? DEADLINE_MESSAGES.past : null;
}

/**
 * The deadline dates whose reminder is due at `now`, as an inclusive range: those that end
 * within the next 48 hours and have not ended yet (a reminder after the deadline helps nobody).
 */
export function reminderDueDates(now: Date): { from: string; to: string } {
  return {
    from: utcDate(now),
    to: utcDate(new Date(now.getTime() + DEADLINE_REMINDER_HOURS * HOUR_MS - DAY_MS)),
  };
}

/** A deadline date as people read it: '12 Jun 2030' (the date itself, whatever the time zone). */
export function formatDeadline(date: string): string {
  return new Date(`${date}T00:00:00.000Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
