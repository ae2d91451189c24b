import type { Workspace, WorkspaceInvitation } from '@partnerly/contracts';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authUsers, profiles, workspaceInvitations } from '../../db/schema';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';
import type { Membership } from './membership';
import { workspaceNameOf } from './workspace-names';
import { workspaceVerificationOf } from './workspace-verification';
import { listWorkspaceMembers, personName } from './workspace-people';

/** Invitations neither accepted nor revoked (expired ones too, flagged), newest first. */
async function listOpenInvitations(
  db: Executor,
  workspaceId: string,
  now: Date,
): Promise<WorkspaceInvitation[]> {
  const rows = await db
    .select({
      invitation: workspaceInvitations,
      inviterName: authUsers.name,
      inviterFirstName: profiles.firstName,
      inviterLastName: profiles.lastName,
    })
    .from(workspaceInvitations)
    .leftJoin(authUsers, eq(authUsers.id, workspaceInvitations.invitedBy))
    .leftJoin(profiles, eq(profiles.id, workspaceInvitations.invitedBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .orderBy(desc(workspaceInvitations.createdAt), asc(workspaceInvitations.id));
  return rows.map(({ invitation, inviterName, inviterFirstName, inviterLastName }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    brandProfileIds: invitation.brandProfileIds,
    invitedByName:
      invitation.invitedBy === null
        ? null
        : personName({ firstName: inviterFirstName, lastName: inviterLastName, name: inviterName }) || null,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    isExpired: invitation.expiresAt <= now,
  }));
}

/**
 * GET /api/workspace: the caller's workspace, their role, its people (owners first) and, for
 * owners and managers, its open and expired invitations. Seats: everyone but one owner (the
 * spec's team members beyond the main profile) plus the open, unexpired invitations, against
 * the plan's team limit.
 */
export async function getWorkspace(db: Executor, viewer: Membership, now = new Date()): Promise<Workspace> {
  const { workspaceId } = viewer;
  const members = await listWorkspaceMembers(db, workspaceId, viewer.userId);
  const invitations = await listOpenInvitations(db, workspaceId, now);
  const { teamMemberLimit } = await getEffectiveLimits(db, workspaceId, now);
  const openInvitations = invitations.filter((invitation) => !invitation.isExpired).length;
  return {
    id: workspaceId,
    name: await workspaceNameOf(db, workspaceId, 'Your brand'),
    role: viewer.role,
    brandProfileIds: viewer.brandProfileIds,
    verificationStatus: await workspaceVerificationOf(db, workspaceId),
    seats: { used: Math.max(members.length - 1, 0) + openInvitations, limit: teamMemberLimit },
    members,
    invitations: viewer.role === 'member' ? [] : invitations,
  };
}
