import { NETWORK_EVENTS, NETWORK_MESSAGES, type NetworkChange } from '@partnerly/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor, Tx } from '../../db/client';
import { favoriteCreators, profiles } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { loadPeople, nameOf } from '../applications/people';
import type { Membership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';
import { publishToWorkspace } from '../workspaces/workspace-events';

type NetworkDeps = Pick<AppDeps, 'database' | 'events'>;

/** The creator's name, or 404 unless `creatorId` is a creator account that still exists. */
async function creatorNameOrThrow(db: Executor, creatorId: string): Promise<string> {
  const [creator] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, creatorId), eq(profiles.userType, 'creator'), isNull(profiles.deletedAt)));
  if (!creator) throw new AppError('NOT_FOUND', NETWORK_MESSAGES.creatorNotFound);
  return nameOf((await loadPeople(db, [creatorId])).get(creatorId));
}

/** After commit: everyone in the workspace refetches the network and its buttons. */
const announce = (deps: NetworkDeps, workspaceId: string, creatorId: string) =>
  afterCommit(`the network change of workspace ${workspaceId}`, () =>
    publishToWorkspace(deps, workspaceId, NETWORK_EVENTS.changed, { creatorId }),
  );

/**
 * Adds a creator to the workspace's network (owners and managers: the route's guard). Only a
 * creator account that exists (not deleted) can be added: anything else is 404. Adding twice
 * keeps one row (the primary key decides, also between concurrent requests): `isNew` tells the
 * route to answer 201 the first time and 200 after.
 */
export async function addToNetwork(
  deps: NetworkDeps,
  brand: Membership,
  creatorId: string,
  now = new Date(),
): Promise<{ isNew: boolean; change: NetworkChange }> {
  const isNew = await deps.database.db.transaction(async (tx) => {
    const name = await creatorNameOrThrow(tx, creatorId);
    const added = await tx
      .insert(favoriteCreators)
      .values({ brandId: brand.workspaceId, creatorId, addedBy: brand.userId, createdAt: now })
      .onConflictDoNothing()
      .returning({ creatorId: favoriteCreators.creatorId });
    if (added.length === 0) return false;
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'network_creator_added',
      subject: name,
      details: { creatorId },
    });
    return true;
  });
  if (isNew) await announce(deps, brand.workspaceId, creatorId);
  return {
    isNew,
    change: { creatorId, message: isNew ? NETWORK_MESSAGES.added : NETWORK_MESSAGES.alreadyAdded },
  };
}

/**
 * Removes a creator from the workspace's network (owners and managers): 404 when they are not in
 * it. They keep seeing the private campaigns of a brand that approved them for a campaign
 * (decision 0020), and lose those of any other.
 */
export async function removeFromNetwork(deps: NetworkDeps, brand: Membership, creatorId: string) {
  await deps.database.db.transaction(async (tx) => {
    const removed = await tx
      .delete(favoriteCreators)
      .where(and(eq(favoriteCreators.brandId, brand.workspaceId), eq(favoriteCreators.creatorId, creatorId)))
      .returning({ creatorId: favoriteCreators.creatorId });
    if (removed.length === 0) throw new AppError('NOT_FOUND', NETWORK_MESSAGES.notInNetwork);
    await recordActivity(tx, {
      workspaceId: brand.workspaceId,
      actorId: brand.userId,
      action: 'network_creator_removed',
      subject: nameOf((await loadPeople(tx, [creatorId])).get(creatorId)),
      details: { creatorId },
    });
  });
  await announce(deps, brand.workspaceId, creatorId);
}

/** Account deletion: a deleted creator leaves every brand's network (in the deletion's transaction). */
export async function removeFromEveryNetwork(tx: Tx, creatorId: string): Promise<void> {
  await tx.delete(favoriteCreators).where(eq(favoriteCreators.creatorId, creatorId));
}
