import { describe, expect, it } from 'vitest';
import { firstRetrySchedule, nextRetrySchedule } from './use-backoff-retry';

const NOW = 1_700_000_000_000;

describe('retry schedule of the connection screens', () => {
  it('waits 1 s before the first retry when nothing was tried before', () => {
    expect(firstRetrySchedule(undefined, NOW)).toEqual({ attempt: 0, dueAt: NOW + 1000 });
    expect(firstRetrySchedule(0, NOW)).toEqual({ attempt: 0, dueAt: NOW + 1000 });
  });

  it('continues the back-off from the retries saved before a reload', () => {
    // Each reload of a page that keeps failing starts a new screen: 1 s, 2 s, 4 s, then 5 s.
    expect([0, 1, 2, 3, 7].map((saved) => firstRetrySchedule(saved, NOW).dueAt - NOW)).toEqual([
      1000, 2000, 4000, 5000, 5000,
    ]);
    expect(firstRetrySchedule(2, NOW).attempt).toBe(2);
  });

  it('ignores a saved count that is not a positive whole number', () => {
    expect(firstRetrySchedule(-3, NOW)).toEqual({ attempt: 0, dueAt: NOW + 1000 });
    expect(firstRetrySchedule(1.5, NOW)).toEqual({ attempt: 0, dueAt: NOW + 1000 });
  });

  it('waits longer after each failed retry on the same screen, up to 5 s', () => {
    let schedule = firstRetrySchedule(0, NOW);
    const waits: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      schedule = nextRetrySchedule(schedule, NOW);
      waits.push(schedule.dueAt - NOW);
    }
    expect(waits).toEqual([2000, 4000, 5000, 5000, 5000]);
  });

  it('a screen shown after two reloads keeps backing off from there', () => {
    const next = nextRetrySchedule(firstRetrySchedule(2, NOW), NOW + 4000);
    expect(next).toEqual({ attempt: 3, dueAt: NOW + 4000 + 5000 });
  });
});
