import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageAttachments, messages } from '../../db/schema';

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
