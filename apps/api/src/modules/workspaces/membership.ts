import type { WorkspaceRole } from '@partnerly/contracts';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { authUsers, workspaceMemberProfiles, workspaceMembers, workspaces } from '../../db/schema';

/** A person's place in a brand workspace: its id, their role, and (role member) their profiles. */
export interface Membership {
  workspaceId: string;
  userId: string;
  role: WorkspaceRole;
  /** The brand profiles a member (role member) is assigned to; empty for owners and managers. */
  brandProfileIds: string[];
}

/** The workspace the user belongs to, or null. */
export async function findMembership(db: Executor, userId: string): Promise<Membership | null> {
  const [member] = await db
    .select({ workspaceId: workspaceMembers.workspaceId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
  if (!member) return null;
  const assigned =
    member.role === 'member'
      ? await db
          .select({ id: workspaceMemberProfiles.brandProfileId })
          .from(workspaceMemberProfiles)
          .where(eq(workspaceMemberProfiles.userId, userId))
      : [];
  return { ...member, userId, brandProfileIds: assigned.map((row) => row.id) };
}

/**
 * Makes the brand user the owner of a new workspace unless they belong to one: at sign-up
 * (profiles.service.ts) and, for a person whose membership ended, on their next brand request.
 * The first workspace of a user takes the user's id (decision 0041); a later one a random id.
 */
export async function ensureWorkspace(db: Db, userId: string): Promise<Membership> {
  const existing = await findMembership(db, userId);
  if (existing) return existing;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`workspace-member:${userId}`}))`);
    const [member] = await tx
      .select({ id: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, userId));
    if (member) return;
    const [own] = await tx.insert(workspaces).values({ id: userId }).onConflictDoNothing().returning();
    const workspaceId = own?.id ?? crypto.randomUUID();
    if (!own) await tx.insert(workspaces).values({ id: workspaceId });
    await tx.insert(workspaceMembers).values({ workspaceId, userId, role: 'owner' });
  });
  return (await findMembership(db, userId))!;
}

/**
 * The people of a workspace (narrowed to `roles` when given). With `brandProfileId`, those who
 * work on that profile's campaigns: owners and managers, and members assigned to it (a
 * campaign without a profile: owners and managers). Notices go to them; events to everyone.
 */
export async function listWorkspacePeople(
  db: Executor,
  workspaceId: string,
  options: { brandProfileId?: string | null; roles?: readonly WorkspaceRole[] } = {},
): Promise<string[]> {
  const conditions = [eq(workspaceMembers.workspaceId, workspaceId)];
  if (options.roles) conditions.push(inArray(workspaceMembers.role, [...options.roles]));
  const { brandProfileId } = options;
  if (brandProfileId !== undefined) {
    const isAssigned =
      brandProfileId === null
        ? sql`false`
        : sql`exists (select 1 from ${workspaceMemberProfiles} where ${workspaceMemberProfiles.userId} = ${workspaceMembers.userId} and ${workspaceMemberProfiles.brandProfileId} = ${brandProfileId})`;
    conditions.push(or(ne(workspaceMembers.role, 'member'), isAssigned)!);
  }
  const rows = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(...conditions));
  return rows.map((row) => row.userId);
}

/** The owners of a workspace with their e-mail addresses: billing notices go to them. */
export async function listWorkspaceOwners(
  db: Executor,
  workspaceId: string,
): Promise<{ userId: string; email: string }[]> {
  return db
    .select({ userId: workspaceMembers.userId, email: authUsers.email })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
    .orderBy(workspaceMembers.createdAt);
}
