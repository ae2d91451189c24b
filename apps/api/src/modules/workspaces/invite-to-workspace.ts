import {
  INVITATION_MESSAGES,
  WORKSPACE_INVITATION_DAYS,
  WORKSPACE_MESSAGES,
  type WorkspaceInvitation,
  type WorkspaceRole,
} from '@partnerly/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authUsers, workspaceInvitations, workspaceMembers } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { newInvitationToken } from './invitation-token';
import { isInvitationExpired, toWorkspaceInvitation } from './invitation-view';
import type { Membership } from './membership';
import { recordActivity } from './record-activity';
import { announceInvitation, type InvitationDeps } from './send-invitation';
import { assertSeatForInvitation, lockWorkspace } from './workspace-seats';
import { assertWorkspaceProfiles } from './workspace-access';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an invitation sent at `now` stops working. */
export const invitationExpiry = (now: Date) => new Date(now.getTime() + WORKSPACE_INVITATION_DAYS * DAY_MS);

/** 403 unless the person may hand out the role: only owners make owners. */
export function assertMayInviteAs(inviter: Membership, role: WorkspaceRole): void {
  if (inviter.role === 'member') throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.managersOnly);
  if (role === 'owner' && inviter.role !== 'owner') {
    throw new AppError('FORBIDDEN', WORKSPACE_MESSAGES.ownersOnly);
  }
}

/** 409 when the address already belongs to a person of the workspace. */
async function assertNotMember(tx: Tx, workspaceId: string, email: string): Promise<void> {
  const [member] = await tx
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .innerJoin(authUsers, eq(authUsers.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(sql`lower(${authUsers.email})`, email)));
  if (member) throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyMember);
}

/**
 * 409 while an invitation to the address is open. One that expired unanswered is closed
 * (revoked_at) instead, so the new invitation replaces it.
 */
async function closeEarlierInvitation(tx: Tx, workspaceId: string, email: string, now: Date) {
  const [open] = await tx
    .select()
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        eq(workspaceInvitations.email, email),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    );
  if (!open) return;
  if (!isInvitationExpired(open, now)) throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyOpen);
  await tx.update(workspaceInvitations).set({ revokedAt: now }).where(eq(workspaceInvitations.id, open.id));
}

/**
 * An owner or manager invites someone by e-mail with a role (and, for role member, the brand
 * profiles they will work on). Runs under the workspace's row lock, so concurrent invitations
 * cannot overshoot the plan's team limit; the link's token is e-mailed after commit and only
 * its hash is stored.
 */
export async function inviteToWorkspace(
  deps: InvitationDeps,
  inviter: Membership,
  input: InvitationRequest,
  now = new Date(),
): Promise<WorkspaceInvitation> {
  const { invitation, token } = await createInvitation(deps, inviter, input, now);
  const inviterName = await announceInvitation(deps, invitation, token, inviter.userId);
  return toWorkspaceInvitation(invitation, inviterName, now);
}

interface InvitationRequest {
  email: string;
  role: WorkspaceRole;
  brandProfileIds: string[];
}

/**
 * The invitation's rows and its link's token, without the e-mail: inviteToWorkspace sends it;
 * the demo seed (modules/demo) accepts its colleagues' invitations with the token at once.
 */
export async function createInvitation(
  deps: Pick<InvitationDeps, 'database'>,
  inviter: Membership,
  input: InvitationRequest,
  now = new Date(),
) {
  assertMayInviteAs(inviter, input.role);
  const { workspaceId } = inviter;
  const brandProfileIds = input.role === 'member' ? [...new Set(input.brandProfileIds)] : [];
  const { token, tokenHash } = newInvitationToken();

  const invitation = await deps.database.db.transaction(async (tx) => {
    await lockWorkspace(tx, workspaceId);
    await assertWorkspaceProfiles(tx, workspaceId, brandProfileIds);
    await assertNotMember(tx, workspaceId, input.email);
    await closeEarlierInvitation(tx, workspaceId, input.email, now);
    await assertSeatForInvitation(tx, workspaceId, now);
    const [created] = await tx
      .insert(workspaceInvitations)
      .values({
        workspaceId,
        email: input.email,
        role: input.role,
        brandProfileIds,
        tokenHash,
        invitedBy: inviter.userId,
        createdAt: now,
        expiresAt: invitationExpiry(now),
      })
      .returning();
    await recordActivity(tx, {
      workspaceId,
      actorId: inviter.userId,
      action: 'member_invited',
      subject: input.email,
      details: { role: input.role },
    });
    return created!;
  });
  return { invitation, token };
}
