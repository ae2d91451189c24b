import { z } from 'zod';

// The calendar (issue 21; spec 03 'Calendar', calendar_event, section 3 event types): the dates
// of the caller's work, drawn from their applications and campaigns, plus their own events, and a
// private subscription address (an .ics feed) that calendar apps follow. Every time is an instant
// (ISO 8601); all-day items start at midnight in the platform's time zone, Asia/Dubai.

/** The spec's calendar_event.event_type values. */
export const CALENDAR_EVENT_TYPES = [
  'deadline',
  'content_due',
  'meeting',
  'milestone',
  'reminder',
  'review_due',
] as const;
export type CalendarEventType = (typeof CALENDAR_EVENT_TYPES)[number];

/** The types a user may give their own events (the others come from campaigns). */
export const OWN_CALENDAR_EVENT_TYPES = [
  'meeting',
  'reminder',
  'milestone',
] as const satisfies readonly CalendarEventType[];
export type OwnCalendarEventType = (typeof OWN_CALENDAR_EVENT_TYPES)[number];

export const CALENDAR_EVENT_TYPE_LABELS: Record<CalendarEventType, string> = {
  deadline: 'Deadline',
  content_due: 'Content due',
  meeting: 'Meeting',
  milestone: 'Milestone',
  reminder: 'Reminder',
  review_due: 'Review due',
};

/** calendar_event.status: an own event is scheduled until its owner marks it done or cancels it. */
export const CALENDAR_EVENT_STATUSES = ['scheduled', 'done', 'cancelled'] as const;
export type CalendarEventStatus = (typeof CALENDAR_EVENT_STATUSES)[number];

/** Where a calendar item comes from: the caller's own event, or a date of a campaign. */
export const CALENDAR_ITEM_SOURCES = ['own', 'campaign'] as const;
export type CalendarItemSource = (typeof CALENDAR_ITEM_SOURCES)[number];

export const CALENDAR_TIME_ZONE = 'Asia/Dubai';
export const CALENDAR_TITLE_MAX = 200;
export const CALENDAR_DESCRIPTION_MAX = 2_000;
export const CALENDAR_LOCATION_MAX = 300;
/** An own event without an end lasts this long (the spec's default event length). */
export const CALENDAR_DEFAULT_DURATION_MINUTES = 60;

export const CALENDAR_MESSAGES = {
  // spec 03 section 'Calendar sync' toasts, verbatim; {n} is the number of events in the feed
  synced: (count: number) => `Successfully synced ${count} events with Google Calendar!`,
  syncFailed: 'Failed to sync with Google Calendar',
  // ours
  titleRequired: 'Enter a title',
  titleTooLong: `Title must be at most ${CALENDAR_TITLE_MAX} characters`,
  descriptionTooLong: `Description must be at most ${CALENDAR_DESCRIPTION_MAX} characters`,
  locationTooLong: `Location must be at most ${CALENDAR_LOCATION_MAX} characters`,
  typeRequired: 'Choose meeting, reminder or milestone',
  startRequired: 'Choose when it starts',
  endBeforeStart: 'The end must not be before the start',
  eventNotFound: 'This event was not found. It may have been deleted.',
  created: 'Event added to your calendar',
  updated: 'Event updated',
  deleted: 'Event deleted',
  subscriptionRevoked: 'The subscription address no longer works. Calendars using it stop updating.',
} as const;

const trimmedOrNull = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => (value ? value : null));

const instant = (message: string) => z.iso.datetime({ offset: true, message });

