import { PRIVATE_CODE_STATUSES, REDEMPTION_FAILURES } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { authUsers } from './auth';
import { brandProfiles } from './brand-profiles';
import { uploads } from './uploads';
import { workspaces } from './workspaces';

export const privateCodeStatusEnum = pgEnum('private_code_status', PRIVATE_CODE_STATUSES);
export const redemptionFailureEnum = pgEnum('redemption_failure', REDEMPTION_FAILURES);

/**
 * Spec 02 private referral code (issue 18): a brand's QR discount code, redeemed on /r/{code}.
 * remaining_uses only ever goes down by one in a single UPDATE ... WHERE remaining_uses > 0
 * (never read, then written), so it can never go below zero or past max_uses redemptions.
 */
export const privateReferralCodes = pgTable(
  'private_referral_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The brand profile the code speaks for (the acting profile when it was made). */
    brandProfileId: uuid('brand_profile_id').references(() => brandProfiles.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => authUsers.id, { onDelete: 'set null' }),
    /** PREFIX-XXXXXX, the public page's address (the spec's shareable_link). */
    code: text('code').notNull().unique(),
    campaignName: text('campaign_name').notNull(),
    discountDescription: text('discount_description').notNull(),
    maxUses: integer('max_uses').notNull(),
    remainingUses: integer('remaining_uses').notNull(),
    /** The end of the expiration date in the UAE; null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    businessLocation: text('business_location'),
    googleMapsUrl: text('google_maps_url'),
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    status: privateCodeStatusEnum('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('private_referral_codes_workspace_idx').on(table.workspaceId, table.createdAt),
    check(
      'private_referral_codes_uses_check',
      sql`${table.remainingUses} >= 0 and ${table.remainingUses} <= ${table.maxUses}`,
    ),
  ],
);

/**
 * Spec 02 private_code_redemptions: every attempt, successful or not (Recent Redemptions and
 * the success rate count both). `device` is a keyed hash of the signed device cookie,
 * `fingerprint` the page's 32-character fingerprint, `client` a keyed hash of the address:
 * never the address or the user agent themselves (decision 0056).
 */
export const privateCodeRedemptions = pgTable(
  'private_code_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => privateReferralCodes.id, { onDelete: 'cascade' }),
    device: text('device').notNull(),
    fingerprint: text('fingerprint'),
    client: text('client'),
    success: boolean('success').notNull(),
    failureReason: redemptionFailureEnum('failure_reason'),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // One successful redemption per device and code, whatever races (quality guide).
    uniqueIndex('private_code_redemptions_device_key')
      .on(table.codeId, table.device)
      .where(sql`${table.success}`),
    index('private_code_redemptions_fingerprint_idx')
      .on(table.codeId, table.fingerprint)
      .where(sql`${table.success}`),
    index('private_code_redemptions_code_idx').on(table.codeId, table.redeemedAt),
  ],
);
