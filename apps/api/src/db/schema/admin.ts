import {
  CONTENT_REPORT_STATUSES,
  CONTENT_REPORT_TARGETS,
  DISPUTE_STATUSES,
  SUPPORT_PRIORITIES,
  SUPPORT_REQUEST_STATUSES,
  SUPPORT_REQUEST_TYPES,
  USER_ACTION_TYPES,
  VERIFICATION_REQUEST_STATUSES,
} from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authSessions, authUsers } from './auth';
import { userTypeEnum } from './profiles';
import { uploads } from './uploads';

// The admin console's tables (issue 19, decision 0059).

export const verificationRequestStatusEnum = pgEnum(
  'verification_request_status',
  VERIFICATION_REQUEST_STATUSES,
);
export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES);
export const supportRequestTypeEnum = pgEnum('support_request_type', SUPPORT_REQUEST_TYPES);
export const supportRequestStatusEnum = pgEnum('support_request_status', SUPPORT_REQUEST_STATUSES);
export const supportPriorityEnum = pgEnum('support_priority', SUPPORT_PRIORITIES);
export const contentReportTargetEnum = pgEnum('content_report_target', CONTENT_REPORT_TARGETS);
export const contentReportStatusEnum = pgEnum('content_report_status', CONTENT_REPORT_STATUSES);
export const userActionTypeEnum = pgEnum('user_action_type', USER_ACTION_TYPES);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const created = () =>
  at('created_at')
    .notNull()
    .default(sql`now()`);
const userRef = (name: string) => text(name).references(() => authUsers.id, { onDelete: 'set null' });

/**
 * A step-up elevation of one admin session (the spec's admin password gate, held on the
 * server): current while expires_at is ahead; every admin call moves it to now + 30 minutes.
 * It ends with the session (cascade), on Logout (deleted) or by expiry.
 */
export const adminElevations = pgTable('admin_elevations', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => authSessions.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  elevatedAt: created(),
  expiresAt: at('expires_at').notNull(),
});

/** The e-mailed step-up code of an admin (stored hashed, 10 minutes, 5 tries, single use). */
export const adminStepUpCodes = pgTable('admin_step_up_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: created(),
});

/** Spec 03 user_actions_log: every change an admin makes, with its details (updated fields). */
export const userActionsLog = pgTable(
  'user_actions_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: userRef('admin_id'),
    targetUserId: text('target_user_id').references(() => authUsers.id, { onDelete: 'cascade' }),
    actionType: userActionTypeEnum('action_type').notNull(),
    /** e.g. { updatedFields: { firstName: { from, to } } }, { reason }, { campaignId } */
    actionDetails: jsonb('action_details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
  },
  (table) => [
    index('user_actions_log_target_idx').on(table.targetUserId, table.createdAt),
    index('user_actions_log_created_idx').on(table.createdAt),
  ],
);

/**
 * Spec 03 creator_verifications, for every requester: creators give a platform, profile URL,
 * claimed followers and an optional screenshot; brands and agents a trade licence number and
 * a document. At most one pending request per user.
 */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    requesterType: userTypeEnum('requester_type').notNull(),
    platform: text('platform'),
    platformUrl: text('platform_url'),
    claimedFollowers: integer('claimed_followers'),
    tradeLicenceNumber: text('trade_licence_number'),
    /** The screenshot (creators) or the licence document (brands, agents). */
    documentUploadId: uuid('document_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: verificationRequestStatusEnum('status').notNull().default('pending'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    rejectionReason: text('rejection_reason'),
    createdAt: created(),
  },
  (table) => [
    uniqueIndex('verification_requests_one_pending_idx')
      .on(table.userId)
      .where(sql`${table.status} = 'pending'`),
    index('verification_requests_queue_idx').on(table.status, table.createdAt),
  ],
);

/** Spec 03 disputes, on an application: open → investigating → resolved. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    initiatorId: text('initiator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    respondentId: text('respondent_id').references(() => authUsers.id, { onDelete: 'set null' }),
    disputeType: text('dispute_type').notNull(),
    description: text('description').notNull(),
    /** Upload ids of the evidence (the initiator's own uploads). */
    evidenceUploadIds: jsonb('evidence_upload_ids').$type<string[]>().notNull().default([]),
    status: disputeStatusEnum('status').notNull().default('open'),
    investigatingBy: userRef('investigating_by'),
    investigatingAt: at('investigating_at'),
    resolutionNote: text('resolution_note'),
    outcome: text('outcome'),
    resolvedBy: userRef('resolved_by'),
    resolvedAt: at('resolved_at'),
    createdAt: created(),
  },
  (table) => [
    index('disputes_application_idx').on(table.applicationId),
    index('disputes_queue_idx').on(table.status, table.createdAt),
  ],
);

/** Spec 03 support_request (Help & Feedback), answered from the admin inbox. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    requestType: supportRequestTypeEnum('request_type').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: supportRequestStatusEnum('status').notNull().default('open'),
    priority: supportPriorityEnum('priority').notNull(),
    reply: text('reply'),
    repliedBy: userRef('replied_by'),
    repliedAt: at('replied_at'),
    closedAt: at('closed_at'),
    createdAt: created(),
  },
  (table) => [
    index('support_requests_queue_idx').on(table.status, table.createdAt),
    index('support_requests_user_idx').on(table.userId, table.createdAt),
  ],
);

/** A user's report of a campaign, a public creator page or a code, for the moderation queue. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: text('reporter_id').references(() => authUsers.id, { onDelete: 'set null' }),
    targetType: contentReportTargetEnum('target_type').notNull(),
    /** The campaign id, the share code of the public page, or the code's id. */
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: contentReportStatusEnum('status').notNull().default('open'),
    reviewedBy: userRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    reviewNote: text('review_note'),
    createdAt: created(),
  },
  (table) => [
    index('content_reports_queue_idx').on(table.status, table.createdAt),
    index('content_reports_target_idx').on(table.targetType, table.targetId),
  ],
);

/**
 * Spec 03 platform_analytics: one snapshot per UAE day, written by the daily job (figures of
 * that day; sign-ups per user type as { creator: n, brand: n, ... }).
 */
export const platformAnalytics = pgTable('platform_analytics', {
  dateRecorded: date('date_recorded').primaryKey(),
  totalUsers: integer('total_users').notNull(),
  signUpsByType: jsonb('sign_ups_by_type').$type<Record<string, number>>().notNull().default({}),
  campaignsCreated: integer('campaigns_created').notNull(),
  applications: integer('applications').notNull(),
  approvals: integer('approvals').notNull(),
  redemptions: integer('redemptions').notNull(),
  revenueFils: integer('revenue_fils').notNull(),
  createdAt: created(),
});