/** Body of POST /api/calendar/events and PUT /api/calendar/events/:id (an own event). */
export const calendarEventInput = z
  .object({
    title: z
      .string(CALENDAR_MESSAGES.titleRequired)
      .trim()
      .min(1, CALENDAR_MESSAGES.titleRequired)
      .max(CALENDAR_TITLE_MAX, CALENDAR_MESSAGES.titleTooLong),
    description: trimmedOrNull(CALENDAR_DESCRIPTION_MAX, CALENDAR_MESSAGES.descriptionTooLong),
    eventType: z.enum(OWN_CALENDAR_EVENT_TYPES, CALENDAR_MESSAGES.typeRequired),
    /** For an all-day event: midnight in Asia/Dubai of its first day. */
    startsAt: instant(CALENDAR_MESSAGES.startRequired),
    /**
     * Null: CALENDAR_DEFAULT_DURATION_MINUTES after the start, or the one day when all-day. For an
     * all-day event the end is exclusive: midnight in Asia/Dubai after its last day (the server
     * rounds an all-day event's start down and its end up to Dubai midnights).
     */
    endsAt: instant(CALENDAR_MESSAGES.endBeforeStart)
      .nullish()
      .transform((value) => value ?? null),
    isAllDay: z.boolean().default(false),
    location: trimmedOrNull(CALENDAR_LOCATION_MAX, CALENDAR_MESSAGES.locationTooLong),
    status: z.enum(CALENDAR_EVENT_STATUSES).default('scheduled'),
  })
  .superRefine((value, ctx) => {
    if (value.endsAt && Date.parse(value.endsAt) < Date.parse(value.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: CALENDAR_MESSAGES.endBeforeStart });
    }
  });
export type CalendarEventInput = z.input<typeof calendarEventInput>;
export type CalendarEventValues = z.output<typeof calendarEventInput>;

/** One item of the calendar: an own event (editable) or a date of a campaign (read-only). */
export const calendarItemSchema = z.object({
  /** 'own:{uuid}' for an own event; for a campaign date, its kind and the ids it comes from. */
  id: z.string(),
  source: z.enum(CALENDAR_ITEM_SOURCES),
  eventType: z.enum(CALENDAR_EVENT_TYPES),
  title: z.string(),
  description: z.string().nullable(),
  startsAt: z.iso.datetime(),
  /** When it ends (the server always sets it); an all-day item: the midnight after its last day. */
  endsAt: z.iso.datetime().nullable(),
  isAllDay: z.boolean(),
  /** The venue of an onsite or event campaign, or an own event's place. */
  location: z.string().nullable(),
  status: z.enum(CALENDAR_EVENT_STATUSES),
  /** The campaign a date belongs to; null for own events. */
  campaign: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** Where to act on it in the app (the application, the work panel), or null. */
  link: z.string().nullable(),
  /** The creator whose date it is: set on an agent's calendar (their creators' dates). */
  creator: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type CalendarItem = z.infer<typeof calendarItemSchema>;

/** GET /api/calendar: every item, soonest first (past items of the last 30 days included). */
export const calendarResponseSchema = z.object({ items: z.array(calendarItemSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

/**
 * GET /api/calendar/subscription and its POST (create or replace) / DELETE (revoke). The secret
 * address is shown only in the answer that creates it: the server keeps a hash of its token.
 */
export const calendarSubscriptionSchema = z.object({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  /** https address of the .ics feed: only in the answer of POST. */
  feedUrl: z.string().nullable(),
  /** The same address for calendar apps (webcal:), only in the answer of POST. */
  webcalUrl: z.string().nullable(),
  /** How many events the feed holds now (the spec's synced-{n} toast). */
  eventCount: z.number().int(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

/** GET /api/calendar starts this many days back (recent past items stay visible). */
export const CALENDAR_PAST_DAYS = 30;

/** Answer of an unknown or revoked feed address (the same either way). */
export const CALENDAR_FEED_NOT_FOUND = 'This calendar address does not exist or was revoked';

// Asia/Dubai keeps UTC+4 all year (no daylight saving), so a fixed offset is exact.
const CALENDAR_UTC_OFFSET = '+04:00';
const CALENDAR_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The instant a calendar day (YYYY-MM-DD) starts: midnight in Asia/Dubai. */
export function calendarDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000${CALENDAR_UTC_OFFSET}`);
}

/** The calendar day (YYYY-MM-DD, Asia/Dubai) of an instant. */
export function calendarDayOf(at: Date): string {
  return new Date(at.getTime() + CALENDAR_OFFSET_MS).toISOString().slice(0, 10);
}
