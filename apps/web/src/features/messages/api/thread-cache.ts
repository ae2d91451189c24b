import type { ConversationSummary, Message, MessagePage, MessageState } from '@partnerly/contracts';
import type { InfiniteData } from '@tanstack/react-query';
import type { OutboxEntry } from './outbox';

// Pure updates of the cached list and thread: what the stream, a send's answer and a retry
// change. A message is shown once however many ways it arrives (the send's answer, a refetch
// after message.created, a retry answered 200): by its id, and a pending one by its clientKey.

const byNewestActivity = (a: ConversationSummary, b: ConversationSummary) =>
  b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);

/** The list's rows newest activity first, each thread once (a live change can move one between pages). */
export function conversationsInOrder(rows: readonly ConversationSummary[]): ConversationSummary[] {
  const newest = new Map<string, ConversationSummary>();
  for (const row of rows) {
    const seen = newest.get(row.id);
    if (!seen || row.updatedAt > seen.updatedAt) newest.set(row.id, row);
  }
  return [...newest.values()].sort(byNewestActivity);
}

/** A row of the thread: a stored message, or one of ours still on its way. */
export type ThreadItem = { kind: 'message'; message: Message } | { kind: 'pending'; entry: OutboxEntry };

const byTime = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

/**
 * The thread oldest to newest: the loaded pages (newest first from the server) with each message
 * once, then the outbox's messages the server has not answered yet (a stored one with the same
 * clientKey replaces its pending copy).
 */
export function threadItems(pages: readonly MessagePage[], outbox: readonly OutboxEntry[]): ThreadItem[] {
  const messages = new Map<string, Message>();
  for (const page of pages) for (const message of page.messages) messages.set(message.id, message);
  const stored = [...messages.values()].sort(byTime);
  const storedKeys = new Set(
    stored.filter((message) => message.isMine && message.clientKey).map((message) => message.clientKey),
  );
  const pending = outbox
    .filter((entry) => !storedKeys.has(entry.clientKey))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return [
    ...stored.map((message) => ({ kind: 'message' as const, message })),
    ...pending.map((entry) => ({ kind: 'pending' as const, entry })),
  ];
}

type MessagePages = InfiniteData<MessagePage, string | null>;

/** The send's answer (201, or 200 for a retry) on the newest page, unless the thread has it already. */
export function withSentMessage(data: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!data) return data;
  const isThere = data.pages.some((page) =>
    page.messages.some(
      (cached) => cached.id === message.id || (cached.isMine && cached.clientKey === message.clientKey),
    ),
  );
  if (isThere) return data;
  const [first, ...rest] = data.pages;
  const newest = first ?? { messages: [], nextCursor: null };
  return { ...data, pages: [{ ...newest, messages: [message, ...newest.messages] }, ...rest] };
}

const STATE_RANK: Record<MessageState, number> = { sent: 0, delivered: 1, read: 2 };

/**
 * Another side received (delivered) or read the thread at `at`: our messages sent until then show
 * that tick. A state never goes back (a late 'delivered' leaves 'read').
 */
export function withOwnState(
  data: MessagePages | undefined,
  state: Exclude<MessageState, 'sent'>,
  at: string,
): MessagePages | undefined {
  if (!data) return data;
  const cutoff = new Date(at).getTime();
  const next = (message: Message): Message =>
    message.isMine &&
    STATE_RANK[message.state] < STATE_RANK[state] &&
    new Date(message.createdAt).getTime() <= cutoff
      ? { ...message, state }
      : message;
  return { ...data, pages: data.pages.map((page) => ({ ...page, messages: page.messages.map(next) })) };
}

/** The list after reading a thread: its unread count is 0. */
export function withThreadRead(
  data: InfiniteData<{ conversations: ConversationSummary[]; nextCursor: string | null }> | undefined,
  conversationId: string,
) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      conversations: page.conversations.map((row) =>
        row.id === conversationId ? { ...row, unreadCount: 0 } : row,
      ),
    })),
  };
}
