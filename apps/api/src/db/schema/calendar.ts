import { CALENDAR_EVENT_STATUSES, CALENDAR_EVENT_TYPES } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

// The calendar (issue 21): a user's own events (spec 03 calendar_event) and their private
// subscription address. The dates of campaigns are not copied here: they are read from the
// applications and campaigns each time, so they never go stale.

export const calendarEventTypeEnum = pgEnum('calendar_event_type', CALENDAR_EVENT_TYPES);
export const calendarEventStatusEnum = pgEnum('calendar_event_status', CALENDAR_EVENT_STATUSES);

const at = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    eventType: calendarEventTypeEnum('event_type').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, precision: 3 }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, precision: 3 }),
    isAllDay: boolean('is_all_day').notNull().default(false),
    location: text('location'),
    status: calendarEventStatusEnum('status').notNull().default('scheduled'),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (table) => [
    index('calendar_events_user_start_idx').on(table.userId, table.startTime),
    check(
      'calendar_events_end_after_start',
      sql`${table.endTime} is null or ${table.endTime} >= ${table.startTime}`,
    ),
  ],
);

/**
 * A user's private .ics subscription address: /api/calendar/feed/{token}.ics. Only the SHA-256
 * of the token is kept; revoking deletes the row, and a new address replaces the old one.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: at('created_at'),
});
