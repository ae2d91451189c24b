import {
  FALLBACK_NAME_MESSAGES,
  MESSAGING_EVENTS,
  MESSAGING_SAFETY_MESSAGES,
  type ChatRequestResult,
  type DeclineChatRequestInput,
  MESSAGING_LINKS,
} from '@partnerly/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { chatRequests, conversationReads, conversations, messages } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { publishToUser } from '../notifications/notification-events';
import { personNameOf } from '../workspaces/workspace-names';
import { recordBlock } from './blocks';
import { loadChatRequest, requestNotFound, senderPartyOf, type ChatRequestRow } from './chat-request-view';
import { senderSidePeople, type ChatRequestDeps } from './chat-requests';

// The creator answers a chat request (issue 22 item 2, decision 0073). Accepting
// opens the direct thread between the sender's party and the creator, with the request's words as
// its first message (already read by the creator); declining leaves no thread, and may block the
// sender's party at once.

/** Claims the creator's pending request (one conditional UPDATE: a second answer finds nothing). */
async function claimPending(
  tx: Executor,
  creatorId: string,
  id: string,
  status: 'accepted' | 'declined',
  now: Date,
): Promise<ChatRequestRow> {
  const [row] = await tx
    .update(chatRequests)
    .set({ status, respondedAt: now })
    .where(
      and(
        eq(chatRequests.id, id),
        eq(chatRequests.toCreatorId, creatorId),
        eq(chatRequests.status, 'pending'),
      ),
    )
    .returning();
  if (row) return row;
  const [mine] = await tx
    .select({ id: chatRequests.id })
    .from(chatRequests)
    .where(and(eq(chatRequests.id, id), eq(chatRequests.toCreatorId, creatorId)));
  throw mine ? new AppError('CONFLICT', MESSAGING_SAFETY_MESSAGES.requestNotPending) : requestNotFound();
}

/** The pair's direct thread, made if missing (its partial unique keys keep it to one). */
async function openDirectThread(tx: Tx, request: ChatRequestRow): Promise<string> {
  const party = request.workspaceId
    ? { workspaceId: request.workspaceId, agentId: null }
    : { workspaceId: null, agentId: request.fromUserId };
  const [created] = await tx
    .insert(conversations)
    .values({ kind: 'direct', creatorId: request.toCreatorId, ...party })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (created) return created.id;
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.kind, 'direct'),
        eq(conversations.creatorId, request.toCreatorId),
        request.workspaceId
          ? eq(conversations.workspaceId, request.workspaceId)
          : and(eq(conversations.agentId, request.fromUserId), isNull(conversations.workspaceId)),
      ),
    );
  return existing!.id;
}

/** The request's words open the thread, read by the creator who just accepted them. */
async function postRequestMessage(tx: Tx, request: ChatRequestRow, conversationId: string, now: Date) {
  await tx
    .insert(messages)
    .values({
      conversationId,
      senderId: request.fromUserId,
      senderSide: request.workspaceId ? 'brand' : 'agent',
      body: request.message,
      clientKey: `chat-request-${request.id}`,
      createdAt: request.createdAt,
      deliveredAt: now,
      readAt: now,
    })
    .onConflictDoNothing();
  await tx
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${request.createdAt.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, conversationId));
  await tx
    .insert(conversationReads)
    .values({ conversationId, userId: request.toCreatorId, lastReadAt: now })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: { lastReadAt: now },
    });
}

async function announceAnswer(deps: ChatRequestDeps, request: ChatRequestRow, type: string, data: object) {
  for (const userId of new Set([
    request.toCreatorId,
    ...(await senderSidePeople(deps.database.db, request)),
  ])) {
    await publishToUser(deps, userId, type, data);
  }
}

/**
 * POST /api/chat-requests/:id/accept: the creator accepts; the direct thread opens (or reopens)
 * and the sender hears it (chat_accepted, linking to the thread). 404: not theirs; 409: answered.
 */
export async function acceptChatRequest(
  deps: ChatRequestDeps,
  creatorId: string,
  id: string,
  now = new Date(),
): Promise<ChatRequestResult> {
  const { db } = deps.database;
  const request = await db.transaction(async (tx) => {
    const claimed = await claimPending(tx, creatorId, id, 'accepted', now);
    const conversationId = await openDirectThread(tx, claimed);
    await tx.update(chatRequests).set({ conversationId }).where(eq(chatRequests.id, claimed.id));
    await postRequestMessage(tx, claimed, conversationId, now);
    return { ...claimed, conversationId };
  });
  const creatorName = (await personNameOf(db, creatorId)) ?? FALLBACK_NAME_MESSAGES.theCreator;
  await notifyAfterCommit(deps, {
    userId: request.fromUserId,
    type: 'chat_accepted',
    localized: noticeCopy(
      'chatAccepted',
      { creator: creatorName },
      { action: 'notifications.openConversation' },
    ),
    link: MESSAGING_LINKS.thread(request.conversationId),
  });
  await announceAnswer(deps, request, MESSAGING_EVENTS.chatRequestAccepted, {
    requestId: id,
    conversationId: request.conversationId,
  });
  for (const userId of new Set([request.toCreatorId, ...(await senderSidePeople(db, request))])) {
    await publishToUser(deps, userId, MESSAGING_EVENTS.conversationUpdated, {
      conversationId: request.conversationId,
    });
  }
  return {
    request: await loadChatRequest(db, id, 'incoming'),
    message: MESSAGING_SAFETY_MESSAGES.requestAccepted,
  };
}

/**
 * POST /api/chat-requests/:id/decline: the creator declines (the sender may ask again after 7
 * days), or declines and blocks the sender's party (no more requests or messages from it).
 */
export async function declineChatRequest(
  deps: ChatRequestDeps,
  creatorId: string,
  id: string,
  input: DeclineChatRequestInput,
  now = new Date(),
): Promise<ChatRequestResult> {
  const { db } = deps.database;
  const request = await db.transaction(async (tx) => {
    const claimed = await claimPending(tx, creatorId, id, 'declined', now);
    if (input.block) {
      await recordBlock(tx, { kind: 'user', id: creatorId }, senderPartyOf(claimed).party, creatorId, now);
    }
    return claimed;
  });
  const creatorName = (await personNameOf(db, creatorId)) ?? FALLBACK_NAME_MESSAGES.theCreator;
  await notifyAfterCommit(deps, {
    userId: request.fromUserId,
    type: 'chat_declined',
    localized: noticeCopy('chatDeclined', { creator: creatorName }),
    link: MESSAGING_LINKS.requests,
  });
  await announceAnswer(deps, request, MESSAGING_EVENTS.chatRequestDeclined, { requestId: id });
  return {
    request: await loadChatRequest(db, id, 'incoming'),
    message: input.block
      ? MESSAGING_SAFETY_MESSAGES.requestDeclinedAndBlocked
      : MESSAGING_SAFETY_MESSAGES.requestDeclined,
  };
}
