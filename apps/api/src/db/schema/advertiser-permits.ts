import {
  ADVERTISER_PERMIT_EXEMPTIONS,
  ADVERTISER_PERMIT_REVIEW_STATUSES,
  PERMIT_REMINDER_DAYS,
} from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authUsers } from './auth';

// The UAE Advertiser Permit (issue 24 item 1, decision 0077).

export const advertiserPermitExemptionEnum = pgEnum(
  'advertiser_permit_exemption',
  ADVERTISER_PERMIT_EXEMPTIONS,
);
export const advertiserPermitReviewStatusEnum = pgEnum(
  'advertiser_permit_review_status',
  ADVERTISER_PERMIT_REVIEW_STATUSES,
);

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A creator's permit (one row per creator): either an exemption they declared, or a number
 * with its expiry day and an admin's review of it. A new number or expiry resets the review
 * to pending; 'expired' is derived from expires_on (a UAE day) when read.
 */
export const advertiserPermits = pgTable(
  'advertiser_permits',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    exemption: advertiserPermitExemptionEnum('exemption'),
    permitNumber: text('permit_number'),
    expiresOn: date('expires_on', { mode: 'string' }),
    reviewStatus: advertiserPermitReviewStatusEnum('review_status'),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => authUsers.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    /** When the number and expiry were last entered (the queue's order). */
    submittedAt: at('submitted_at'),
    updatedAt: at('updated_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // A row is an exemption or a permit under review, never both, never half of one.
    check(
      'advertiser_permits_shape',
      sql`(${table.exemption} is not null and ${table.permitNumber} is null and ${table.expiresOn} is null and ${table.reviewStatus} is null)
        or (${table.exemption} is null and ${table.permitNumber} is not null and ${table.expiresOn} is not null and ${table.reviewStatus} is not null)`,
    ),
    index('advertiser_permits_queue_idx').on(table.reviewStatus, table.submittedAt),
    index('advertiser_permits_expiry_idx').on(table.expiresOn),
  ],
);

/**
 * The expiry reminders sent: one per creator, expiry day and reminder (30 or 7 days), so a
 * sweep run twice (or in two processes) sends each once; a renewed permit is reminded again.
 */
export const advertiserPermitReminders = pgTable(
  'advertiser_permit_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: at('sent_at')
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.expiresOn, table.daysBefore] }),
    check(
      'advertiser_permit_reminders_days',
      sql`${table.daysBefore} in (${sql.raw(PERMIT_REMINDER_DAYS.join(', '))})`,
    ),
  ],
);

/**
 * A brand's confirmation that it approved an application without a valid permit (paid UAE
 * campaigns): who confirmed, when, and the permit's state then.
 */
export const permitApprovalConfirmations = pgTable('permit_approval_confirmations', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => campaignApplications.id, { onDelete: 'cascade' }),
  confirmedBy: text('confirmed_by').references(() => authUsers.id, { onDelete: 'set null' }),
  confirmedAt: at('confirmed_at').notNull(),
  permitState: text('permit_state').notNull(),
  lastDate: date('last_date', { mode: 'string' }).notNull(),
});
