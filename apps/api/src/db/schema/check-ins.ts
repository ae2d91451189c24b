import { POINTS_REASONS } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaignApplications } from './applications';
import { authUsers } from './auth';
import { campaigns } from './campaigns';
import { workspaces } from './workspaces';

// Event check-in with points (issue 20, decision 0066).

export const pointsReasonEnum = pgEnum('points_reason', POINTS_REASONS);

const at = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`);

/**
 * A creator's personal pass to an onsite or event campaign: the QR text is
 * ONSITE_{campaign_id}_{number}, where number is 18 random digits drawn for this pass alone (no
 * pass tells anything about another). Made on first request once the creator is approved.
 */
export const eventPasses = pgTable(
  'event_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => campaignApplications.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    createdAt: at('created_at'),
  },
  (table) => [
    uniqueIndex('event_passes_campaign_creator_key').on(table.campaignId, table.creatorId),
    uniqueIndex('event_passes_campaign_number_key').on(table.campaignId, table.number),
  ],
);

/**
 * Spec 02/03 event_check_ins (event_id, creator_id, brand_id, points_awarded, scanned_at): one
 * row per creator per event, the unique key making a second scan, concurrent or not, a no-op.
 */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    /** The brand workspace that ran the event. */
    brandId: text('brand_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    passId: uuid('pass_id').references(() => eventPasses.id, { onDelete: 'set null' }),
    pointsAwarded: integer('points_awarded').notNull(),
    /** The workspace member who scanned the pass. */
    scannedBy: text('scanned_by').references(() => authUsers.id, { onDelete: 'set null' }),
    scannedAt: at('scanned_at'),
  },
  (table) => [
    uniqueIndex('event_check_ins_event_creator_key').on(table.eventId, table.creatorId),
    index('event_check_ins_creator_idx').on(table.creatorId, table.scannedAt),
    check('event_check_ins_points_check', sql`${table.pointsAwarded} >= 0`),
  ],
);

/** Every change to a creator's points; profiles.points is their sum, kept in the same transaction. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: pointsReasonEnum('reason').notNull(),
    checkInId: uuid('check_in_id').references(() => eventCheckIns.id, { onDelete: 'set null' }),
    createdAt: at('created_at'),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_check_in_key').on(table.checkInId),
  ],
);
