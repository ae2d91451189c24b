import type { WorkspaceInvitation } from '@partnerly/contracts';
import type { workspaceInvitations } from '../../db/schema';

export type InvitationRow = typeof workspaceInvitations.$inferSelect;

export const isInvitationExpired = (row: InvitationRow, now: Date) =>
  row.expiresAt.getTime() <= now.getTime();

/** An invitation as the team sees it (never its token). */
export function toWorkspaceInvitation(
  row: InvitationRow,
  invitedByName: string | null,
  now = new Date(),
): WorkspaceInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    brandProfileIds: row.brandProfileIds,
    invitedByName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isExpired: isInvitationExpired(row, now),
  };
}
