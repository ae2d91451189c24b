import type { WorkspaceMember, WorkspaceRole } from '@partnerly/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles, workspaceMemberProfiles, workspaceMembers } from '../../db/schema';
import { AppError } from '../../middleware/errors';

/** A person's name as the team list and the activity list show it: first and last name, else the account name. */
export function personName(person: {
  firstName: string | null;
  lastName: string | null;
  name: string | null;
}): string {
  const personal = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return personal || person.name?.trim() || '';
}

export const memberNotFound = () => new AppError('NOT_FOUND', 'This person is not in your brand workspace');

/** Owners first, then managers, then members; within a role, by joining date. */
const ROLE_ORDER = sql`case ${workspaceMembers.role} when 'owner' then 0 when 'manager' then 1 else 2 end`;

/**
 * The people of a workspace with their names, e-mail addresses and assigned brand profiles
 * (narrowed to one person with `userId`), owners first. `isYou` is set for `viewerId`.
 */
export async function listWorkspaceMembers(
  db: Executor,
  workspaceId: string,
  viewerId: string,
  userId?: string,
): Promise<WorkspaceMember[]> {
  const conditions = [eq(workspaceMembers.workspaceId, workspaceId)];
  if (userId !== undefined) conditions.push(eq(workspaceMembers.userId, userId));
  const rows = await db
    .select({
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.createdAt,
      email: authUsers.email,
      name: authUsers.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      brandProfileIds: sql<string[]>`coalesce((
        select array_agg(${workspaceMemberProfiles.brandProfileId}::text order by ${workspaceMemberProfiles.brandProfileId})
        from ${workspaceMemberProfiles}
        where ${workspaceMemberProfiles.userId} = ${workspaceMembers.userId}
          and ${workspaceMemberProfiles.workspaceId} = ${workspaceMembers.workspaceId}
      ), '{}')`,
    })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
    .where(and(...conditions))
    .orderBy(ROLE_ORDER, asc(workspaceMembers.createdAt), asc(workspaceMembers.userId));
  return rows.map((row) => ({
    userId: row.userId,
    name: personName(row) || row.email,
    email: row.email,
    role: row.role,
    brandProfileIds: row.brandProfileIds,
    joinedAt: row.joinedAt.toISOString(),
    isYou: row.userId === viewerId,
  }));
}

/** One person of the workspace (404 for anyone else). */
export async function getWorkspaceMemberOrThrow(
  db: Executor,
  workspaceId: string,
  viewerId: string,
  userId: string,
): Promise<WorkspaceMember> {
  const [member] = await listWorkspaceMembers(db, workspaceId, viewerId, userId);
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Locks the workspace's member rows (in the transaction) and answers them: role changes,
 * removals, leaving and account deletion queue up, so the last-owner rules hold under
 * concurrency.
 */
export async function lockWorkspaceMembers(
  db: Executor,
  workspaceId: string,
): Promise<{ userId: string; role: WorkspaceRole }[]> {
  return db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(asc(workspaceMembers.userId))
    .for('update');
}
