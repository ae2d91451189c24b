import type { UserType } from '@partnerly/contracts';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  chatRequests,
  conversationBlocks,
  conversations,
  messageAttachments,
  messages,
} from '../../db/schema';
import { participantScope } from './conversation-access';

/**
 * The messaging part of a user's data export: the messages they sent, with the uploads they
 * attached (the files themselves are in the uploads part). What others wrote stays theirs.
 */
export async function exportMessages(db: Executor, userId: string) {
  const sent = await db
    .select()
    .from(messages)
    .where(eq(messages.senderId, userId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const attached =
    sent.length === 0
      ? []
      : await db
          .select({ messageId: messageAttachments.messageId, uploadId: messageAttachments.uploadId })
          .from(messageAttachments)
          .where(
            inArray(
              messageAttachments.messageId,
              sent.map((row) => row.id),
            ),
          )
          .orderBy(asc(messageAttachments.createdAt));
  return {
    messagesSent: sent.map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      side: row.senderSide,
      body: row.body,
      attachmentUploadIds: attached.filter((file) => file.messageId === row.id).map((file) => file.uploadId),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * The messages others sent in the user's own threads: a creator's threads, an agent's while they
 * take part (as the inbox shows them). A brand workspace's threads are the workspace's, not one
 * person's, and stay out (the person's own messages are in messagesSent). Only the sender's side
 * names who wrote; their attachments are theirs and stay out.
 */
export async function exportMessagesReceived(db: Executor, user: { id: string; userType: UserType }) {
  if (user.userType !== 'creator' && user.userType !== 'agent' && user.userType !== 'agency') return [];
  const side = user.userType === 'creator' ? ('creator' as const) : ('agent' as const);
  const scope = await participantScope(db, { userId: user.id, side, membership: null });
  if (!scope) return [];
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      fromSide: messages.senderSide,
      body: messages.body,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(scope, ne(messages.senderSide, side)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Chat requests the user sent or received, with the message and the answer. The other party is
 * named by id only (the sender's workspace for a brand's request).
 */
export async function exportChatRequests(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(chatRequests)
    .where(or(eq(chatRequests.fromUserId, userId), eq(chatRequests.toCreatorId, userId)))
    .orderBy(asc(chatRequests.createdAt), asc(chatRequests.id));
  return rows.map((row) => {
    const sent = row.fromUserId === userId;
    return {
      id: row.id,
      direction: sent ? ('sent' as const) : ('received' as const),
      fromUserId: row.fromUserId,
      fromWorkspaceId: row.workspaceId,
      toCreatorId: row.toCreatorId,
      message: row.message,
      status: row.status,
      conversationId: row.conversationId,
      createdAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
    };
  });
}

/** The blocks the user made (for themselves or for their workspace), naming the blocked party by id. */
export async function exportBlocks(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(conversationBlocks)
    .where(or(eq(conversationBlocks.createdBy, userId), eq(conversationBlocks.blockerUserId, userId)))
    .orderBy(asc(conversationBlocks.createdAt), asc(conversationBlocks.id));
  return rows.map((row) => ({
    id: row.id,
    blockerWorkspaceId: row.blockerWorkspaceId,
    blockedUserId: row.blockedUserId,
    blockedWorkspaceId: row.blockedWorkspaceId,
    createdAt: row.createdAt.toISOString(),
  }));
}
