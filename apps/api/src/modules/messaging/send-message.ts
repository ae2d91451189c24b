import {
  MESSAGE_ATTACHMENT_TYPES,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  type Message,
} from '@partnerly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversations, messageAttachments, messages } from '../../db/schema';
import { giveBackAllowances } from '../../db/rate-limits';
import { AppError } from '../../middleware/errors';
import { uploadFactsOf } from '../uploads/uploads.service';
import type { Caller } from './caller';
import { findThreadFor, type Thread } from './conversation-access';
import { assertMaySend } from './may-send';
import { viewMessages, type MessageRow } from './message-view';
import { announceToThread, type MessagingDeps } from './messaging-events';
import { takeMessageAllowance } from './sender-limits';

/** sendMessageInput as validated (trimmed body, unique upload ids). */
interface SendInput {
  body: string;
  attachmentUploadIds: string[];
  clientKey: string;
}

const attachmentRefused = (message: string) =>
  new AppError('VALIDATION_FAILED', message, { attachmentUploadIds: [message] });

/** 400 unless each upload is the sender's own message attachment, an image or a PDF. */
async function assertAttachable(db: Executor, senderId: string, uploadIds: string[]): Promise<void> {
  const facts = await uploadFactsOf(db, uploadIds);
  for (const id of uploadIds) {
    const upload = facts.get(id);
    if (!upload || upload.ownerId !== senderId)
      throw attachmentRefused(MESSAGING_MESSAGES.attachmentNotFound);
    const isAllowedType = (MESSAGE_ATTACHMENT_TYPES as readonly string[]).includes(upload.contentType);
    if (!isAllowedType || upload.purpose !== 'message-attachment') {
      throw attachmentRefused(MESSAGING_MESSAGES.attachmentType);
    }
  }
}

/** The sender's message stored under this key, if any. */
async function findByClientKey(
  db: Executor,
  senderId: string,
  clientKey: string,
): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)));
  return row;
}

/** A retry must repeat the message it retries: the same thread and text. */
function assertSameMessage(stored: MessageRow, thread: Thread, body: string): void {
  if (stored.conversationId !== thread.id || stored.body !== body) {
    throw new AppError('CONFLICT', MESSAGING_MESSAGES.clientKeyReused, {
      clientKey: [MESSAGING_MESSAGES.clientKeyReused],
    });
  }
}

/**
 * POST /api/conversations/:id/messages. The text is stored as typed (trimmed) and always shown
 * as plain text. The client's key makes it safe to retry: a key already stored for this sender
 * answers that message (isNew false) and stores nothing, also when retries race (the unique
 * key decides). One short transaction writes the message, its attachments and the thread's
 * last activity; every participant's open tabs hear of it after the commit.
 */
export async function sendMessage(
  deps: MessagingDeps,
  sender: Caller,
  conversationId: string,
  input: SendInput,
): Promise<{ message: Message; isNew: boolean }> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, sender, conversationId);
  const view = async (row: MessageRow) => (await viewMessages(db, sender.userId, [row]))[0]!;

  const earlier = await findByClientKey(db, sender.userId, input.clientKey);
  if (earlier) {
    assertSameMessage(earlier, thread, input.body);
    return { message: await view(earlier), isNew: false };
  }
  await assertMaySend(db, { thread, sender });
  await assertAttachable(db, sender.userId, input.attachmentUploadIds);
  // Counted once the message is sure to be new: a retry of a stored one costs nothing.
  const taken = await takeMessageAllowance(db, sender.userId);

  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        conversationId: thread.id,
        senderId: sender.userId,
        senderSide: sender.side,
        body: input.body,
        clientKey: input.clientKey,
      })
      .onConflictDoNothing({ target: [messages.senderId, messages.clientKey] })
      .returning();
    if (!row) return null;
    if (input.attachmentUploadIds.length > 0) {
      // A millisecond apart: they are shown in the order the sender attached them.
      await tx.insert(messageAttachments).values(
        input.attachmentUploadIds.map((uploadId, index) => ({
          messageId: row.id,
          uploadId,
          createdAt: new Date(row.createdAt.getTime() + index),
        })),
      );
    }
    await tx
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt.toISOString()}::timestamptz)`,
      })
      .where(eq(conversations.id, thread.id));
    return row;
  });
  if (!stored) {
    // A concurrent retry stored it first.
    await giveBackAllowances(db, taken);
    const raced = (await findByClientKey(db, sender.userId, input.clientKey))!;
    assertSameMessage(raced, thread, input.body);
    return { message: await view(raced), isNew: false };
  }
  await announceToThread(deps, thread, MESSAGING_EVENTS.messageCreated, {
    conversationId: thread.id,
    messageId: stored.id,
  });
  return { message: await view(stored), isNew: true };
}
