import { MESSAGING_EVENTS, type MessagePage } from '@partnerly/contracts';
import { and, desc, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import type { Caller } from './caller';
import { findThreadFor, type Thread } from './conversation-access';
import { viewMessages } from './message-view';
import { announceToThread, type MessagingDeps } from './messaging-events';

/**
 * 'Delivered' (decision 0072): a message reached someone on another side when one of
 * their clients loaded the thread's messages or acknowledged its live event. Marks the thread's
 * messages from other sides sent up to `now`; the senders' tabs hear of it once per change.
 */
async function markDelivered(deps: MessagingDeps, caller: Caller, thread: Thread, now: Date) {
  const marked = await deps.database.db
    .update(messages)
    .set({ deliveredAt: now })
    .where(
      and(
        eq(messages.conversationId, thread.id),
        ne(messages.senderSide, caller.side),
        isNull(messages.deliveredAt),
        lte(messages.createdAt, now),
      ),
    )
    .returning({ id: messages.id });
  if (marked.length > 0) {
    await announceToThread(deps, thread, MESSAGING_EVENTS.messageDelivered, {
      conversationId: thread.id,
      deliveredAt: now.toISOString(),
    });
  }
}

async function messagePage(
  db: Executor,
  caller: Caller,
  thread: Thread,
  query: { limit: number; cursor?: string },
): Promise<MessagePage> {
  const before = query.cursor ? decodeKeysetCursor(query.cursor) : null;
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, thread.id),
        before
          ? sql`(${messages.createdAt}, ${messages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    messages: await viewMessages(db, caller.userId, page),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(last) : null,
  };
}

/**
 * GET /api/conversations/:id/messages: newest first, `limit` at a time, older pages by
 * `nextCursor`. Loading them delivers the other sides' messages (see markDelivered); the page
 * shows the states as they were before this load.
 */
export async function listMessages(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  query: { limit: number; cursor?: string },
  now = new Date(),
): Promise<MessagePage> {
  const thread = await findThreadFor(deps.database.db, caller, conversationId);
  const page = await messagePage(deps.database.db, caller, thread, query);
  await markDelivered(deps, caller, thread, now);
  return page;
}

/** POST /api/conversations/:id/delivered: a client got the thread's new messages over its stream. */
export async function acknowledgeDelivery(
  deps: MessagingDeps,
  caller: Caller,
  conversationId: string,
  now = new Date(),
): Promise<{ deliveredAt: string }> {
  const thread = await findThreadFor(deps.database.db, caller, conversationId);
  await markDelivered(deps, caller, thread, now);
  return { deliveredAt: now.toISOString() };
}
