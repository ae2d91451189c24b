import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

// Marketing e-mails (issue 24 item 3): news an admin sends to the members who opted in. Each
// e-mail carries a one-click opt-out; recipientCount is how many it was queued for.
export const announcements = pgTable('announcements', {
  id: uuid('id').primaryKey().defaultRandom(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  sentBy: text('sent_by')
    .notNull()
    .references(() => authUsers.id),
  recipientCount: integer('recipient_count').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
