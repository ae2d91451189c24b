import type { ConversationList, UnreadCount } from '@partnerly/contracts';
import { and, count, countDistinct, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { conversationReads, conversations, messages } from '../../db/schema';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor';
import type { Caller } from './caller';
import { participantScope, threadColumns, type Thread } from './conversation-access';
import { readMarkOf, summariseThreads, unreadBy } from './conversation-view';

/** When a thread last changed: its last message, else its opening. The list's order. */
const activityAt = sql<Date>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/** Threads with something to show: a message, or a direct thread (opened by an accepted request). */
const isListed = or(isNotNull(conversations.lastMessageAt), eq(conversations.kind, 'direct'))!;

/**
 * GET /api/conversations: the caller's threads, latest activity first, `limit` at a time;
 * older pages by the previous page's `nextCursor` (a thread that moves up in between is not
 * repeated on a later page).
 */
export async function listConversations(
  db: Executor,
  caller: Caller,
  query: { limit: number; cursor?: string },
): Promise<ConversationList> {
  const scope = await participantScope(db, caller);
  if (!scope) return { conversations: [], nextCursor: null };
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : null;
  const rows: (Thread & { activityAt: Date })[] = await db
    .select({ ...threadColumns, activityAt: activityAt.mapWith(conversations.createdAt) })
    .from(conversations)
    .where(
      and(
        scope,
        isListed,
        after
          ? sql`(${activityAt}, ${conversations.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(activityAt), desc(conversations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const summaries = await summariseThreads(db, caller, page);
  const last = page.at(-1);
  return {
    conversations: summaries.map(({ parties: _parties, ...summary }) => summary),
    nextCursor:
      rows.length > query.limit && last
        ? encodeKeysetCursor({ createdAt: last.activityAt, id: last.id })
        : null,
  };
}

/** GET /api/messages/unread-count: unread messages over all the caller's threads (the badge). */
export async function countUnread(db: Executor, caller: Caller): Promise<UnreadCount> {
  const scope = await participantScope(db, caller);
  if (!scope) return { unreadCount: 0, conversationCount: 0 };
  const [row] = await db
    .select({ unreadCount: count(), conversationCount: countDistinct(messages.conversationId) })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(conversationReads, readMarkOf(caller.userId))
    .where(and(scope, unreadBy(caller.userId, caller.side)));
  return { unreadCount: row?.unreadCount ?? 0, conversationCount: row?.conversationCount ?? 0 };
}
