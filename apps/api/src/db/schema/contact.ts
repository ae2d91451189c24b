import { CONTACT_TYPES } from '@partnerly/contracts';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const contactTypeEnum = pgEnum('contact_type', CONTACT_TYPES);

// Messages from the contact form (/contact): feature suggestions, investment inquiries and
// general questions. Each is also e-mailed to TEAM_EMAIL; the rows back the spam limit.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: contactTypeEnum('type').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    ticketSize: text('ticket_size'),
    message: text('message').notNull(),
    /** The signed-in sender, if any. */
    userId: text('user_id').references(() => authUsers.id, { onDelete: 'set null' }),
    /** The sender's address (for the per-client limit); null for in-process calls. */
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('contact_messages_email_idx').on(table.email, table.createdAt),
    index('contact_messages_client_ip_idx').on(table.clientIp, table.createdAt),
  ],
);
