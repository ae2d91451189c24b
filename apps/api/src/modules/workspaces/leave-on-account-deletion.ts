import { WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { workspaceMembers } from '../../db/schema';
import { AppError } from '../../middleware/errors';

/**
 * Part of deleting an account, inside its transaction: the person leaves their workspace.
 * Answers the workspace to close with them when they were its only person (the caller
 * retires its profiles, campaigns and subscription), null when the workspace lives on
 * without them: deleting a member's account never deletes the workspace's data. The only
 * owner of a workspace with other people is refused (409).
 */
export async function leaveWorkspaceOnAccountDeletion(tx: Tx, userId: string): Promise<string | null> {
  const [own] = await tx
    .select()
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId))
    .for('update');
  if (!own) return null;
  // Locks the other people's rows too, so a concurrent role change or removal waits.
  const others = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, own.workspaceId), ne(workspaceMembers.userId, userId)))
    .for('update');
  if (own.role === 'owner' && others.length > 0 && !others.some((other) => other.role === 'owner')) {
    throw new AppError('CONFLICT', WORKSPACE_MESSAGES.soleOwnerWithTeam);
  }
  await tx.delete(workspaceMembers).where(eq(workspaceMembers.userId, userId));
  return others.length === 0 ? own.workspaceId : null;
}
