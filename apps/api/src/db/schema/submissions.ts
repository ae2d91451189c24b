import { SUBMISSION_CONTENT_TYPES, SUBMISSION_STATUSES, type SubmissionMetrics } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authUsers } from './auth';
import { campaigns } from './campaigns';

export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const submissionContentTypeEnum = pgEnum('submission_content_type', SUBMISSION_CONTENT_TYPES);

const at = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`);

// Spec 03 submission (submissions_v2), ADR 0042: one row per application and required
// platform; a resubmission updates that row (back to submitted, both request flags cleared).
export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The creator or the agent who submitted it last. */
    submittedBy: text('submitted_by').references(() => authUsers.id, { onDelete: 'set null' }),
    platform: text('platform').notNull(),
    contentUrl: text('content_url').notNull(),
    contentType: submissionContentTypeEnum('content_type').notNull(),
    caption: text('caption'),
    screenshotUploadIds: uuid('screenshot_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    metrics: jsonb('metrics').$type<SubmissionMetrics>(),
    status: submissionStatusEnum('status').notNull().default('submitted'),
    feedback: text('feedback'),
    manualInputRequested: boolean('manual_input_requested').notNull().default(false),
    revisionRequested: boolean('revision_requested').notNull().default(false),
    reviewedBy: text('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (table) => [
    unique('submissions_application_platform_key').on(table.applicationId, table.platform),
    index('submissions_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);
