import { CALENDAR_DEFAULT_DURATION_MINUTES, calendarDayOf, type CalendarItem } from '@partnerly/contracts';
import { formatLongDay, formatShortDate, formatUaeTime } from '@/lib/format';
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
 * 'All day', or the start (and end) in UAE time in the active language (lib/format follows it):
 * '2:00 PM – 3:00 PM', 'من 2:00 م إلى 3:00 م'.
 */
export function timeLabelOf(
  t: Translate,
  item: Pick<CalendarItem, 'startsAt' | 'endsAt' | 'isAllDay'>,
): string {
  if (item.isAllDay) return t('calendar.allDay');
  const start = formatUaeTime(item.startsAt);
  if (!item.endsAt || item.endsAt === item.startsAt) return start;
  if (dubaiDayOf(item.endsAt) !== dubaiDayOf(item.startsAt)) {
    return t('calendar.timeRangeToDay', {
      start,
      day: formatShortDate(dubaiDayOf(item.endsAt)),
      end: formatUaeTime(item.endsAt),
    });
  }
  return t('calendar.timeRange', { start, end: formatUaeTime(item.endsAt) });
}

/**
 * A day heading: 'Today', 'Tomorrow', else the weekday and date in the active language
 * ('Thursday, May 14', 'الخميس، 14 مايو'; lib/format follows the language).
 */
export function dayLabelOf(t: Translate, day: DayKey, today: DayKey): string {
  if (day === today) return t('calendar.today');
  if (day === addDays(today, 1)) return t('calendar.tomorrow');
  return formatLongDay(day);
}
