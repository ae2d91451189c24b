import { campaignFeedQuery, type CampaignFeedQuery } from '@partnerly/contracts';
import { fillPlaceholders } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, campaigns, profiles, workspaces } from '../../db/schema';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { feedStatement, feedValues } from './list-campaign-feed';

// The feed query is served by its indexes on PostgreSQL (the planner's choice depends on
// the statistics, so this runs on a few thousand analysed rows, not on PGlite).
const ROWS = 6000;
const CATEGORIES = ['food', 'beauty', 'fashion', 'lifestyle', 'travel', 'fitness', 'tech', 'gaming'];
const COUNTRIES = ['AE', 'SA', 'QA', 'KW', 'BH', 'OM', 'EG', 'JO', 'LB', 'MA', 'GB', 'US'];

let testDb: TestDatabase;
let client: postgres.Sql;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const { db } = testDb.database;
  const brandId = 'plan-brand';
  await db.insert(authUsers).values({ id: brandId, name: 'Brand', email: 'plan@example.com' });
  await db.insert(profiles).values({ id: brandId, email: 'plan@example.com', userType: 'brand' });
  await db.insert(workspaces).values({ id: brandId });
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 1000) {
    await db.insert(campaigns).values(
      Array.from({ length: 1000 }, (_, offset) => {
        const index = start + offset;
        const createdAt = new Date(now - index * 60_000);
        return {
          brandId,
          // One campaign in 100 mentions espresso; every title has other, common words.
          title: `${index % 100 === 0 ? 'espresso' : `word${index % 37}`} launch ${index}`,
          description: `common text for campaign number ${index} with tag t${index % 53}`,
          campaignType: 'content' as const,
          niche: 'Other',
          contentCategories: [CATEGORIES[index % CATEGORIES.length]!],
          targetCountries: [COUNTRIES[index % 11]!],
          applicationDeadline: '2999-12-31',
          status: index % 10 === 9 ? ('closed' as const) : ('active' as const),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
  }
  client = postgres(testDb.url!, { max: 1, onnotice: () => {} });
  await client.unsafe('vacuum analyze campaigns');
});

afterAll(async () => {
  await client?.end();
  await testDb?.drop();
});

/** The plan PostgreSQL makes for the feed's statement with these values (custom plan). */
async function planOf(input: Record<string, string>): Promise<string> {
  const query: CampaignFeedQuery = campaignFeedQuery.parse(input);
  const { filters, values } = feedValues(query, []);
  const { sql: text, params } = feedStatement(testDb.database.db, filters).toSQL();
  const rows = await client.unsafe(
    `explain (costs off) ${text}`,
    fillPlaceholders(params, values) as postgres.ParameterOrJSON<never>[],
  );
  return rows.map((row) => row['QUERY PLAN'] as string).join('\n');
}

describe('feed query plans on PostgreSQL', () => {
  it('serves a search with two filters from the trigram + lists GIN index', async () => {
    const plan = await planOf({ q: 'Espresso', category: 'food', country: 'AE' });
    expect(plan).toContain('Bitmap Index Scan on campaigns_feed_search_idx');
    expect(plan).not.toMatch(/Seq Scan on campaigns/);
  });

  it('serves a search too short for trigrams from the lists index', async () => {
    const plan = await planOf({ q: 'sp', category: 'food', country: 'AE' });
    expect(plan).toContain('campaigns_feed_lists_idx');
    expect(plan).not.toMatch(/Seq Scan on campaigns/);
  });

  it('walks the newest-first index for the unfiltered feed and stops at the page', async () => {
    const plan = await planOf({});
    expect(plan).toContain('Index Scan using campaigns_feed_order_idx');
    expect(plan).toContain('Limit');
    expect(plan).not.toMatch(/Seq Scan on campaigns|Sort/);
  });
});
