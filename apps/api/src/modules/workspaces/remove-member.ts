import { WORKSPACE_EVENTS } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { workspaceMembers } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { createNotification, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { workspaceNameOf } from './workspace-names';
import type { Membership } from './membership';
import { recordActivity } from './record-activity';
import { publishToWorkspace } from './workspace-events';
import { getWorkspaceMemberOrThrow, lockWorkspaceMembers, memberNotFound } from './workspace-people';

const LAST_OWNER_CANNOT_LEAVE = 'You are the last owner. Make another member an owner before you leave.';
const CANNOT_REMOVE_YOURSELF =
  'You cannot remove yourself from your brand workspace. Use Leave workspace instead.';

type RemoveDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/**
 * An owner removes a person from the workspace. Membership is read on every request, so the
 * removal takes effect on their next one (they get an empty workspace of their own then). The
 * person is told in the app and their open pages refetch; the workspace's pages refetch too.
 */
export async function removeWorkspaceMember(
  deps: RemoveDeps,
  owner: Membership,
  userId: string,
): Promise<void> {
  const { workspaceId } = owner;
  if (userId === owner.userId) throw new AppError('CONFLICT', CANNOT_REMOVE_YOURSELF);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const people = await lockWorkspaceMembers(tx, workspaceId);
    if (!people.some((row) => row.userId === userId)) throw memberNotFound();
    const { name } = await getWorkspaceMemberOrThrow(tx, workspaceId, owner.userId, userId);
    // Their profile assignments go with the row (foreign key on delete cascade).
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    await recordActivity(tx, {
      workspaceId,
      actorId: owner.userId,
      action: 'member_removed',
      subject: name,
      details: { userId },
    });
  });
  const name = await workspaceNameOf(db, workspaceId, 'your brand workspace');
  await afterCommit(
    `the removal of ${userId} from workspace ${workspaceId}`,
    () =>
      createNotification(deps, {
        userId,
        type: 'system_update',
        localized: noticeCopy('removedFromWorkspace', { name }),
        email: false,
      }),
    () => publishToUser(deps, userId, WORKSPACE_EVENTS.changed),
    () => publishToWorkspace(deps, workspaceId, WORKSPACE_EVENTS.changed),
  );
}

/**
 * The caller leaves their workspace (any role); the last owner cannot. Their next brand
 * request gets them an empty workspace of their own.
 */
export async function leaveWorkspace(
  deps: Pick<AppDeps, 'database' | 'events'>,
  person: Membership,
): Promise<void> {
  const { workspaceId, userId } = person;
  await deps.database.db.transaction(async (tx) => {
    const people = await lockWorkspaceMembers(tx, workspaceId);
    const own = people.find((row) => row.userId === userId);
    // Removed meanwhile: nothing left to leave.
    if (!own) return;
    if (own.role === 'owner' && !people.some((row) => row.role === 'owner' && row.userId !== userId)) {
      throw new AppError('CONFLICT', LAST_OWNER_CANNOT_LEAVE);
    }
    // Recorded before the row goes: the actor is still a person of the workspace.
    await recordActivity(tx, { workspaceId, actorId: userId, action: 'member_left', subject: '' });
    await tx
      .delete(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  });
  await afterCommit(
    `${userId} leaving workspace ${workspaceId}`,
    () => publishToUser(deps, userId, WORKSPACE_EVENTS.changed),
    () => publishToWorkspace(deps, workspaceId, WORKSPACE_EVENTS.changed),
  );
}
