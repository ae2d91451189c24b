import {
  FALLBACK_NAME_MESSAGES,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_EVENTS,
  MESSAGING_SAFETY_MESSAGES,
  type BlockInput,
  type BlockResult,
  type ConversationBlockState,
  type MessageSide,
} from '@partnerly/contracts';
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { chatRequests, conversationBlocks } from '../../db/schema';
import { afterCommit } from '../../lib/after-commit';
import { AppError } from '../../middleware/errors';
import { publishToUser } from '../notifications/notification-events';
import type { Caller } from './caller';
import { findThreadFor, participantIds, type Thread } from './conversation-access';
import { isConversationClosed } from './conversation-closures';
import type { MessagingDeps } from './messaging-events';
import { nameThreadParties, partyOfSide, threadParties, type Party } from './safety-parties';

// Blocks (issue 22 item 5, decision 0073). A party (a brand workspace, a
// creator, an agent) blocks another party of a thread it is on. While a block stands, neither of
// the two sends in any thread they share, in either direction, and the blocked side sends the
// creator no chat requests. A brand's people act for the workspace: the block is the brand's,
// and any of its people who take part in the thread can lift it.

type BlockRow = typeof conversationBlocks.$inferSelect;

const isBlocker = (party: Party): SQL =>
  party.kind === 'user'
    ? eq(conversationBlocks.blockerUserId, party.id)
    : eq(conversationBlocks.blockerWorkspaceId, party.id);
const isBlocked = (party: Party): SQL =>
  party.kind === 'user'
    ? eq(conversationBlocks.blockedUserId, party.id)
    : eq(conversationBlocks.blockedWorkspaceId, party.id);

const isRowBlocker = (row: BlockRow, party: Party) =>
  party.kind === 'user' ? row.blockerUserId === party.id : row.blockerWorkspaceId === party.id;
const isRowBlocked = (row: BlockRow, party: Party) =>
  party.kind === 'user' ? row.blockedUserId === party.id : row.blockedWorkspaceId === party.id;

/** The blocks between the two parties, in either direction. */
async function blocksBetween(db: Executor, a: Party, b: Party): Promise<BlockRow[]> {
  return db
    .select()
    .from(conversationBlocks)
    .where(or(and(isBlocker(a), isBlocked(b)), and(isBlocker(b), isBlocked(a))));
}

/** Whether either party blocked the other (a chat request between them is refused). */
export async function isBlockedBetween(db: Executor, a: Party, b: Party): Promise<boolean> {
  return (await blocksBetween(db, a, b)).length > 0;
}

/** The blocks standing between the side's party and the other parties of the thread. */
async function blocksOfSide(db: Executor, thread: Thread, side: MessageSide): Promise<BlockRow[]> {
  const mine = partyOfSide(thread, side);
  if (!mine) return [];
  const others = threadParties(thread).filter((party) => party.side !== side);
  const rows = await Promise.all(others.map((other) => blocksBetween(db, mine, other.party)));
  return rows.flat();
}

/**
 * A send rule (may-send.ts): a block between the sender's party and another party of the thread,
 * whoever made it, stops the sender. Its words say so without saying who blocked whom.
 */
export async function blockRule(
  db: Executor,
  attempt: { thread: Thread; sender: Caller },
): Promise<string | null> {
  return (await blocksOfSide(db, attempt.thread, attempt.sender.side)).length > 0
    ? MESSAGING_MESSAGES.blocked
    : null;
}

async function blockState(db: Executor, thread: Thread, side: MessageSide): Promise<ConversationBlockState> {
  const mine = partyOfSide(thread, side)!;
  const rows = await blocksOfSide(db, thread, side);
  const blockedSides = threadParties(thread)
    .filter(
      (party) =>
        party.side !== side && rows.some((row) => isRowBlocker(row, mine) && isRowBlocked(row, party.party)),
    )
    .map((party) => party.side);
  return {
    conversationId: thread.id,
    blockedByMe: blockedSides.length > 0 ? await nameThreadParties(db, thread, blockedSides) : [],
    isBlockedByOther: rows.some((row) => isRowBlocked(row, mine)),
    canSend: rows.length === 0 && !(await isConversationClosed(db, thread.id)),
  };
}

/** GET /api/conversations/:id/block: what the caller's side blocked on the thread, and whether it may send. */
export async function getBlockState(
  deps: Pick<AppDeps, 'database'>,
  caller: Caller,
  conversationId: string,
): Promise<ConversationBlockState> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  return blockState(db, thread, caller.side);
}

