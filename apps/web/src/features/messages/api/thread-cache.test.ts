import type { ConversationSummary, Message, MessagePage } from '@partnerly/contracts';
import { describe, expect, it } from 'vitest';
import { newOutboxEntry } from './outbox';
import { conversationsInOrder, threadItems, withOwnState, withSentMessage } from './thread-cache';

const CONVERSATION = '7a0c7f8e-0000-4000-8000-000000000001';
let counter = 0;

function message(overrides: Partial<Message> = {}): Message {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    conversationId: CONVERSATION,
    sender: { id: 'u1', name: 'Maya', avatarUrl: null, side: 'brand' },
    isMine: false,
    body: `message ${counter}`,
    attachments: [],
    clientKey: null,
    createdAt: `2026-11-27T10:00:${String(counter % 60).padStart(2, '0')}.000Z`,
    state: 'sent',
    ...overrides,
  };
}

const pages = (...list: Message[][]) => ({
  pages: list.map((messages): MessagePage => ({ messages, nextCursor: null })),
  pageParams: list.map(() => null),
});

const labels = (items: ReturnType<typeof threadItems>) =>
  items.map((item) => (item.kind === 'message' ? item.message.body : `pending ${item.entry.body}`));

describe('threadItems', () => {
  it('shows the pages oldest to newest, each message once', () => {
    const [a, b, c] = [message({ body: 'a' }), message({ body: 'b' }), message({ body: 'c' })];
    // Newest page first, newest message first; a refetch overlapped the pages (b twice).
    expect(labels(threadItems(pages([c!, b!], [b!, a!]).pages, []))).toEqual(['a', 'b', 'c']);
  });

  it('puts our pending messages last and drops one the server stored with its clientKey', () => {
    const stored = message({ body: 'hello', isMine: true, clientKey: 'key-1' });
    const sent = newOutboxEntry(CONVERSATION, 'hello', [], 'key-1', new Date('2026-11-27T11:00:00Z'));
    const waiting = newOutboxEntry(
      CONVERSATION,
      'still going',
      [],
      'key-2',
      new Date('2026-11-27T11:00:01Z'),
    );
    expect(labels(threadItems(pages([stored]).pages, [waiting, sent]))).toEqual([
      'hello',
      'pending still going',
    ]);
  });

  it("does not take another side's message for ours because it carries the same key", () => {
    const theirs = message({ body: 'theirs', isMine: false, clientKey: 'key-3' });
    const mine = newOutboxEntry(CONVERSATION, 'mine', [], 'key-3');
    expect(labels(threadItems(pages([theirs]).pages, [mine]))).toEqual(['theirs', 'pending mine']);
  });
});

describe('withSentMessage', () => {
  it('adds the answer to the newest page once, however often it arrives', () => {
    const older = message({ body: 'older' });
    const answer = message({ body: 'new', isMine: true, clientKey: 'key-4' });
    const once = withSentMessage(pages([older]), answer);
    expect(once?.pages[0]?.messages.map((m) => m.body)).toEqual(['new', 'older']);
    // The retry's 200 (same id) and the refetch after message.created change nothing.
    expect(withSentMessage(once, answer)).toBe(once);
    expect(withSentMessage(once, { ...answer, state: 'delivered' })).toBe(once);
    expect(withSentMessage(undefined, answer)).toBeUndefined();
  });
});

describe('withOwnState', () => {
  it('moves our messages sent until then forward, never back', () => {
    const early = message({ isMine: true, createdAt: '2026-11-27T09:00:00.000Z' });
    const late = message({ isMine: true, createdAt: '2026-11-27T12:00:00.000Z' });
    const theirs = message({ isMine: false, createdAt: '2026-11-27T09:00:00.000Z' });
    const read = withOwnState(pages([late, theirs, early]), 'read', '2026-11-27T10:00:00.000Z');
    expect(read?.pages[0]?.messages.map((m) => m.state)).toEqual(['sent', 'sent', 'read']);
    const delivered = withOwnState(read, 'delivered', '2026-11-27T13:00:00.000Z');
    expect(delivered?.pages[0]?.messages.map((m) => m.state)).toEqual(['delivered', 'sent', 'read']);
  });
});

describe('conversationsInOrder', () => {
  const row = (id: string, updatedAt: string) => ({ id, updatedAt }) as ConversationSummary;
  it('orders by newest activity and keeps each thread once, at its newest', () => {
    const rows = [
      row('a', '2026-11-27T09:00:00Z'),
      row('b', '2026-11-27T11:00:00Z'),
      row('a', '2026-11-27T12:00:00Z'),
    ];
    expect(conversationsInOrder(rows).map((r) => `${r.id} ${r.updatedAt}`)).toEqual([
      'a 2026-11-27T12:00:00Z',
      'b 2026-11-27T11:00:00Z',
    ]);
  });
});
