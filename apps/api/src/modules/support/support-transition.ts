import { SUPPORT_MESSAGES, type SupportRequestStatus, type UserActionType } from '@partnerly/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { supportRequests, userActionsLog } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import type { SupportRequestRow } from './support-view';

export interface SupportTransition {
  /** The statuses the change may start from; any other answers 409 with `refusal`. */
  from: readonly SupportRequestStatus[];
  set: Partial<typeof supportRequests.$inferInsert>;
  refusal: string;
  audit: UserActionType;
}

/**
 * Moves a request on in one conditional UPDATE (two admins acting at once: one wins, the other
 * gets 409), and writes the admin's audit row (target: the requester) in the same transaction.
 * 404 for an unknown id.
 */
export async function changeSupportRequest(
  tx: Tx,
  adminId: string,
  id: string,
  transition: SupportTransition,
): Promise<{ before: SupportRequestStatus; row: SupportRequestRow }> {
  const [current] = await tx
    .select({ status: supportRequests.status })
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND', SUPPORT_MESSAGES.notFound);
  const [row] = await tx
    .update(supportRequests)
    .set(transition.set)
    .where(and(eq(supportRequests.id, id), inArray(supportRequests.status, [...transition.from])))
    .returning();
  if (!row) throw new AppError('CONFLICT', transition.refusal);
  await tx.insert(userActionsLog).values({
    adminId,
    targetUserId: row.userId,
    actionType: transition.audit,
    actionDetails: { supportRequestId: row.id, subject: row.subject, from: current.status, to: row.status },
  });
  return { before: current.status, row };
}
