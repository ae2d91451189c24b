import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { countries } from './reference';
import { uploads } from './uploads';
import { workspaceMembers, workspaces } from './workspaces';

// A brand workspace's profiles (spec 02 section 3; several brands or outlets): the first is the
// main profile and the default; the workspace's people are in workspace_members (decision 0041).
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    profileName: text('profile_name').notNull(),
    companyName: text('company_name'),
    bio: text('bio'),
    /** The logo / profile photo; its URL is derived from the upload id. */
    profileImageUploadId: uuid('profile_image_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    phone: text('phone'),
    location: text('location'),
    websiteUrl: text('website_url'),
    instagramHandle: text('instagram_handle'),
    industry: text('industry'),
    companySize: text('company_size'),
    city: text('city'),
    country: text('country').references(() => countries.code),
    budgetRangeMin: integer('budget_range_min'),
    budgetRangeMax: integer('budget_range_max'),
    preferredCollaborationTypes: jsonb('preferred_collaboration_types')
      .$type<string[]>()
      .notNull()
      .default([]),
    contentCategories: jsonb('content_categories').$type<string[]>().notNull().default([]),
    targetCreatorAudienceSizeMin: integer('target_creator_audience_size_min'),
    targetCreatorAudienceSizeMax: integer('target_creator_audience_size_max'),
    targetAgeMin: integer('target_age_min'),
    targetAgeMax: integer('target_age_max'),
    languagesSpoken: jsonb('languages_spoken').$type<string[]>().notNull().default([]),
    isDefault: boolean('is_default').notNull().default(false),
    isMainProfile: boolean('is_main_profile').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_profiles_workspace_idx').on(table.workspaceId),
    // One main profile per account, and one account manager among the active profiles.
    uniqueIndex('brand_profiles_one_main_idx')
      .on(table.workspaceId)
      .where(sql`${table.isMainProfile}`),
    uniqueIndex('brand_profiles_one_default_idx')
      .on(table.workspaceId)
      .where(sql`${table.isDefault} and ${table.isActive}`),
  ],
);

// The country and city the brand's forms start with (the first ones it picked).
export const brandDefaults = pgTable('brand_defaults', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  defaultCountry: text('default_country').references(() => countries.code),
  defaultCity: text('default_city'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// The brand profiles a member (role member) works on; owners and managers work on all.
export const workspaceMemberProfiles = pgTable(
  'workspace_member_profiles',
  {
    workspaceId: text('workspace_id').notNull(),
    userId: text('user_id').notNull(),
    brandProfileId: uuid('brand_profile_id')
      .notNull()
      .references(() => brandProfiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.brandProfileId] }),
    foreignKey({
      columns: [table.workspaceId, table.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
  ],
);
