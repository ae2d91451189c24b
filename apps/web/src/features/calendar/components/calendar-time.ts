import { CALENDAR_DEFAULT_DURATION_MINUTES, calendarDayOf, type CalendarItem } from '@partnerly/contracts';
import { UAE_TIME_ZONE } from '@partnerly/contracts/i18n';
import type { useT } from '@/lib/i18n/i18n-provider';

type Translate = ReturnType<typeof useT>;

// The calendar's times are UAE times (contracts CALENDAR_TIME_ZONE, Asia/Dubai). Dubai keeps
// UTC+4 all year (no daylight saving), so a fixed offset turns its wall times into instants and
// back without a time-zone database, the same in every browser.

/** Asia/Dubai's offset from UTC: +04:00 all year. */
const DUBAI_OFFSET = '+04:00';
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day in Asia/Dubai as YYYY-MM-DD. */
export type DayKey = string;

/** The Asia/Dubai day of an instant ('2026-05-12T21:30:00Z' is '2026-05-13' there). */
export function dubaiDayOf(instant: string | Date): DayKey {
  return calendarDayOf(typeof instant === 'string' ? new Date(instant) : instant);
}

/** The Asia/Dubai wall time of an instant as HH:MM (24-hour, what a time input holds). */
export function dubaiTimeOf(instant: string): string {
  return new Date(Date.parse(instant) + DUBAI_OFFSET_MS).toISOString().slice(11, 16);
}

/** A Dubai wall time (day YYYY-MM-DD, time HH:MM; midnight without one) as an ISO instant with +04:00. */
export function dubaiWallTimeToIso(day: DayKey, time = '00:00'): string {
  return `${day}T${time}:00${DUBAI_OFFSET}`;
}

/** The day `days` after `day` (negative: before). */
export function addDays(day: DayKey, days: number): DayKey {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** When an item ends: its end, else the default length after a timed start, else the next midnight. */
export function endOf(item: Pick<CalendarItem, 'startsAt' | 'endsAt' | 'isAllDay'>): Date {
  if (item.endsAt) return new Date(item.endsAt);
  if (item.isAllDay) return new Date(dubaiWallTimeToIso(addDays(dubaiDayOf(item.startsAt), 1)));
  return new Date(Date.parse(item.startsAt) + CALENDAR_DEFAULT_DURATION_MINUTES * 60_000);
}

/**
 * The day after an all-day item's last day (the exclusive end calendars want). An end at a Dubai
 * midnight is the end of the day before; any other end lies inside its last day.
 */
export function allDayEndExclusive(item: Pick<CalendarItem, 'startsAt' | 'endsAt'>): DayKey {
  const first = dubaiDayOf(item.startsAt);
  if (!item.endsAt) return addDays(first, 1);
  const endDay = dubaiDayOf(item.endsAt);
  const isMidnight = dubaiTimeOf(item.endsAt) === '00:00' && new Date(item.endsAt).getUTCSeconds() === 0;
  const exclusive = isMidnight ? endDay : addDays(endDay, 1);
  return exclusive > first ? exclusive : addDays(first, 1);
}

/**
 * The calendar's dates and times in the active language (issue 25): weekday and month names come
 * from Intl for its locale (LOCALE_TAGS), times are UAE times, days are Asia/Dubai days.
 */
export interface CalendarFormat {
  /** A moment's UAE time of day: '2:30 pm', '2:30 م'. */
  time(instant: string): string;
  /** A day, short: 'May 14', '14 مايو'. */
  shortDay(day: DayKey): string;
  /** A day heading: 'Thursday, May 14', 'الخميس، 14 مايو'. */
  longDay(day: DayKey): string;
}

const formats = new Map<string, CalendarFormat>();

/** The calendar's formats for an Intl locale ('en-AE', 'ar-AE'), made once per locale. */
export function calendarFormatOf(locale: string): CalendarFormat {
  const known = formats.get(locale);
  if (known) return known;
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: UAE_TIME_ZONE });
  // A DayKey read at UTC midnight, written in UTC: the same day everywhere.
  const shortDay = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dayDate = (day: DayKey) => new Date(`${day}T00:00:00Z`);
  const made: CalendarFormat = {
    time: (instant) => time.format(new Date(instant)),
    shortDay: (day) => shortDay.format(dayDate(day)),
    longDay: (day) => longDay.format(dayDate(day)),
  };
  formats.set(locale, made);
  return made;
}

/** 'All day', or the start (and end) in UAE time in the active language: '2:00 pm – 3:00 pm'. */
export function timeLabelOf(
  t: Translate,
  format: CalendarFormat,
  item: Pick<CalendarItem, 'startsAt' | 'endsAt' | 'isAllDay'>,
): string {
  if (item.isAllDay) return t('calendar.allDay');
  const start = format.time(item.startsAt);
  if (!item.endsAt || item.endsAt === item.startsAt) return start;
  if (dubaiDayOf(item.endsAt) !== dubaiDayOf(item.startsAt)) {
    return t('calendar.timeRangeToDay', {
      start,
      day: format.shortDay(dubaiDayOf(item.endsAt)),
      end: format.time(item.endsAt),
    });
  }
  return t('calendar.timeRange', { start, end: format.time(item.endsAt) });
}

/** A day heading: 'Today', 'Tomorrow', else 'Thursday, May 14' in the active language. */
export function dayLabelOf(t: Translate, format: CalendarFormat, day: DayKey, today: DayKey): string {
  if (day === today) return t('calendar.today');
  if (day === addDays(today, 1)) return t('calendar.tomorrow');
  return format.longDay(day);
}
