import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarEvents, calendarFeeds } from '../../db/schema';

/**
 * The calendar part of a user's data export: their own events, and when their subscription
 * address was made (never its token hash: the address is a secret the server cannot show).
 * The dates of campaigns are not stored, so they are in the applications part.
 */
export async function exportCalendar(db: Executor, userId: string) {
  const events = await db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.userId, userId))
    .orderBy(asc(calendarEvents.startTime), asc(calendarEvents.id));
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return {
    calendarEvents: events.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      eventType: row.eventType,
      startTime: row.startTime.toISOString(),
      endTime: row.endTime?.toISOString() ?? null,
      isAllDay: row.isAllDay,
      location: row.location,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    calendarSubscription: feed ? { createdAt: feed.createdAt.toISOString() } : null,
  };
}
