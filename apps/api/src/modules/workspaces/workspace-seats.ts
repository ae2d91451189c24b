import { BRAND_PROFILE_MESSAGES } from '@partnerly/contracts';
import { and, count, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { getEffectiveLimits } from '../subscriptions/limits/get-limits';

/**
 * Locks the workspace's row until the transaction ends: invitations and joins of one
 * workspace queue up behind it, so concurrent ones cannot overshoot the team limit.
 * 404 when the workspace is gone.
 */
export async function lockWorkspace(tx: Tx, workspaceId: string): Promise<void> {
  const [row] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Brand workspace not found');
}

async function countPeople(tx: Tx, workspaceId: string): Promise<number> {
  const [row] = await tx
    .select({ people: count() })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId));
  return row?.people ?? 0;
}

/** Open invitations that have not expired, but for `exceptId` (the one being resent). */
async function countOpenInvitations(tx: Tx, workspaceId: string, now: Date, exceptId?: string) {
  const [row] = await tx
    .select({ open: count() })
    .from(workspaceInvitations)
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        gt(workspaceInvitations.expiresAt, now),
        exceptId ? ne(workspaceInvitations.id, exceptId) : undefined,
      ),
    );
  return row?.open ?? 0;
}

const limitReached = (limit: number) =>
  new AppError('FORBIDDEN', BRAND_PROFILE_MESSAGES.teamMemberLimitReached(limit));

/**
 * 403 'Team Member Limit Reached' unless one more invitation fits the plan's team limit. Seats
 * are everyone but one owner, plus open invitations that have not expired (decision 0041).
 * Call it after lockWorkspace, in the transaction that writes the invitation.
 */
export async function assertSeatForInvitation(
  tx: Tx,
  workspaceId: string,
  now: Date,
  exceptInvitationId?: string,
): Promise<void> {
  const { teamMemberLimit } = await getEffectiveLimits(tx, workspaceId, now);
  const people = await countPeople(tx, workspaceId);
  const invited = await countOpenInvitations(tx, workspaceId, now, exceptInvitationId);
  if (people - 1 + invited >= teamMemberLimit) throw limitReached(teamMemberLimit);
}

/**
 * 403 'Team Member Limit Reached' unless one more person fits the plan's team limit (the
 * invitations are not counted: the one being accepted is among them). After lockWorkspace.
 */
export async function assertSeatForPerson(tx: Tx, workspaceId: string, now: Date): Promise<void> {
  const { teamMemberLimit } = await getEffectiveLimits(tx, workspaceId, now);
  if ((await countPeople(tx, workspaceId)) - 1 >= teamMemberLimit) throw limitReached(teamMemberLimit);
}
