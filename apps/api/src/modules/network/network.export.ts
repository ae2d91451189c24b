import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { favoriteCreators } from '../../db/schema';

/**
 * The network part of a brand owner's data export (a workspace's data goes out with its owners',
 * decision 0041): which creators the workspace keeps as favourites and since when. Creators are
 * named by id only: their profile is their data, as in the brand side of the applications.
 */
export async function exportNetwork(db: Executor, workspaceId: string) {
  const rows = await db
    .select({ creatorId: favoriteCreators.creatorId, addedAt: favoriteCreators.createdAt })
    .from(favoriteCreators)
    .where(eq(favoriteCreators.brandId, workspaceId))
    .orderBy(asc(favoriteCreators.createdAt), asc(favoriteCreators.creatorId));
  return rows.map((row) => ({ creatorId: row.creatorId, addedAt: row.addedAt.toISOString() }));
}
