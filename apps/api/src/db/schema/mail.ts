import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The local outbox: every e-mail when SMTP_URL is unset (read at /api/dev/outbox).
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers the message carried (List-Unsubscribe of a marketing e-mail); {} for most. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
