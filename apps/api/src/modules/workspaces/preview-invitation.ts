import { INVITATION_MESSAGES, type InvitationPreview } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { workspaceInvitations } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { hashInvitationToken } from './invitation-token';
import { isInvitationExpired, type InvitationRow } from './invitation-view';
import { personNameOf, workspaceNameOf } from './workspace-names';

/** Where an invitation stands: accepted and revoked first, then whether its link expired. */
export function invitationStatus(row: InvitationRow, now: Date): InvitationPreview['status'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return isInvitationExpired(row, now) ? 'expired' : 'open';
}

/** The invitation of an e-mailed link; 404 'This invitation link is not valid.' for none. */
async function findInvitationByToken(db: Executor, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(workspaceInvitations)
    .where(eq(workspaceInvitations.tokenHash, hashInvitationToken(token)));
  if (!row) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.invalidLink);
  return row;
}

/** What the link's page shows before the invitee signs in: who invites, to what, and its status. */
export async function previewInvitation(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<InvitationPreview> {
  const row = await findInvitationByToken(db, token);
  return {
    workspaceName: await workspaceNameOf(db, row.workspaceId),
    invitedByName: row.invitedBy ? await personNameOf(db, row.invitedBy) : null,
    email: row.email,
    role: row.role,
    status: invitationStatus(row, now),
  };
}
