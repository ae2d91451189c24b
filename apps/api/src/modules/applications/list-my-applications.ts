import { applicationTab, type ApplicationCounts, type MyApplicationList } from '@partnerly/contracts';
import { and, count, eq, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignApplications, campaigns } from '../../db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import type { Actor } from './applications.types';
import { creatorSideScope } from './find-application';
import { loadMyApplications } from './load-views';

const NO_COUNTS: ApplicationCounts = { total: 0, pending: 0, approved: 0, rejected: 0 };

/** The tab counts over all of them, not only the page's. */
async function countOwned(db: Executor, owned: SQL): Promise<ApplicationCounts> {
  const rows = await db
    .select({ status: campaignApplications.status, value: count() })
    .from(campaignApplications)
    .innerJoin(campaigns, eq(campaigns.id, campaignApplications.campaignId))
    .where(owned)
    .groupBy(campaignApplications.status);
  const counts = { ...NO_COUNTS };
  for (const { status, value } of rows) {
    counts.total += value;
    counts[applicationTab(status)] += value;
  }
  return counts;
}

/**
 * My Applications, newest first, `limit` at a time: the creator's own, or for an agent those
 * of every creator it represents now. `cursor` (the previous page's nextCursor) continues
 * after that page's last application, by creation time and id.
 */
export async function listMyApplications(
  db: Executor,
  actor: Actor,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<MyApplicationList> {
  const after = cursor ? decodeKeysetCursor(cursor) : null;
  const owned = await creatorSideScope(db, actor);
  if (!owned) return { applications: [], nextCursor: null, counts: { ...NO_COUNTS } };
  const older = after
    ? or(
        lt(campaignApplications.createdAt, after.createdAt),
        and(eq(campaignApplications.createdAt, after.createdAt), lt(campaignApplications.id, after.id)),
      )
    : undefined;
  const rows = await loadMyApplications(db, and(owned, older)!, limit + 1);
  const applications = rows.slice(0, limit);
  const last = applications.at(-1);
  return {
    applications,
    nextCursor:
      rows.length > limit && last
        ? encodeKeysetCursor({ createdAt: new Date(last.createdAt), id: last.id })
        : null,
    counts: await countOwned(db, owned),
  };
}
