import { and, eq } from 'drizzle-orm';
import { messageAttachments, messages } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { readUploadContent, type StoredUpload } from '../uploads/uploads.service';
import type { Caller } from './caller';
import { findThreadFor } from './conversation-access';
import type { MessagingDeps } from './messaging-events';

/**
 * GET /api/conversations/:id/attachments/:attachmentId: the file, to the thread's participants
 * only (the upload itself is private to its owner: purpose message-attachment).
 */
export async function readAttachment(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  attachmentId: string,
): Promise<StoredUpload> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  const [attachment] = await db
    .select({ uploadId: messageAttachments.uploadId })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, thread.id)));
  if (!attachment) throw new AppError('NOT_FOUND', 'File not found');
  return readUploadContent(deps, attachment.uploadId);
}
