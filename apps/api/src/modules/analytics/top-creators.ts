import {
  ANALYTICS_CREATORS_LIMIT,
  type AnalyticsCreator,
  type BrandAnalyticsQuery,
  type CreatorPerformance,
} from '@partnerly/contracts';
import { and, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';
import { loadPeople, nameOf } from '../applications/people';

type CreatorFilters = Pick<BrandAnalyticsQuery, 'engagementLevel' | 'minReach' | 'category'>;

/** Whether a creator's summary passes the level and reach filters (the category needs the profile). */
function passesFigures(creator: CreatorPerformance, filters: CreatorFilters): boolean {
  if (filters.engagementLevel && creator.overallEngagementLevel !== filters.engagementLevel) return false;
  return creator.totalReach >= (filters.minReach ?? 0);
}

/** Highest engagement score first, then the larger reach, then by id (a stable order). */
function byEngagement(a: CreatorPerformance, b: CreatorPerformance): number {
  return (
    b.engagementScore - a.engagementScore ||
    b.totalReach - a.totalReach ||
    (a.creatorId < b.creatorId ? -1 : a.creatorId > b.creatorId ? 1 : 0)
  );
}

/** Those of `ids` whose profile lists `category` (one query, the ids as one array parameter). */
async function inCategory(db: Executor, ids: string[], category: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`${profiles.id} = any(${sql.param(ids)}::text[])`,
        sql`${profiles.contentCategories} @> jsonb_build_array(${category}::text)`,
        sql`${profiles.deletedAt} is null`,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/**
 * The top creators of spec 03 ('top creators by engagement_score, with optional filters
 * engagement_level, min_reach, category') over the workspace's completed results: their
 * creator_performance_summary (`performance`, every creator of the workspace), filtered, the
 * best ANALYTICS_CREATORS_LIMIT with their name, photo and categories, and how many passed.
 * At most three queries whatever the number of creators: the category, then the people shown.
 */
export async function topCreators(
  db: Executor,
  performance: ReadonlyMap<string, CreatorPerformance>,
  filters: CreatorFilters,
): Promise<{ creators: AnalyticsCreator[]; matching: number }> {
  let passed = [...performance.values()].filter((creator) => passesFigures(creator, filters));
  if (filters.category) {
    const listed = await inCategory(
      db,
      passed.map((creator) => creator.creatorId),
      filters.category,
    );
    passed = passed.filter((creator) => listed.has(creator.creatorId));
  }
  const shown = passed.sort(byEngagement).slice(0, ANALYTICS_CREATORS_LIMIT);
  const people = await loadPeople(
    db,
    shown.map((creator) => creator.creatorId),
  );
  const creators = shown.map((creator) => {
    const person = people.get(creator.creatorId);
    const isGone = !person || person.deletedAt !== null;
    return {
      ...creator,
      name: nameOf(person),
      profileImageUrl: isGone ? null : person.profileImageUrl,
      categories: isGone ? [] : (person.contentCategories ?? []),
    };
  });
  return { creators, matching: passed.length };
}
