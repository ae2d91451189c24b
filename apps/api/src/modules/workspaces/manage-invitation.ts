import { INVITATION_MESSAGES, WORKSPACE_EVENTS, type WorkspaceInvitation } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { workspaceInvitations } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { newInvitationToken } from './invitation-token';
import { isInvitationExpired, toWorkspaceInvitation, type InvitationRow } from './invitation-view';
import { assertMayInviteAs, invitationExpiry } from './invite-to-workspace';
import type { Membership } from './membership';
import { recordActivity } from './record-activity';
import { announceInvitation, type InvitationDeps } from './send-invitation';
import { publishToWorkspace } from './workspace-events';
import { assertSeatForInvitation, lockWorkspace } from './workspace-seats';

/**
 * The workspace's invitation, locked, that is neither accepted nor revoked: 404 for an unknown
 * id or another workspace's, 409 once it is closed.
 */
async function lockOpenInvitation(tx: Tx, workspaceId: string, id: string): Promise<InvitationRow> {
  const [row] = await tx
    .select()
    .from(workspaceInvitations)
    .where(and(eq(workspaceInvitations.id, id), eq(workspaceInvitations.workspaceId, workspaceId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  if (row.acceptedAt || row.revokedAt) throw new AppError('CONFLICT', INVITATION_MESSAGES.noLongerOpen);
  return row;
}

/**
 * Sends an open (or expired, unanswered) invitation again with a new link that works for 7
 * days from now; the old link stops working. An expired one takes a seat again, so the team
 * limit is checked as for a new invitation. Only owners resend an invitation to be an owner.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  sender: Membership,
  id: string,
  now = new Date(),
): Promise<WorkspaceInvitation> {
  const { token, tokenHash } = newInvitationToken();
  const invitation = await deps.database.db.transaction(async (tx) => {
    await lockWorkspace(tx, sender.workspaceId);
    const row = await lockOpenInvitation(tx, sender.workspaceId, id);
    assertMayInviteAs(sender, row.role);
    if (isInvitationExpired(row, now)) await assertSeatForInvitation(tx, sender.workspaceId, now, row.id);
    const [updated] = await tx
      .update(workspaceInvitations)
      .set({ tokenHash, expiresAt: invitationExpiry(now), invitedBy: sender.userId })
      .where(eq(workspaceInvitations.id, row.id))
      .returning();
    return updated!;
  });
  const senderName = await announceInvitation(deps, invitation, token, sender.userId);
  return toWorkspaceInvitation(invitation, senderName, now);
}

/** Withdraws an invitation that is neither accepted nor revoked: its link stops working. */
export async function revokeInvitation(
  deps: Omit<InvitationDeps, 'mail' | 'publicUrl'>,
  revoker: Membership,
  id: string,
  now = new Date(),
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockOpenInvitation(tx, revoker.workspaceId, id);
    await tx.update(workspaceInvitations).set({ revokedAt: now }).where(eq(workspaceInvitations.id, row.id));
    await recordActivity(tx, {
      workspaceId: revoker.workspaceId,
      actorId: revoker.userId,
      action: 'invitation_revoked',
      subject: row.email,
    });
  });
  await afterCommit('the revoked invitation', () =>
    publishToWorkspace(deps, revoker.workspaceId, WORKSPACE_EVENTS.changed),
  );
}
