import type { WorkspaceActivityAction, WorkspaceActivityItem } from '@partnerly/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspaceActivity } from '../../db/schema';

const ACTIVITY_PAGE_SIZE = 30;

/**
 * The workspace's activity list, newest first, a page at a time: `before` is the previous
 * page's cursor (the createdAt of its last line).
 */
export async function listWorkspaceActivity(
  db: Executor,
  workspaceId: string,
  before?: string,
): Promise<{ items: WorkspaceActivityItem[]; nextCursor: string | null }> {
  const conditions = [eq(workspaceActivity.workspaceId, workspaceId)];
  if (before) conditions.push(lt(workspaceActivity.createdAt, new Date(before)));
  const rows = await db
    .select()
    .from(workspaceActivity)
    .where(and(...conditions))
    .orderBy(desc(workspaceActivity.createdAt), desc(workspaceActivity.id))
    .limit(ACTIVITY_PAGE_SIZE + 1);
  const hasMore = rows.length > ACTIVITY_PAGE_SIZE;
  let page = rows.slice(0, ACTIVITY_PAGE_SIZE);
  if (hasMore) {
    // The cursor is a time: lines sharing it with the first line left out go to the next
    // page with it, so none is skipped (unless a whole page shares one millisecond).
    const cut = rows[ACTIVITY_PAGE_SIZE]!.createdAt.getTime();
    const kept = page.filter((row) => row.createdAt.getTime() !== cut);
    if (kept.length > 0) page = kept;
  }
  return {
    items: page.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      action: row.action as WorkspaceActivityAction,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor: hasMore ? page.at(-1)!.createdAt.toISOString() : null,
  };
}
