import { ADMIN_USERS_MESSAGES, type AdminUser, type UserActionType } from '@partnerly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, userActionsLog } from '../../db/schema';
import { AppError } from '../../middleware/errors';

// The account as the admin console shows it, and the audit row every change writes.

export const adminUserColumns = {
  id: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  companyName: profiles.companyName,
  email: profiles.email,
  userType: profiles.userType,
  verificationStatus: profiles.verificationStatus,
  isVerified: profiles.isVerified,
  suspendedAt: profiles.suspendedAt,
  suspensionReason: profiles.suspensionReason,
  createdAt: profiles.createdAt,
};

export type AdminUserRow = Pick<typeof profiles.$inferSelect, keyof typeof adminUserColumns>;

export function toAdminUser(row: AdminUserRow): AdminUser {
  return {
    ...row,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The account (not deleted) with its row locked for the change the caller makes in `tx`;
 * 404 'User not found' otherwise.
 */
export async function lockAdminUser(tx: Executor, userId: string): Promise<AdminUserRow> {
  const [row] = await tx
    .select(adminUserColumns)
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', ADMIN_USERS_MESSAGES.notFound);
  return row;
}

/** One user_actions_log row (spec 03): who changed whom, what, and the details. */
export async function recordUserAction(
  tx: Executor,
  entry: {
    adminId: string;
    targetUserId: string;
    actionType: UserActionType;
    actionDetails: Record<string, unknown>;
    at: Date;
  },
): Promise<void> {
  await tx.insert(userActionsLog).values({
    adminId: entry.adminId,
    targetUserId: entry.targetUserId,
    actionType: entry.actionType,
    actionDetails: entry.actionDetails,
    createdAt: entry.at,
  });
}
