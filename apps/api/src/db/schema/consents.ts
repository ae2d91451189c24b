import { CONSENT_SOURCES, CONSENT_SUBJECTS } from '@partnerly/contracts';
import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { authUsers } from './auth';

export const consentSubjectEnum = pgEnum('consent_subject', CONSENT_SUBJECTS);
export const consentSourceEnum = pgEnum('consent_source', CONSENT_SOURCES);

// Consent records (issue 24 item 3, PDPL): one row per agreement or withdrawal, never updated.
// The latest row of a subject is the member's current choice; older rows are the history.
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    subject: consentSubjectEnum('subject').notNull(),
    /** The document's version (LEGAL_DOCUMENT_VERSIONS); null for marketing e-mails. */
    version: text('version'),
    granted: boolean('granted').notNull(),
    source: consentSourceEnum('source').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('consents_user_subject_idx').on(table.userId, table.subject, table.recordedAt)],
);
