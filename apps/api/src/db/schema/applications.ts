import {
  APPLICATION_STATUSES,
  CONTENT_STATUSES,
  APPLICATION_TYPES,
  NEGOTIATION_PARTIES,
  NEGOTIATION_STATUSES,
} from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { authUsers } from './auth';
import { campaigns } from './campaigns';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);
export const applicationTypeEnum = pgEnum('application_type', APPLICATION_TYPES);
export const negotiationStatusEnum = pgEnum('negotiation_status', NEGOTIATION_STATUSES);
export const negotiationPartyEnum = pgEnum('negotiation_party', NEGOTIATION_PARTIES);
export const contentStatusEnum = pgEnum('content_status', CONTENT_STATUSES);

const at = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`);
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

// Spec 02/03 campaign_application. creator_id is the creator applying; an agent who
// submitted it for them is submitted_by_agent_id. One application per creator and campaign.
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    submittedByAgentId: text('submitted_by_agent_id').references(() => authUsers.id, {
      onDelete: 'set null',
    }),
    status: applicationStatusEnum('status').notNull().default('pending'),
    applicationType: applicationTypeEnum('application_type').notNull(),
    negotiationStatus: negotiationStatusEnum('negotiation_status').notNull().default('none'),
    pitch: text('pitch').notNull(),
    /** The creator's proposed rate (negotiations). */
    quotedRate: money('quoted_rate'),
    /** The rate both sides accepted when the negotiation completed. */
    agreedRate: money('agreed_rate'),
    viewedByBrand: boolean('viewed_by_brand').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** The content workflow's state (issue 15, ADR 0042). */
    contentStatus: contentStatusEnum('content_status').notNull().default('not_submitted'),
    /**
     * When content is due (the end of that day in UTC): set at approval to the brand's date,
     * else the campaign's content deadline; null: no deadline (ADR 0043).
     */
    submissionDeadline: date('submission_deadline', { mode: 'string' }),
    /** When the 48-hour deadline reminder went out; claiming it keeps it to one (ADR 0043). */
    deadlineReminderSentAt: timestamp('deadline_reminder_sent_at', { withTimezone: true, precision: 3 }),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (table) => [
    unique('campaign_applications_campaign_creator_key').on(table.campaignId, table.creatorId),
    index('campaign_applications_creator_idx').on(table.creatorId, table.createdAt.desc()),
    index('campaign_applications_campaign_idx').on(table.campaignId, table.createdAt.desc()),
    // The reminder sweep's range scan: only deadlines still waiting for their reminder.
    index('campaign_applications_deadline_reminder_idx')
      .on(table.submissionDeadline)
      .where(sql`${table.deadlineReminderSentAt} is null and ${table.submissionDeadline} is not null`),
  ],
);

// The negotiation history: round 1 is the creator's proposal, then alternating counters.
export const applicationOffers = pgTable(
  'application_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    madeBy: negotiationPartyEnum('made_by').notNull(),
    /** The user who sent it: the brand, the creator or the creator's agent. */
    authorId: text('author_id').references(() => authUsers.id, { onDelete: 'set null' }),
    isByAgent: boolean('is_by_agent').notNull().default(false),
    amount: money('amount').notNull(),
    deliverables: text('deliverables'),
    message: text('message'),
    createdAt: at('created_at'),
  },
  (table) => [unique('application_offers_round_key').on(table.applicationId, table.round)],
);
