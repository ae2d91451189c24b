import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
