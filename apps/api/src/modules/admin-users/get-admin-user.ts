import {
  FALLBACK_NAME_MESSAGES,
  ADMIN_USER_HISTORY_LIMIT,
  ADMIN_USERS_MESSAGES,
  type AdminUserDetail,
  type AdminUserHistoryEntry,
} from '@partnerly/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../context';
import { authUsers, profiles, userActionsLog } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { adminUserColumns, toAdminUser } from './admin-user-view';

type Deps = Pick<AppDeps, 'database'>;

const adminProfiles = alias(profiles, 'admin_profiles');

function adminName(row: {
  adminId: string | null;
  firstName: string | null;
  lastName: string | null;
  authName: string | null;
  email: string | null;
}): AdminUserHistoryEntry['admin'] {
  if (!row.adminId) return null;
  const name =
    [row.firstName, row.lastName].filter(Boolean).join(' ') ||
    row.authName ||
    row.email ||
    FALLBACK_NAME_MESSAGES.admin;
  return { id: row.adminId, name };
}

/**
 * GET /api/admin/users/:id: the account and its history from user_actions_log (every action
 * any admin took on it: edits, suspensions, verification decisions...), newest first, each
 * with the acting admin's name.
 */
export async function getAdminUser(deps: Deps, userId: string): Promise<AdminUserDetail> {
  const { db } = deps.database;
  const [[user], history] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt))),
    db
      .select({
        id: userActionsLog.id,
        actionType: userActionsLog.actionType,
        actionDetails: userActionsLog.actionDetails,
        createdAt: userActionsLog.createdAt,
        adminId: userActionsLog.adminId,
        firstName: adminProfiles.firstName,
        lastName: adminProfiles.lastName,
        authName: authUsers.name,
        email: authUsers.email,
      })
      .from(userActionsLog)
      .leftJoin(adminProfiles, eq(adminProfiles.id, userActionsLog.adminId))
      .leftJoin(authUsers, eq(authUsers.id, userActionsLog.adminId))
      .where(eq(userActionsLog.targetUserId, userId))
      .orderBy(desc(userActionsLog.createdAt), desc(userActionsLog.id))
      .limit(ADMIN_USER_HISTORY_LIMIT),
  ]);
  if (!user) throw new AppError('NOT_FOUND', ADMIN_USERS_MESSAGES.notFound);
  return {
    user: toAdminUser(user),
    history: history.map((row) => ({
      id: row.id,
      actionType: row.actionType,
      actionDetails: row.actionDetails,
      createdAt: row.createdAt.toISOString(),
      admin: adminName(row),
    })),
  };
}
