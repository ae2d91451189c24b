import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { conversations } from './messaging';

// Messaging safety (issue 22, decision 0073): a thread an admin closed after a
// report (the take-down of a reported conversation). Kept beside the conversation rather than
// on it, so the moderation decision has its own who, when and why.

/** A closed thread: everyone still reads it, nobody sends in it again. */
export const conversationClosures = pgTable('conversation_closures', {
  conversationId: uuid('conversation_id')
    .primaryKey()
    .references(() => conversations.id, { onDelete: 'cascade' }),
  closedBy: text('closed_by').references(() => authUsers.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`),
});
