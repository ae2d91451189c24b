import {
  WORKSPACE_EVENTS,
  type UpdateWorkspaceMemberInput,
  type WorkspaceMember,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { workspaceMemberProfiles, workspaceMembers } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import type { Membership } from './membership';
import { recordActivity } from './record-activity';
import { publishToWorkspace } from './workspace-events';
import { getWorkspaceMemberOrThrow, lockWorkspaceMembers, memberNotFound } from './workspace-people';
import { assertWorkspaceProfiles } from './workspace-access';

const NEEDS_AN_OWNER = 'A workspace needs an owner. Make someone else an owner first.';

/**
 * An owner changes a person's role and/or the brand profiles they are assigned to (kept as
 * given; they only matter while the role is member). The last owner cannot be demoted; the
 * member rows stay locked until commit so two demotions cannot both pass that check.
 */
export async function updateWorkspaceMember(
  deps: Pick<AppDeps, 'database' | 'events'>,
  owner: Membership,
  userId: string,
  input: UpdateWorkspaceMemberInput,
): Promise<WorkspaceMember> {
  const { workspaceId } = owner;
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const people = await lockWorkspaceMembers(tx, workspaceId);
    const person = people.find((row) => row.userId === userId);
    if (!person) throw memberNotFound();
    const isDemotingOwner = person.role === 'owner' && input.role !== undefined && input.role !== 'owner';
    if (isDemotingOwner && !people.some((row) => row.role === 'owner' && row.userId !== userId)) {
      throw new AppError('CONFLICT', NEEDS_AN_OWNER);
    }
    if (input.brandProfileIds !== undefined) {
      await assertWorkspaceProfiles(tx, workspaceId, input.brandProfileIds);
      await tx.delete(workspaceMemberProfiles).where(eq(workspaceMemberProfiles.userId, userId));
      const assigned = [...new Set(input.brandProfileIds)];
      if (assigned.length > 0) {
        await tx
          .insert(workspaceMemberProfiles)
          .values(assigned.map((brandProfileId) => ({ workspaceId, userId, brandProfileId })));
      }
    }
    if (input.role !== undefined && input.role !== person.role) {
      await tx
        .update(workspaceMembers)
        .set({ role: input.role })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
      const { name } = await getWorkspaceMemberOrThrow(tx, workspaceId, owner.userId, userId);
      await recordActivity(tx, {
        workspaceId,
        actorId: owner.userId,
        action: 'member_role_changed',
        subject: name,
        details: { userId, from: person.role, to: input.role },
      });
    }
  });
  await afterCommit(`the team change of workspace ${workspaceId}`, () =>
    publishToWorkspace(deps, workspaceId, WORKSPACE_EVENTS.changed),
  );
  return getWorkspaceMemberOrThrow(db, workspaceId, owner.userId, userId);
}
