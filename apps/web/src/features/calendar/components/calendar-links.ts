import type { CalendarItem } from '@partnerly/contracts';
import { allDayEndExclusive, dubaiDayOf, endOf } from './calendar-time';

// Links into calendar apps: Google Calendar's event template for one item, and the three ways
// to subscribe to the private .ics feed (decision 0070).

const compactDay = (day: string) => day.replaceAll('-', '');
/** An instant as UTC YYYYMMDDTHHMMSSZ, the form Google's template takes for timed events. */
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

type GoogleTemplateItem = Pick<
  CalendarItem,
  'title' | 'description' | 'startsAt' | 'endsAt' | 'isAllDay' | 'location' | 'link'
>;

/**
 * 'Add to Google Calendar': Google's event template with the item's title, dates, details and
 * place. All-day items give their Asia/Dubai days (YYYYMMDD/the day after the last); timed ones
 * their UTC instants. `origin` makes the item's in-app link absolute for the details.
 */
export function googleCalendarTemplateUrl(item: GoogleTemplateItem, origin: string): string {
  const dates = item.isAllDay
    ? `${compactDay(dubaiDayOf(item.startsAt))}/${compactDay(allDayEndExclusive(item))}`
    : `${compactUtc(new Date(item.startsAt))}/${compactUtc(endOf(item))}`;
  const details = [item.description, item.link ? new URL(item.link, origin).toString() : null]
    .filter(Boolean)
    .join('\n\n');
  const params: [string, string][] = [
    ['action', 'TEMPLATE'],
    ['text', item.title],
    ['dates', dates],
    ['details', details],
    ['location', item.location ?? ''],
  ];
  const query = params
    .filter(([name, value]) => value !== '' || name === 'details')
    .map(([name, value]) => `${name}=${name === 'dates' ? value : encodeURIComponent(value)}`)
    .join('&');
  return `https://calendar.google.com/calendar/render?${query}`;
}

export interface SubscriptionAddresses {
  /** The https address of the feed. */
  feedUrl: string;
  /** The same address as webcal:. */
  webcalUrl: string;
}

/** Where each calendar app subscribes to the feed. */
export function subscriptionLinks({ feedUrl, webcalUrl }: SubscriptionAddresses) {
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
    apple: webcalUrl,
    outlook: `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}&name=Partnerly`,
  };
}