const sideError = (message: string) =>
  new AppError('VALIDATION_FAILED', 'Please fix the errors in the form', { side: [message] });

/** The side to block: the one named, or the only other side of a two-party thread. */
function targetOf(thread: Thread, mySide: MessageSide, named: MessageSide | undefined) {
  const others = threadParties(thread).filter((party) => party.side !== mySide);
  if (named === mySide) throw sideError(MESSAGING_SAFETY_MESSAGES.ownSide);
  if (!named) {
    if (others.length !== 1) throw sideError(MESSAGING_SAFETY_MESSAGES.partyRequired);
    return others[0]!;
  }
  const target = others.find((party) => party.side === named);
  if (!target) throw sideError(MESSAGING_SAFETY_MESSAGES.partyNotInThread);
  return target;
}

/** Tells every reader of the thread that its block state changed (their canSend). */
function announceBlockChange(deps: MessagingDeps, thread: Thread): Promise<void> {
  const data = { conversationId: thread.id };
  return afterCommit(`the block change of conversation ${thread.id}`, async () => {
    for (const userId of await participantIds(deps.database.db, thread)) {
      await publishToUser(deps, userId, MESSAGING_SAFETY_EVENTS.blockChanged, data);
      await publishToUser(deps, userId, MESSAGING_EVENTS.conversationUpdated, data);
    }
  });
}

/**
 * Records that `blocker` blocks `blocked` (idempotent: a second block changes nothing). A
 * creator's block also declines the blocked party's pending chat requests to them.
 */
export async function recordBlock(
  db: Executor,
  blocker: Party,
  blocked: Party,
  createdBy: string,
  now: Date,
) {
  await db
    .insert(conversationBlocks)
    .values({
      blockerUserId: blocker.kind === 'user' ? blocker.id : null,
      blockerWorkspaceId: blocker.kind === 'workspace' ? blocker.id : null,
      blockedUserId: blocked.kind === 'user' ? blocked.id : null,
      blockedWorkspaceId: blocked.kind === 'workspace' ? blocked.id : null,
      createdBy,
      createdAt: now,
    })
    .onConflictDoNothing();
  if (blocker.kind !== 'user') return;
  const fromBlocked =
    blocked.kind === 'workspace'
      ? eq(chatRequests.workspaceId, blocked.id)
      : eq(chatRequests.fromUserId, blocked.id);
  await db
    .update(chatRequests)
    .set({ status: 'declined', respondedAt: now })
    .where(and(eq(chatRequests.toCreatorId, blocker.id), eq(chatRequests.status, 'pending'), fromBlocked));
}

/** POST /api/conversations/:id/block: the caller's side blocks another party of the thread. */
export async function blockInThread(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  input: BlockInput,
  now = new Date(),
): Promise<BlockResult> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  const target = targetOf(thread, caller.side, input.side);
  const mine = partyOfSide(thread, caller.side)!;
  await db.transaction((tx) => recordBlock(tx, mine, target.party, caller.userId, now));
  await announceBlockChange(deps, thread);
  const [named] = await nameThreadParties(db, thread, [target.side]);
  return {
    ...(await blockState(db, thread, caller.side)),
    message: MESSAGING_SAFETY_MESSAGES.blocked(named?.name ?? FALLBACK_NAME_MESSAGES.thisPerson),
  };
}

/**
 * DELETE /api/conversations/:id/block(?side=): the caller's side lifts its block of that side
 * (or of every party of the thread it blocked); 404 when it blocked nobody there.
 */
export async function unblockInThread(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  input: BlockInput,
): Promise<BlockResult> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  const mine = partyOfSide(thread, caller.side)!;
  const targets = input.side
    ? [targetOf(thread, caller.side, input.side)]
    : threadParties(thread).filter((party) => party.side !== caller.side);
  const removed: MessageSide[] = [];
  for (const target of targets) {
    const rows = await db
      .delete(conversationBlocks)
      .where(and(isBlocker(mine), isBlocked(target.party)))
      .returning({ id: conversationBlocks.id });
    if (rows.length > 0) removed.push(target.side);
  }
  if (removed.length === 0) throw new AppError('NOT_FOUND', MESSAGING_SAFETY_MESSAGES.notBlocked);
  await announceBlockChange(deps, thread);
  const names = (await nameThreadParties(db, thread, removed)).map((party) => party.name).join(' and ');
  return {
    ...(await blockState(db, thread, caller.side)),
    message: MESSAGING_SAFETY_MESSAGES.unblocked(names || FALLBACK_NAME_MESSAGES.thisPerson),
  };
}
