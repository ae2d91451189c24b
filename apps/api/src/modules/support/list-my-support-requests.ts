import { MY_SUPPORT_REQUESTS_LIMIT, type MySupportRequests } from '@partnerly/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportRequests } from '../../db/schema';
import { toSupportRequest } from './support-view';

/** The caller's own requests, newest first (never anyone else's), with status and reply. */
export async function listMySupportRequests(db: Db, userId: string): Promise<MySupportRequests> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(MY_SUPPORT_REQUESTS_LIMIT);
  return { requests: rows.map(toSupportRequest) };
}
