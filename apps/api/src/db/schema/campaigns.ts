import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CAMPAIGN_VISIBILITIES,
  COMPENSATION_TYPES,
  type AiForecast,
} from '@partnerly/contracts';
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { brandProfiles } from './brand-profiles';
import { uploads } from './uploads';
import { workspaces } from './workspaces';

export const campaignTypeEnum = pgEnum('campaign_type', CAMPAIGN_TYPES);
export const campaignStatusEnum = pgEnum('campaign_status', CAMPAIGN_STATUSES);
export const campaignVisibilityEnum = pgEnum('campaign_visibility', CAMPAIGN_VISIBILITIES);
export const compensationTypeEnum = pgEnum('compensation_type', COMPENSATION_TYPES);

// Millisecond precision, so that the feed cursor (a JavaScript date) matches exactly.
const at = (name: string) =>
  timestamp(name, { withTimezone: true, precision: 3 })
    .notNull()
    .default(sql`now()`);
const textList = (name: string, fallback = `'{}'::text[]`) =>
  text(name).array().notNull().default(sql.raw(fallback));

// Spec 02 section 3. brand_id is the brand workspace that owns the campaign (decision 0041).
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brandId: text('brand_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The brand profile it runs under; a workspace member assigned to it may work on it. */
    brandProfileId: uuid('brand_profile_id').references(() => brandProfiles.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    brief: text('brief'),
    requirements: text('requirements'),
    campaignType: campaignTypeEnum('campaign_type').notNull(),
    visibility: campaignVisibilityEnum('visibility').notNull().default('public'),
    /** The first of `platforms`. */
    platform: text('platform').notNull().default('instagram'),
    platforms: textList('platforms', `'{instagram}'::text[]`),
    niche: text('niche').notNull(),
    contentCategories: textList('content_categories'),
    compensationType: compensationTypeEnum('compensation_type').notNull().default('monetary'),
    /** Always holds compensation_type, so the feed filter reads this list only. */
    compensationTypes: textList('compensation_types', `'{monetary}'::text[]`),
    budgetMin: numeric('budget_min', { precision: 12, scale: 2, mode: 'number' }),
    budgetMax: numeric('budget_max', { precision: 12, scale: 2, mode: 'number' }),
    applicationDeadline: date('application_deadline', { mode: 'string' }).notNull(),
    deadline: date('deadline', { mode: 'string' }),
    contentDeadline: date('content_deadline', { mode: 'string' }),
    location: text('location'),
    googleMapsUrl: text('google_maps_url'),
    eventLatitude: doublePrecision('event_latitude'),
    eventLongitude: doublePrecision('event_longitude'),
    bannerUploadId: uuid('banner_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    targetCountries: textList('target_countries'),
    targetCities: textList('target_cities'),
    status: campaignStatusEnum('status').notNull().default('active'),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    pointRewardEnabled: boolean('point_reward_enabled').notNull().default(false),
    aiForecast: jsonb('ai_forecast').$type<AiForecast>(),
    // Counters kept by the applications and submissions modules through campaign-counters.ts.
    applicationsCount: integer('applications_count').notNull().default(0),
    activeCreators: integer('active_creators').notNull().default(0),
    engagementRate: numeric('engagement_rate', { precision: 6, scale: 2, mode: 'number' }),
    /** Lower-cased title and description: the feed's case-insensitive search runs on it. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${campaigns.title} || ' ' || ${campaigns.description})`),
    createdAt: at('created_at'),
    updatedAt: at('updated_at'),
  },
  (table) => [
    index('campaigns_brand_created_idx').on(table.brandId, table.createdAt.desc().nullsFirst()),
    // The feed: newest first among active campaigns...
    index('campaigns_feed_order_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.status} = 'active'`),
    // ...and one GIN index over the search text (trigrams) and every list filter: PostgreSQL
    // intersects whichever of them a query uses in a single index scan.
    index('campaigns_feed_search_idx')
      .using(
        'gin',
        table.searchText.op('gin_trgm_ops'),
        table.contentCategories,
        table.targetCountries,
        table.platforms,
        table.compensationTypes,
        table.targetCities,
      )
      .where(sql`${table.status} = 'active'`),
    // The list filters alone, for a search too short to have trigrams: '%ab%' would read the
    // whole trigram column of the index above, and the planner chose a full scan instead.
    index('campaigns_feed_lists_idx')
      .using(
        'gin',
        table.contentCategories,
        table.targetCountries,
        table.platforms,
        table.compensationTypes,
        table.targetCities,
      )
      .where(sql`${table.status} = 'active'`),
  ],
);
