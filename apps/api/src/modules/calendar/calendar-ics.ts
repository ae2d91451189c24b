import { CALENDAR_EVENT_TYPE_LABELS, calendarDayOf, type CalendarItem } from '@partnerly/contracts';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';

// Calendar items as iCalendar (RFC 5545), made by ical-generator: the subscription feed (every
// item) and the download of one. UIDs are the items' stable ids at the app's host, so a calendar
// app updates an event in place when its date moves. Timed items are written in UTC; all-day
// items as DATE values of their day in Asia/Dubai, which calendar apps show on that day
// wherever they are.

const HOUR_SECONDS = 60 * 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar's name in the apps that subscribe to it. */
const FEED_NAME = 'Partnerly';

function newCalendar(publicUrl: string, options: { isFeed: boolean }): ICalCalendar {
  return ical({
    prodId: { company: 'Partnerly', product: 'Calendar', language: 'EN' },
    ...(options.isFeed
      ? {
          name: FEED_NAME,
          description: 'Your Partnerly deadlines, campaign dates and events',
          url: publicUrl,
          // REFRESH-INTERVAL and X-PUBLISHED-TTL: how often apps should fetch it again.
          ttl: HOUR_SECONDS,
        }
      : {}),
  });
}

/** A day as a date whose UTC fields are that day (ical-generator writes all-day dates in UTC). */
const dateValue = (at: Date) => new Date(`${calendarDayOf(at)}T00:00:00.000Z`);

function addItem(calendar: ICalCalendar, item: CalendarItem, publicUrl: string) {
  const host = new URL(publicUrl).hostname;
  const start = new Date(item.startsAt);
  const end = item.endsAt ? new Date(item.endsAt) : null;
  const url = item.link ? `${publicUrl}${item.link}` : null;
  const description = [
    item.description,
    item.creator ? `Creator: ${item.creator.name}` : null,
    url && `Open in Partnerly: ${url}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  calendar.createEvent({
    id: `${item.id}@${host}`,
    summary: item.title,
    description: description || null,
    location: item.location,
    url,
    categories: [{ name: CALENDAR_EVENT_TYPE_LABELS[item.eventType] }],
    status: item.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(item.isAllDay
      ? {
          allDay: true,
          start: dateValue(start),
          // DTEND of a DATE is exclusive: the day after the last one.
          end: end && end > start ? dateValue(end) : new Date(dateValue(start).getTime() + DAY_MS),
        }
      : { start, end }),
  });
}

/** The subscription feed: every item of the owner's calendar. */
export function calendarFeedIcs(items: readonly CalendarItem[], publicUrl: string): string {
  const calendar = newCalendar(publicUrl, { isFeed: true });
  for (const item of items) addItem(calendar, item, publicUrl);
  return calendar.toString();
}

/** One item as a file to open in a calendar app, with its download name. */
export function calendarItemIcs(item: CalendarItem, publicUrl: string): { fileName: string; body: string } {
  const calendar = newCalendar(publicUrl, { isFeed: false });
  addItem(calendar, item, publicUrl);
  const slug = item.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return { fileName: `${slug || 'event'}.ics`, body: calendar.toString() };
}
