// UAE calendar days (Asia/Dubai: UTC+4 all year, no daylight saving) as 'YYYY-MM-DD'.

const UAE_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The UAE day of an instant. */
export function uaeDay(at: Date): string {
  return new Date(at.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a UAE day starts. */
export function uaeDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000+04:00`);
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` through `to`, in order. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The first day of the UAE month of an instant. */
export function uaeMonthStart(at: Date): string {
  return `${uaeDay(at).slice(0, 7)}-01`;
}
