import type { CalendarItem } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { dubaiDayOf, dubaiTimeOf, dubaiWallTimeToIso } from './calendar-time';
import { calendarStats, nextTimedToday, ownEventIdOf, todaysItems, upcomingDays } from './calendar-view';

let count = 0;
function item(fields: Partial<CalendarItem> & Pick<CalendarItem, 'startsAt'>): CalendarItem {
  count += 1;
  return {
    id: `own:${count}`,
    source: 'own',
    eventType: 'meeting',
    title: `Item ${count}`,
    description: null,
    endsAt: null,
    isAllDay: false,
    location: null,
    status: 'scheduled',
    campaign: null,
    link: null,
    creator: null,
    ...fields,
  };
}

// 10:00 in Dubai on 14 May 2026.
const now = new Date('2026-05-14T06:00:00.000Z');
const today = dubaiDayOf(now);

describe('Asia/Dubai times', () => {
  it('reads the Dubai day and wall time of an instant and writes wall times with +04:00', () => {
    expect(dubaiDayOf('2026-05-13T21:30:00.000Z')).toBe('2026-05-14');
    expect(dubaiTimeOf('2026-05-13T21:30:00.000Z')).toBe('01:30');
    expect(dubaiWallTimeToIso('2026-05-14', '09:15')).toBe('2026-05-14T09:15:00+04:00');
    expect(dubaiWallTimeToIso('2026-05-14')).toBe('2026-05-14T00:00:00+04:00');
  });
});

describe('the calendar view', () => {
  const allDayToday = item({
    startsAt: dubaiWallTimeToIso('2026-05-14'),
    isAllDay: true,
    eventType: 'content_due',
  });
  const lateToday = item({ startsAt: dubaiWallTimeToIso('2026-05-14', '23:30') });
  const earlyTomorrow = item({ startsAt: dubaiWallTimeToIso('2026-05-15', '00:30') });
  const inSixDays = item({
    startsAt: dubaiWallTimeToIso('2026-05-20'),
    isAllDay: true,
    eventType: 'deadline',
  });
  const inSevenDays = item({ startsAt: dubaiWallTimeToIso('2026-05-21', '12:00'), eventType: 'review_due' });
  const pastDeadline = item({
    startsAt: dubaiWallTimeToIso('2026-05-10'),
    isAllDay: true,
    eventType: 'deadline',
  });
  const cancelled = item({
    startsAt: dubaiWallTimeToIso('2026-05-16'),
    isAllDay: true,
    eventType: 'deadline',
    status: 'cancelled',
  });
  const items = [pastDeadline, allDayToday, lateToday, earlyTomorrow, cancelled, inSixDays, inSevenDays];

  it("puts today's items on today's schedule, all-day first, by the day in Dubai", () => {
    expect(todaysItems(items, today).map((entry) => entry.id)).toEqual([allDayToday.id, lateToday.id]);
  });

  it('keeps a several-day item on the schedule of each day it covers', () => {
    const week = item({
      startsAt: dubaiWallTimeToIso('2026-05-12'),
      endsAt: dubaiWallTimeToIso('2026-05-16'),
      isAllDay: true,
    });
    expect(todaysItems([week], today)).toEqual([week]);
    expect(todaysItems([week], '2026-05-16')).toEqual([]);
  });

  it('groups the items after today by day, soonest first, up to the limit', () => {
    const days = upcomingDays(items, today, 3);
    expect(days.map((day) => [day.day, day.items.map((entry) => entry.id)])).toEqual([
      ['2026-05-15', [earlyTomorrow.id]],
      ['2026-05-16', [cancelled.id]],
      ['2026-05-20', [inSixDays.id]],
    ]);
  });

  it('counts today, the 7 days from today and the deadlines still ahead, leaving out cancelled ones', () => {
    expect(calendarStats(items, now)).toEqual({
      today: 2,
      nextSevenDays: 4,
      deadlinesAhead: 3,
      nextDeadline: allDayToday,
    });
  });

  it("names the next of today's timed items that has not ended", () => {
    const morning = item({ startsAt: dubaiWallTimeToIso('2026-05-14', '08:00') });
    expect(nextTimedToday([allDayToday, morning, lateToday], now)).toBe(lateToday);
    expect(nextTimedToday([allDayToday, morning], now)).toBeNull();
  });

  it("takes an own event's id from its item id", () => {
    expect(ownEventIdOf({ id: 'own:5f1c' })).toBe('5f1c');
  });
});
