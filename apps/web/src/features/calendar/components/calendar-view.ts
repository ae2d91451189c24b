import type { CalendarEventType, CalendarItem } from '@partnerly/contracts';
import { addDays, allDayEndExclusive, dubaiDayOf, endOf, type DayKey } from './calendar-time';

// What the calendar shows, computed from GET /api/calendar's items (soonest first, with the
// last 30 days): today's schedule, the upcoming days and the three tiles. Pure, so tested.

/** The types that are dates to meet rather than appointments. */
const DEADLINE_TYPES: readonly CalendarEventType[] = ['deadline', 'content_due', 'review_due'];

/** The first and last Asia/Dubai day an item covers. */
function daysOf(item: CalendarItem): { first: DayKey; last: DayKey } {
  const first = dubaiDayOf(item.startsAt);
  if (item.isAllDay) return { first, last: addDays(allDayEndExclusive(item), -1) };
  // A timed item ending at midnight does not reach into the next day.
  const last = dubaiDayOf(new Date(endOf(item).getTime() - 1));
  return { first, last: last < first ? first : last };
}

const byStart = (a: CalendarItem, b: CalendarItem) =>
  Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.title.localeCompare(b.title);

/** Today's items (all-day first, then by start), including ones that started earlier and run on. */
export function todaysItems(items: readonly CalendarItem[], today: DayKey): CalendarItem[] {
  return items
    .filter((item) => {
      const { first, last } = daysOf(item);
      return first <= today && today <= last;
    })
    .sort((a, b) => Number(b.isAllDay) - Number(a.isAllDay) || byStart(a, b));
}

export interface CalendarDay {
  day: DayKey;
  items: CalendarItem[];
}

/** The items starting after today, grouped by their first day, soonest first; at most `limit` items. */
export function upcomingDays(items: readonly CalendarItem[], today: DayKey, limit: number): CalendarDay[] {
  const upcoming = items.filter((item) => dubaiDayOf(item.startsAt) > today).sort(byStart);
  const days: CalendarDay[] = [];
  for (const item of upcoming.slice(0, limit)) {
    const day = dubaiDayOf(item.startsAt);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return days;
}

/** How many items start after today (what 'Show more' reveals). */
export function upcomingCount(items: readonly CalendarItem[], today: DayKey): number {
  return items.filter((item) => dubaiDayOf(item.startsAt) > today).length;
}

export interface CalendarStats {
  /** Items on today's schedule (cancelled ones left out). */
  today: number;
  /** Items in the 7 days from today, today included. */
  nextSevenDays: number;
  /** Deadlines, content and review dates not yet past nor done. */
  deadlinesAhead: number;
  /** The soonest of those. */
  nextDeadline: CalendarItem | null;
}

/** The three tiles: today, the next 7 days and the deadlines still ahead (cancelled and done ones left out). */
export function calendarStats(items: readonly CalendarItem[], now: Date): CalendarStats {
  const today = dubaiDayOf(now);
  const weekEnd = addDays(today, 6);
  const open = items.filter((item) => item.status === 'scheduled');
  const deadlines = open
    .filter((item) => DEADLINE_TYPES.includes(item.eventType) && endOf(item).getTime() > now.getTime())
    .sort(byStart);
  return {
    today: todaysItems(open, today).length,
    nextSevenDays: open.filter((item) => {
      const { first, last } = daysOf(item);
      return first <= weekEnd && last >= today;
    }).length,
    deadlinesAhead: deadlines.length,
    nextDeadline: deadlines[0] ?? null,
  };
}

/**
 * The next of today's items at a set time that has not ended, for the Today tile's hint; null
 * when today holds only all-day dates or the timed ones are over.
 */
export function nextTimedToday(items: readonly CalendarItem[], now: Date): CalendarItem | null {
  return (
    todaysItems(items, dubaiDayOf(now)).find(
      (item) => !item.isAllDay && item.status === 'scheduled' && endOf(item).getTime() > now.getTime(),
    ) ?? null
  );
}

/** 'own:{uuid}' → the uuid PUT and DELETE /api/calendar/events/:id take. */
export function ownEventIdOf(item: Pick<CalendarItem, 'id'>): string {
  return item.id.replace(/^own:/, '');
}
