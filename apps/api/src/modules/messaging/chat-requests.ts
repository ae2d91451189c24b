import {
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  type ChatRequestInput,
  type ChatRequestResult,
  type WorkspaceRole,
  MESSAGING_LINKS,
} from '@partnerly/contracts';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Executor } from '../../db/client';
import { giveBackAllowances } from '../../db/rate-limits';
import { chatRequests, conversations, profiles } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { notifyAfterCommit, noticeCopy, quoted } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { isMessagingAllowed } from '../settings/settings.service';
import { listWorkspacePeople } from '../workspaces/membership';
import { isBlockedBetween } from './blocks';
import { coolOffEnd, fromParty, loadChatRequest, type ChatRequestRow } from './chat-request-view';
import { nameParties } from './party-names';
import type { Caller } from './caller';
import type { Party } from './safety-parties';
import { takeChatRequestAllowance } from './sender-limits';

// Chat requests outside an application (issue 22 item 2, decision 0073): a
// brand (its owners and managers, for the workspace) or an agent asks a creator who allows
// messages; only an accepted request opens a thread. One pending request per pair (the partial
// unique indexes hold it under concurrency); a declined sender may ask again after 7 days.

export type ChatRequestDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

/** Brand roles that speak for the workspace to a creator outside an application. */
const CHAT_REQUEST_ROLES: readonly WorkspaceRole[] = ['owner', 'manager'];

/** The party a brand or agent caller asks for: their workspace (owners and managers) or themselves. */
export function senderPartyOfCaller(caller: Caller): Party {
  if (caller.side === 'brand') {
    if (!caller.membership || !CHAT_REQUEST_ROLES.includes(caller.membership.role)) {
      throw new AppError('FORBIDDEN', MESSAGING_SAFETY_MESSAGES.brandRoleRefused);
    }
    return { kind: 'workspace', id: caller.membership.workspaceId };
  }
  if (caller.side === 'agent') return { kind: 'user', id: caller.userId };
  throw new AppError('FORBIDDEN', 'Only brands and agents send chat requests');
}

/** The people of the sender's side who follow its requests: a brand's owners and managers, or the agent. */
export async function senderSidePeople(
  db: Executor,
  row: Pick<ChatRequestRow, 'workspaceId' | 'fromUserId'>,
) {
  return row.workspaceId
    ? listWorkspacePeople(db, row.workspaceId, { roles: CHAT_REQUEST_ROLES })
    : [row.fromUserId];
}

async function assertCreatorTakesRequests(db: AppDeps['database']['db'], creatorId: string): Promise<void> {
  const [creator] = await db
    .select({ userType: profiles.userType, deletedAt: profiles.deletedAt })
    .from(profiles)
    .where(eq(profiles.id, creatorId));
  if (!creator || creator.deletedAt || creator.userType !== 'creator') {
    throw new AppError('NOT_FOUND', MESSAGING_SAFETY_MESSAGES.creatorNotFound);
  }
  if (!(await isMessagingAllowed(db, creatorId))) {
    throw new AppError('FORBIDDEN', MESSAGING_MESSAGES.messagingDisabled);
  }
}

/** The direct thread an accepted request opened between the sender's side and the creator, if any. */
export async function findDirectThread(
  db: Executor,
  sender: Party,
  creatorId: string,
): Promise<{ id: string } | undefined> {
  const [thread] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'direct'),
        eq(conversations.creatorId, creatorId),
        sender.kind === 'workspace'
          ? eq(conversations.workspaceId, sender.id)
          : and(eq(conversations.agentId, sender.id), isNull(conversations.workspaceId)),
      ),
    );
  return thread;
}

/** 409 when the pair already talks, has a request waiting, or was declined less than 7 days ago. */
async function assertMayAsk(db: Executor, sender: Party, creatorId: string, now: Date): Promise<void> {
  if (await findDirectThread(db, sender, creatorId))
    throw new AppError('CONFLICT', MESSAGING_SAFETY_MESSAGES.alreadyConnected);
  const [latest] = await db
    .select({ status: chatRequests.status, respondedAt: chatRequests.respondedAt })
    .from(chatRequests)
    .where(and(fromParty(sender), eq(chatRequests.toCreatorId, creatorId)))
    .orderBy(desc(chatRequests.createdAt))
    .limit(1);
  if (latest?.status === 'pending') throw new AppError('CONFLICT', MESSAGING_MESSAGES.requestPending);
  if (latest?.status === 'declined' && latest.respondedAt && coolOffEnd(latest.respondedAt) > now) {
    throw new AppError(
      'CONFLICT',
      MESSAGING_SAFETY_MESSAGES.coolingOff(dayOf(coolOffEnd(latest.respondedAt))),
    );
  }
}

/** '3 Dec 2026' (UTC). */
const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; depth++) {
    if ((cause as { code?: unknown }).code === '23505') return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
};

/** A note inside a notification (each is at most 1000 characters). */
const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * POST /api/chat-requests: 404 for no such creator, 403 when they turned 'Allow messages' off or
 * a block stands between the two, 409 (see assertMayAsk), 429 past 20 requests a day. Notifies
 * the creator (chat_request: bell, push, e-mail per their preferences) once stored.
 */
export async function sendChatRequest(
  deps: ChatRequestDeps,
  caller: Caller,
  input: ChatRequestInput,
  now = new Date(),
): Promise<ChatRequestResult> {
  const { db } = deps.database;
  const sender = senderPartyOfCaller(caller);
  const { creatorId, message } = input;
  await assertCreatorTakesRequests(db, creatorId);
  if (await isBlockedBetween(db, sender, { kind: 'user', id: creatorId })) {
    throw new AppError('FORBIDDEN', MESSAGING_SAFETY_MESSAGES.requestBlocked);
  }
  await assertMayAsk(db, sender, creatorId, now);

  const taken = await takeChatRequestAllowance(db, caller.userId, now.getTime());
  let row: ChatRequestRow;
  try {
    [row] = (await db
      .insert(chatRequests)
      .values({
        fromUserId: caller.userId,
        workspaceId: sender.kind === 'workspace' ? sender.id : null,
        toCreatorId: creatorId,
        message,
        createdAt: now,
      })
      .returning()) as [ChatRequestRow];
  } catch (error) {
    await giveBackAllowances(db, taken);
    // Two requests at once: the pending-per-pair index lets one in.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGING_MESSAGES.requestPending);
    throw error;
  }

  const [from] = await nameParties(db, [
    sender.kind === 'workspace' ? { side: 'brand', party: sender } : { side: 'agent', party: sender },
  ]);
  await notifyAfterCommit(deps, {
    userId: creatorId,
    type: 'chat_request',
    localized: noticeCopy(
      'chatRequest',
      ({ language }) => ({ sender: from!.name, message: quoted(language, clip(message)) }),
      { action: 'notifications.seeRequest' },
    ),
    link: MESSAGING_LINKS.requests,
  });
  for (const userId of new Set([creatorId, ...(await senderSidePeople(db, row))])) {
    await publishToUser(deps, userId, MESSAGING_EVENTS.chatRequestCreated, { requestId: row.id });
  }
  return {
    request: await loadChatRequest(db, row.id, 'outgoing'),
    message: MESSAGING_SAFETY_MESSAGES.requestSent,
  };
}
