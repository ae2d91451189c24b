import {
  MESSAGE_ATTACHMENT_TYPES,
  type Message,
  type MessageAttachment,
  type MessageState,
} from '@partnerly/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messageAttachments, type messages, uploads } from '../../db/schema';
import { DELETED_ACCOUNT, facesOfPeople } from './people';

export type MessageRow = typeof messages.$inferSelect;

/** What the sender sees: read once someone on another side read it, else delivered, else sent. */
export function stateOf(row: { deliveredAt: Date | null; readAt: Date | null }): MessageState {
  if (row.readAt) return 'read';
  return row.deliveredAt ? 'delivered' : 'sent';
}

/** Where a participant opens an attachment (the conversation checks who asks). */
function attachmentUrl(conversationId: string, attachmentId: string): string {
  return `/api/conversations/${conversationId}/attachments/${attachmentId}`;
}

const isAttachmentType = (type: string): type is MessageAttachment['contentType'] =>
  (MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(type);

/** The attachments of these messages, by message id, in the order they were attached. */
async function attachmentsOf(db: Executor, rows: readonly MessageRow[]) {
  const byMessage = new Map<string, MessageAttachment[]>();
  if (rows.length === 0) return byMessage;
  const conversationOf = new Map(rows.map((row) => [row.id, row.conversationId]));
  const found = await db
    .select({
      id: messageAttachments.id,
      messageId: messageAttachments.messageId,
      key: uploads.key,
      contentType: uploads.contentType,
      size: uploads.size,
    })
    .from(messageAttachments)
    .innerJoin(uploads, eq(uploads.id, messageAttachments.uploadId))
    .where(
      inArray(
        messageAttachments.messageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(messageAttachments.createdAt), asc(messageAttachments.id));
  for (const row of found) {
    if (!isAttachmentType(row.contentType)) continue;
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      id: row.id,
      url: attachmentUrl(conversationOf.get(row.messageId)!, row.id),
      contentType: row.contentType,
      name: row.key.split('/').pop()!,
      size: row.size,
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The messages as `viewerId` sees them (isMine), in the order given. */
export async function viewMessages(
  db: Executor,
  viewerId: string,
  rows: readonly MessageRow[],
): Promise<Message[]> {
  const [people, attachments] = await Promise.all([
    facesOfPeople(
      db,
      rows.flatMap((row) => (row.senderId ? [row.senderId] : [])),
    ),
    attachmentsOf(db, rows),
  ]);
  return rows.map((row) => {
    const face = row.senderId ? people.get(row.senderId) : undefined;
    return {
      id: row.id,
      conversationId: row.conversationId,
      sender: {
        id: row.senderId,
        name: face?.name ?? DELETED_ACCOUNT,
        avatarUrl: face?.avatarUrl ?? null,
        side: row.senderSide,
      },
      isMine: row.senderId === viewerId,
      body: row.body,
      attachments: attachments.get(row.id) ?? [],
      clientKey: row.senderId === viewerId ? row.clientKey : null,
      createdAt: row.createdAt.toISOString(),
      state: stateOf(row),
    };
  });
}
