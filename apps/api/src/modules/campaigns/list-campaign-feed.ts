import {
  canSeeProfile,
  type CampaignFeedPage,
  type CampaignFeedQuery,
  type FeedCampaign,
} from '@partnerly/contracts';
import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { brandProfiles, campaigns, profiles, userSettings } from '../../db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import { findCampaignViewer } from './campaign-audience';
import {
  brandCardColumns,
  brandIdentityOf,
  mainBrandProfileOf,
  publicCampaignColumns,
  toCampaignBrand,
  toCampaignView,
  type BrandCardRow,
  type PublicCampaignRow,
} from './campaign-view';
import type { FeedCache } from './feed-cache';

/** LIKE treats % and _ as wildcards and \ as the escape: a search means them literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
const value = (name: string) => sql.placeholder(name);
const listHas = (column: PgColumn, name: string) => sql`${column} @> array[${value(name)}]::text[]`;

/** The optional parts of a feed query; which of them a query uses is its shape. */
const FEED_FILTERS = [
  'q',
  'category',
  'type',
  'platform',
  'country',
  'city',
  'compensation',
  'cursor',
] as const;
type FeedFilter = (typeof FEED_FILTERS)[number];

const FILTER_CONDITIONS: Record<FeedFilter, () => SQL> = {
  // lower() on both sides: the same case folding as the stored search text.
  q: () => sql`${campaigns.searchText} like ('%' || lower(${value('q')}) || '%')`,
  category: () => listHas(campaigns.contentCategories, 'category'),
  type: () => eq(campaigns.campaignType, value('type')),
  platform: () => listHas(campaigns.platforms, 'platform'),
  country: () => listHas(campaigns.targetCountries, 'country'),
  city: () => listHas(campaigns.targetCities, 'city'),
  compensation: () => listHas(campaigns.compensationTypes, 'compensation'),
  cursor: () =>
    sql`(${campaigns.createdAt}, ${campaigns.id}) < (${value('afterAt')}::timestamptz, ${value('afterId')}::uuid)`,
};

/** The feed's columns: the public campaign and the brand's card data, in one flat row. */
export const feedColumns = { ...publicCampaignColumns, ...brandCardColumns };

/**
 * The feed's SQL for one shape, values as placeholders (the benchmark runs the very same
 * statement against the database). The search and the list filters are served by the
 * partial GIN index campaigns_feed_search_idx (trigrams of the lower-cased title and
 * description, plus the list columns), which PostgreSQL intersects in one scan; a search
 * too short for trigrams (under 3 characters) uses campaigns_feed_lists_idx for the
 * filters; a common word, or no filter at all, walks the newest-first index
 * campaigns_feed_order_idx and stops at the end of the page. Only the page's rows are then
 * joined with their brand's card data and profile visibility (by primary key), so the
 * cost does not grow with the number of brands.
 *
 * The status stays a bound parameter on purpose: a generic plan then cannot use those
 * partial indexes, so PostgreSQL plans each execution for its actual values. A generic
 * plan cannot tell a rare search word from a common one and would read thousands of rows
 * for the latter, where a plan made for the values walks the newest-first index.
 */
export function feedStatement(db: Executor, filters: readonly FeedFilter[]) {
  const page = db
    .select(publicCampaignColumns)
    .from(campaigns)
    .where(
      and(
        eq(campaigns.status, 'active'),
        or(
          eq(campaigns.visibility, 'public'),
          sql`${campaigns.brandId} = any(${value('privateBrandIds')}::text[])`,
        ),
        ...filters.map((filter) => FILTER_CONDITIONS[filter]()),
      ),
    )
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(value('limit'))
    .as('page');
  return db
    .select({
      ...page._.selectedFields,
      ...brandCardColumns,
      brandVisibility: userSettings.profileVisibility,
    })
    .from(page)
    .leftJoin(profiles, eq(profiles.id, page.brandId))
    .leftJoin(brandProfiles, mainBrandProfileOf(page.brandId))
    .leftJoin(userSettings, eq(userSettings.userId, page.brandId))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/** The filters a query uses and the values of its placeholders. */
export function feedValues(query: CampaignFeedQuery, privateBrandIds: string[]) {
  const filters = FEED_FILTERS.filter((filter) => query[filter] !== undefined);
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : undefined;
  const values = {
    ...query,
    q: query.q === undefined ? undefined : escapeLike(query.q),
    afterAt: after?.createdAt.toISOString(),
    afterId: after?.id,
    privateBrandIds,
    limit: query.limit + 1,
  };
  return { filters, values };
}

type PreparedFeed = ReturnType<ReturnType<typeof feedStatement>['prepare']>;
type FeedStatementRow = Awaited<ReturnType<PreparedFeed['execute']>>[number];
// One prepared statement per database handle and shape: built once, sent by name, so each
// request is a single round trip (the 2^8 shapes stay far below any limit).
const preparedFeeds = new WeakMap<Executor, Map<string, PreparedFeed>>();

function preparedFeed(db: Executor, filters: readonly FeedFilter[]): PreparedFeed {
  const byShape = preparedFeeds.get(db) ?? new Map<string, PreparedFeed>();
  preparedFeeds.set(db, byShape);
  const shape = filters.join('-') || 'all';
  let statement = byShape.get(shape);
  if (!statement) {
    statement = feedStatement(db, filters).prepare(`campaign_feed_${shape}`);
    byShape.set(shape, statement);
  }
  return statement;
}

/** The shared page cache of the feed (public rows only), one per API process. */
export type CampaignFeedCache = FeedCache<FeedStatementRow[]>;

/**
 * The creator feed (spec 03 section 7): active campaigns, public or from a brand whose
 * private network holds the viewer, newest first, with the brand's name and logo.
 * Keyset pagination: pass nextCursor back as `cursor` for the following page.
 * A viewer without private campaigns to see gets the public page from `cache`.
 */
export async function listCampaignFeed(
  db: Executor,
  viewerId: string,
  query: CampaignFeedQuery,
  cache?: CampaignFeedCache,
): Promise<CampaignFeedPage> {
  const { userType: viewerType, privateBrandIds } = await findCampaignViewer(db, viewerId);
  const { filters, values } = feedValues(query, privateBrandIds);
  const load = () => preparedFeed(db, filters).execute(values);
  const rows =
    cache && privateBrandIds.length === 0 ? await cache.get(JSON.stringify(values), load) : await load();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  // The rule of settings' hiddenProfileIds: no settings row means a public profile.
  const isBrandHidden = (row: FeedStatementRow) =>
    !canSeeProfile(row.brandVisibility ?? 'public', {
      isOwner: row.brandId === viewerId,
      userType: viewerType,
    });
  return {
    campaigns: page.map((row) => toFeedCampaign(row, isBrandHidden(row))),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(last) : null,
  };
}

export type FeedRow = PublicCampaignRow & BrandCardRow;

/**
 * One card. `isBrandHidden`: the brand's profile visibility keeps it from this viewer, so
 * the card shows neither its name nor its logo.
 */
export function toFeedCampaign(row: FeedRow, isBrandHidden = false): FeedCampaign {
  // No rest/spread copies of the 40-column row: this runs for every card of every page.
  const brand = toCampaignBrand(row.brandId, isBrandHidden ? null : brandIdentityOf(row));
  return Object.assign(toCampaignView(row), { brand, isPrivateNetwork: row.visibility === 'private' });
}
