import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspaceActivity, workspaceMemberProfiles, workspaceMembers } from '../../db/schema';

/**
 * The workspace part of a user's data export: their membership of a brand workspace (role,
 * since when, the brand profiles they are assigned to) and the activity lines of what they did
 * there. Other people's lines and membership stay out.
 */
export async function exportWorkspaceData(db: Executor, userId: string) {
  const memberships = await db
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(asc(workspaceMembers.createdAt));
  const assigned = await db
    .select({ workspaceId: workspaceMemberProfiles.workspaceId, id: workspaceMemberProfiles.brandProfileId })
    .from(workspaceMemberProfiles)
    .where(eq(workspaceMemberProfiles.userId, userId));
  const activity = await db
    .select()
    .from(workspaceActivity)
    .where(eq(workspaceActivity.actorId, userId))
    .orderBy(asc(workspaceActivity.createdAt), asc(workspaceActivity.id));
  return {
    workspaceMemberships: memberships.map((row) => ({
      workspaceId: row.workspaceId,
      role: row.role,
      brandProfileIds: assigned
        .filter((entry) => entry.workspaceId === row.workspaceId)
        .map((entry) => entry.id),
      joinedAt: row.createdAt.toISOString(),
    })),
    workspaceActivity: activity.map((row) => ({
      id: row.id,
      workspaceId: row.workspaceId,
      action: row.action,
      subject: row.subject,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
