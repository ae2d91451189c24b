import {
  ENGAGEMENT_LEVELS,
  PAYOUT_STATUSES,
  SUBMISSION_CONTENT_TYPES,
  SUBMISSION_STATUSES,
  type SubmissionMetrics,
} from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authUsers } from './auth';
import { campaigns } from './campaigns';

export const submissionStatusEnum = pgEnum('submission_status', SUBMISSION_STATUSES);
export const submissionContentTypeEnum = pgEnum('submission_content_type', SUBMISSION_CONTENT_TYPES);
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES);
export const engagementLevelEnum = pgEnum('engagement_level', ENGAGEMENT_LEVELS);

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

const count = (name: string) => bigint(name, { mode: 'number' }).notNull();

// Spec 03 campaign_creator_analytics, decision 0046: one row per application (so per campaign
// and creator) from the first final results on: the figures, the engagement the server
// computed from them, and the payout that follows their approval. The content status stays
// on campaign_applications (the one place it is kept).
export const campaignCreatorAnalytics = pgTable(
  'campaign_creator_analytics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The creator or the agent who submitted the results last. */
    submittedBy: text('submitted_by').references(() => authUsers.id, { onDelete: 'set null' }),
    contentUrl: text('content_url').notNull(),
    views: count('views'),
    likes: count('likes'),
    comments: count('comments'),
    shares: count('shares'),
    engagementRate: numeric('engagement_rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    engagementScore: integer('engagement_score').notNull(),
    engagementLevel: engagementLevelEnum('engagement_level').notNull(),
    screenshotUploadIds: uuid('screenshot_upload_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    payoutStatus: payoutStatusEnum('payout_status').notNull().default('pending'),
    payoutAmount: numeric('payout_amount', { precision: 12, scale: 2, mode: 'number' }),
    paidOn: date('paid_on', { mode: 'string' }),
    payoutReference: text('payout_reference'),
    /** The brand's latest correction request; the next review overwrites it. */
    correctionMessage: text('correction_message'),
    finalResultsSubmittedAt: timestamp('final_results_submitted_at', {
      withTimezone: true,
      precision: 3,
    }).notNull(),
    brandReviewedAt: timestamp('brand_reviewed_at', { withTimezone: true, precision: 3 }),
    reviewedBy: text('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    paidBy: text('paid_by').references(() => authUsers.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (table) => [
    unique('campaign_creator_analytics_campaign_creator_key').on(table.campaignId, table.creatorId),
    // The report dialog: a campaign's results, best engagement first.
    index('campaign_creator_analytics_campaign_score_idx').on(table.campaignId, table.engagementScore.desc()),
    index('campaign_creator_analytics_creator_idx').on(table.creatorId, table.createdAt.desc()),
    // Brand analytics group results by the UAE week they were reported in: the statistics of this
    // expression tell the planner there are a few weeks, not a group per row, so it hashes them
    // instead of sorting the workspace's results (and spilling the sort to disk).
    index('campaign_creator_analytics_week_idx').on(
      sql`date_trunc('week', ${table.finalResultsSubmittedAt} at time zone 'Asia/Dubai')`,
    ),
  ],
);
