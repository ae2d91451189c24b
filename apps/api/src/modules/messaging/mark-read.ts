import { MESSAGING_EVENTS, type MarkReadResult } from '@partnerly/contracts';
import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import { conversationReads, messages } from '../../db/schema';
import { publishToUser } from '../notifications/notification-events';
import type { Caller } from './caller';
import { findThreadFor } from './conversation-access';
import { countUnread } from './list-conversations';
import { announceToThread, type MessagingDeps } from './messaging-events';

/**
 * POST /api/conversations/:id/read: the caller has read the thread up to now. Their read mark
 * moves on (never back), which clears their unread count; the other sides' messages sent until
 * now become read (and delivered) for their senders. Everyone on the thread hears of newly read
 * messages, so the senders' ticks and the reader's other tabs' badges follow.
 */
export async function markRead(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  now = new Date(),
): Promise<MarkReadResult> {
  const { db } = deps.database;
  const thread = await findThreadFor(db, caller, conversationId);
  const newlyRead = await db.transaction(async (tx) => {
    await tx
      .insert(conversationReads)
      .values({ conversationId: thread.id, userId: caller.userId, lastReadAt: now })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
      });
    return tx
      .update(messages)
      .set({
        readAt: now,
        deliveredAt: sql`coalesce(${messages.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(messages.conversationId, thread.id),
          ne(messages.senderSide, caller.side),
          isNull(messages.readAt),
          lte(messages.createdAt, now),
        ),
      )
      .returning({ id: messages.id });
  });
  const readAt = now.toISOString();
  if (newlyRead.length > 0) {
    await announceToThread(deps, thread, MESSAGING_EVENTS.messageRead, { conversationId: thread.id, readAt });
  } else {
    // Only the reader's own count moved (a colleague had read these already): their tabs refetch.
    await publishToUser(deps, caller.userId, MESSAGING_EVENTS.conversationUpdated, {
      conversationId: thread.id,
    });
  }
  return { readAt, unreadCount: (await countUnread(db, caller)).unreadCount };
}
