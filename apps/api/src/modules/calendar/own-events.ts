import {
  CALENDAR_DEFAULT_DURATION_MINUTES,
  CALENDAR_MESSAGES,
  calendarDayOf,
  calendarDayStart,
  type CalendarEventValues,
  type CalendarItem,
} from '@partnerly/contracts';
import { and, eq, gte } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { calendarEvents } from '../../db/schema';
import { AppError } from '../../middleware/errors';

// A user's own calendar events (spec 03 calendar_event): meetings, reminders and milestones they
// add themselves. Only their owner reads or changes them; another user's id answers 404 like a
// missing one, so ids reveal nothing.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

type CalendarEventRow = typeof calendarEvents.$inferSelect;

const eventNotFound = () => new AppError('NOT_FOUND', CALENDAR_MESSAGES.eventNotFound);

const ownItemId = (id: string) => `own:${id}`;

function toOwnItem(row: CalendarEventRow): CalendarItem {
  return {
    id: ownItemId(row.id),
    source: 'own',
    eventType: row.eventType,
    title: row.title,
    description: row.description,
    startsAt: row.startTime.toISOString(),
    endsAt: row.endTime?.toISOString() ?? null,
    isAllDay: row.isAllDay,
    location: row.location,
    status: row.status,
    campaign: null,
    link: null,
    creator: null,
  };
}

/**
 * The stored times of an event: an all-day event covers whole days in Asia/Dubai (its start
 * rounded down to midnight, its end up to the next one, one day without an end); a timed event
 * without an end lasts the default duration.
 */
function timesOf(values: Pick<CalendarEventValues, 'startsAt' | 'endsAt' | 'isAllDay'>): {
  startTime: Date;
  endTime: Date;
} {
  const start = new Date(values.startsAt);
  const end = values.endsAt ? new Date(values.endsAt) : null;
  if (!values.isAllDay) {
    return {
      startTime: start,
      endTime: end ?? new Date(start.getTime() + CALENDAR_DEFAULT_DURATION_MINUTES * MINUTE_MS),
    };
  }
  const startTime = calendarDayStart(calendarDayOf(start));
  let endTime = new Date(startTime.getTime() + DAY_MS);
  if (end) {
    const endDayStart = calendarDayStart(calendarDayOf(end));
    const roundedUp =
      endDayStart.getTime() === end.getTime() ? endDayStart : new Date(endDayStart.getTime() + DAY_MS);
    if (roundedUp > endTime) endTime = roundedUp;
  }
  return { startTime, endTime };
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The user's own events starting at `from` or later. */
export async function listOwnEvents(db: Executor, userId: string, from: Date): Promise<CalendarItem[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.userId, userId), gte(calendarEvents.startTime, from)));
  return rows.map(toOwnItem);
}

/** POST /api/calendar/events: adds an own event; answers the calendar item. */
export async function createOwnEvent(
  db: Executor,
  userId: string,
  values: CalendarEventValues,
  now = new Date(),
): Promise<CalendarItem> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ userId, ...columnsOf(values), createdAt: now, updatedAt: now })
    .returning();
  return toOwnItem(row!);
}

/** PUT /api/calendar/events/:id: replaces an own event; 404 unless the caller owns it. */
export async function updateOwnEvent(
  db: Executor,
  userId: string,
  id: string,
  values: CalendarEventValues,
  now = new Date(),
): Promise<CalendarItem> {
  if (!isUuid(id)) throw eventNotFound();
  const [row] = await db
    .update(calendarEvents)
    .set({ ...columnsOf(values), updatedAt: now })
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning();
  if (!row) throw eventNotFound();
  return toOwnItem(row);
}

/** DELETE /api/calendar/events/:id: 404 unless the caller owns it. */
export async function deleteOwnEvent(db: Executor, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw eventNotFound();
  const deleted = await db
    .delete(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.userId, userId)))
    .returning({ id: calendarEvents.id });
  if (deleted.length === 0) throw eventNotFound();
}

function columnsOf(values: CalendarEventValues) {
  return {
    title: values.title,
    description: values.description,
    eventType: values.eventType,
    ...timesOf(values),
    isAllDay: values.isAllDay,
    location: values.location,
    status: values.status,
  };
}
