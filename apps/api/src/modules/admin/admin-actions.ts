import type { UserActionType } from '@partnerly/contracts';
import type { Executor } from '../../db/client';
import { userActionsLog } from '../../db/schema';

export interface AdminAction {
  /** The admin or super admin who did it. */
  adminId: string;
  /** The account it concerns (a campaign's or a code's brand owner, a creator, a reporter). */
  targetUserId: string | null;
  actionType: UserActionType;
  /** What changed and why: ids, titles, the reason or note. */
  details: Record<string, unknown>;
  at: Date;
}

/**
 * Appends one row to user_actions_log (spec 03; decision 0059: every change an admin makes).
 * Call it inside the transaction of the change, so the row and the change commit together.
 */
export async function recordAdminAction(db: Executor, action: AdminAction): Promise<void> {
  await db.insert(userActionsLog).values({
    adminId: action.adminId,
    targetUserId: action.targetUserId,
    actionType: action.actionType,
    actionDetails: action.details,
    createdAt: action.at,
  });
}
