import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, brandProfiles, profiles, workspaceMembers } from '../../db/schema';
import { personName } from './workspace-people';

// Brand workspaces as the admin console lists them next to a campaign, a code or a
// subscription: the brand's name and its first owner (decision 0041: the owners answer for it).

export interface WorkspaceSummary {
  workspaceId: string;
  /** The main brand profile's company or profile name, else the company its owner signed up with. */
  companyName: string;
  /** The first owner; null when nobody is left (the owners deleted their accounts). */
  owner: { id: string; name: string; email: string } | null;
}

/** LIKE's wildcards typed by an admin match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Whether the workspace's brand profiles or owners match `search` (case-insensitive, in the
 * company and profile names, the owner's name, company and e-mail): a condition for the
 * console's searches, on any query that has the workspace id.
 */
export function workspaceMatches(workspaceId: AnyColumn | SQL, search: string): SQL {
  const pattern = likePattern(search);
  return sql`(exists (
    select 1 from ${brandProfiles}
    where ${brandProfiles.workspaceId} = ${workspaceId}
      and (${brandProfiles.companyName} ilike ${pattern} or ${brandProfiles.profileName} ilike ${pattern})
  ) or exists (
    select 1 from ${workspaceMembers}
    inner join ${authUsers} on ${authUsers.id} = ${workspaceMembers.userId}
    left join ${profiles} on ${profiles.id} = ${workspaceMembers.userId}
    where ${workspaceMembers.workspaceId} = ${workspaceId} and ${workspaceMembers.role} = 'owner'
      and (concat_ws(' ', ${profiles.firstName}, ${profiles.lastName}) ilike ${pattern}
        or ${profiles.companyName} ilike ${pattern} or ${authUsers.email} ilike ${pattern})
  ))`;
}

/** The name and first owner of each workspace (two queries, whatever the number). */
export async function summariseWorkspaces(
  db: Executor,
  workspaceIds: readonly string[],
): Promise<Map<string, WorkspaceSummary>> {
  const ids = [...new Set(workspaceIds)];
  const summaries = new Map<string, WorkspaceSummary>();
  if (ids.length === 0) return summaries;
  const [mains, owners] = await Promise.all([
    db
      .select({
        workspaceId: brandProfiles.workspaceId,
        companyName: brandProfiles.companyName,
        profileName: brandProfiles.profileName,
      })
      .from(brandProfiles)
      .where(
        and(
          inArray(brandProfiles.workspaceId, ids),
          eq(brandProfiles.isMainProfile, true),
          eq(brandProfiles.isActive, true),
        ),
      ),
    db
      .selectDistinctOn([workspaceMembers.workspaceId], {
        workspaceId: workspaceMembers.workspaceId,
        userId: workspaceMembers.userId,
        email: authUsers.email,
        name: authUsers.name,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        companyName: profiles.companyName,
      })
      .from(workspaceMembers)
      .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
      .leftJoin(profiles, eq(profiles.id, workspaceMembers.userId))
      .where(and(inArray(workspaceMembers.workspaceId, ids), eq(workspaceMembers.role, 'owner')))
      .orderBy(asc(workspaceMembers.workspaceId), asc(workspaceMembers.createdAt)),
  ]);
  const mainOf = new Map(mains.map((main) => [main.workspaceId, main]));
  const ownerOf = new Map(owners.map((owner) => [owner.workspaceId, owner]));
  for (const workspaceId of ids) {
    const main = mainOf.get(workspaceId);
    const owner = ownerOf.get(workspaceId);
    const ownerName = owner ? personName(owner) || owner.email : null;
    summaries.set(workspaceId, {
      workspaceId,
      companyName:
        main?.companyName?.trim() ||
        main?.profileName.trim() ||
        owner?.companyName?.trim() ||
        ownerName ||
        'Brand',
      owner: owner ? { id: owner.userId, name: ownerName!, email: owner.email } : null,
    });
  }
  return summaries;
}

/** One workspace's summary (a workspace without profiles or owners still gets one). */
export async function summariseWorkspace(db: Executor, workspaceId: string): Promise<WorkspaceSummary> {
  return (await summariseWorkspaces(db, [workspaceId])).get(workspaceId)!;
}
