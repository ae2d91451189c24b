import type { SupportRequest } from '@partnerly/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { supportRequests } from '../../db/schema';
import { toSupportRequest } from './support-view';

/** The support part of a user's data export: every request they sent, oldest first, with answers. */
export async function exportSupportRequests(db: Executor, userId: string): Promise<SupportRequest[]> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, userId))
    .orderBy(asc(supportRequests.createdAt));
  return rows.map(toSupportRequest);
}

/**
 * Part of deleting an account (`tx` is its transaction): the requests hold only the user's own
 * words and the answers to them, so they go. The admins' audit rows keep the request's id and
 * subject.
 */
export async function deleteSupportRequestsOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(supportRequests).where(eq(supportRequests.userId, userId));
}
