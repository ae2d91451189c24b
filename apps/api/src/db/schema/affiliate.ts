import { AFFILIATE_EVENT_ACTIONS, SOCIAL_LINK_PLATFORMS } from '@partnerly/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

export const affiliateCodeStatusEnum = pgEnum('affiliate_code_status', ['active', 'deleted']);
export const affiliateCodeVisibilityEnum = pgEnum('affiliate_code_visibility', [
  'public',
  'hidden',
  'private',
]);

// Spec 03 affiliate_code. Codes made on approval carry the campaign, the brand and the
// application; external codes (added by the creator) carry neither campaign nor brand.
export const affiliateCodes = pgTable(
  'affiliate_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creatorId: text('creator_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The approval that generated the code (one code per approval). */
    applicationId: uuid('application_id')
      .unique()
      .references(() => campaignApplications.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    brandUrl: text('brand_url'),
    isExternal: boolean('is_external').notNull().default(false),
    externalBrandName: text('external_brand_name'),
    externalBrandLogoUrl: text('external_brand_logo_url'),
    instructions: text('instructions'),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    status: affiliateCodeStatusEnum('status').notNull().default('active'),
    visibility: affiliateCodeVisibilityEnum('visibility').notNull().default('public'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    // A brand's active codes are unique, so a code a shopper types names one creator.
    uniqueIndex('affiliate_codes_brand_code_key')
      .on(table.brandId, table.code)
      .where(sql`${table.status} = 'active'`),
    index('affiliate_codes_creator_idx').on(table.creatorId, table.status),
    index('affiliate_codes_campaign_idx').on(table.campaignId),
  ],
);

export const affiliateEventActionEnum = pgEnum('affiliate_event_action', AFFILIATE_EVENT_ACTIONS);

/**
 * Spec 03 affiliate_code_usage: one row per counted event (a view once per visitor per code
 * per 30 minutes; bots and floods are never written). `visitor` is a keyed hash of the
 * client, never its address.
 */
export const affiliateCodeEvents = pgTable(
  'affiliate_code_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => affiliateCodes.id, { onDelete: 'cascade' }),
    action: affiliateEventActionEnum('action').notNull(),
    /** Where it happened: share_page, my_codes, redirect, ... */
    source: text('source').notNull(),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    index('affiliate_code_events_code_idx').on(table.codeId, table.action),
    index('affiliate_code_events_visitor_idx').on(table.codeId, table.visitor, table.createdAt),
  ],
);

/** Spec 03 creator_share_links: one per creator; regenerating replaces the code. */
export const creatorShareLinks = pgTable('creator_share_links', {
  creatorId: text('creator_id')
    .primaryKey()
    .references(() => authUsers.id, { onDelete: 'cascade' }),
  shareCode: text('share_code').notNull().unique(),
  isActive: boolean('is_active').notNull().default(true),
  viewCount: integer('view_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`),
});

export const socialLinkPlatformEnum = pgEnum('social_link_platform', SOCIAL_LINK_PLATFORMS);

/** Spec 03 social_links: the links the creator's public page shows (up to 3 of them). */
export const socialLinks = pgTable(
  'social_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    profileId: text('profile_id')
      .notNull()
      .references(() => authUsers.id, { onDelete: 'cascade' }),
    platform: socialLinkPlatformEnum('platform').notNull(),
    url: text('url').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [index('social_links_profile_idx').on(table.profileId, table.createdAt)],
);

/**
 * Orders a brand imported from its store's export, matched to one of its codes. The order id
 * is the store's; a second import of the same order is ignored.
 */
export const affiliateOrders = pgTable(
  'affiliate_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    codeId: uuid('code_id')
      .notNull()
      .references(() => affiliateCodes.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    orderedAt: timestamp('ordered_at', { withTimezone: true, precision: 3 }).notNull(),
    /** The order total in minor units (fils for AED) of `currency`. */
    totalMinor: integer('total_minor').notNull(),
    currency: text('currency').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true, precision: 3 })
      .notNull()
      .default(sql`now()`),
  },
  (table) => [
    uniqueIndex('affiliate_orders_workspace_order_key').on(table.workspaceId, table.orderId),
    index('affiliate_orders_code_idx').on(table.codeId),
  ],
);
