import { MESSAGE_BODY_MAX, MESSAGING_EVENTS, MESSAGING_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { applyAs, connectEvents } from '../applications/applications.fixtures';
import {
  call,
  castAroundApplication,
  conversationsOf,
  messagesOf,
  openThread,
  readAs,
  said,
  sendAs,
  unreadOf,
  uploadAs,
  type Cast,
} from './messaging.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh cast with its application thread opened by the brand. */
async function thread(): Promise<Cast & { conversationId: string }> {
  const cast = await castAroundApplication(t);
  return { ...cast, conversationId: (await openThread(t, cast.team.owner, cast.applicationId)).id };
}

const storedMessages = (conversationId: string) =>
  t.deps.database.db.select().from(messages).where(eq(messages.conversationId, conversationId));

async function expectRefused(response: Response, status: number, fields: Record<string, string[]>) {
  expect(response.status).toBe(status);
  expect((await response.json()).error.fields).toEqual(fields);
}

describe('POST /api/conversations/:id/messages', () => {
  it('stores the text as typed and answers it as plain text, with the sender and side', async () => {
    const { team, creator, conversationId } = await thread();
    const text = '<b>Hi Sara</b> <script>alert(1)</script> see https://example.com/brief?a=1&b=2';
    const message = await said(t, team.owner, conversationId, `  ${text}\n`);
    expect(message).toMatchObject({
      body: text,
      isMine: true,
      sender: { id: team.owner.id, name: 'Olivia Owner', side: 'brand' },
      attachments: [],
      state: 'sent',
    });
    const [seen] = await messagesOf(t, creator, conversationId);
    expect(seen).toMatchObject({ id: message.id, body: text, isMine: false, clientKey: null });
  });

  it('refuses an empty message and one over 5,000 characters with field messages', async () => {
    const { team, conversationId } = await thread();
    await expectRefused(await sendAs(t, team.owner, conversationId, { body: '   ' }), 400, {
      body: [MESSAGING_MESSAGES.bodyRequired],
    });
    await expectRefused(
      await sendAs(t, team.owner, conversationId, { body: 'x'.repeat(MESSAGE_BODY_MAX + 1) }),
      400,
      { body: [MESSAGING_MESSAGES.bodyTooLong] },
    );
    expect((await sendAs(t, team.owner, conversationId, { body: 'x'.repeat(MESSAGE_BODY_MAX) })).status).toBe(
      201,
    );
    const noKey = await call(t, team.owner, 'POST', `/api/conversations/${conversationId}/messages`, {
      body: 'Hi',
    });
    expect(noKey.status).toBe(400);
    expect((await noKey.json()).error.fields).toHaveProperty('clientKey');
    expect(await storedMessages(conversationId)).toHaveLength(1);
  });

  it('stores one message for a retry with the same key, and answers the stored one with 200', async () => {
    const { creator, conversationId } = await thread();
    const body = { body: 'Here is my rate card', clientKey: 'retry-key-1' };
    const first = await sendAs(t, creator, conversationId, body);
    expect(first.status).toBe(201);
    const retry = await sendAs(t, creator, conversationId, body);
    expect(retry.status).toBe(200);
    expect((await retry.json()).id).toBe((await first.json()).id);
    expect(await storedMessages(conversationId)).toHaveLength(1);

    const reused = await sendAs(t, creator, conversationId, {
      body: 'Something else',
      clientKey: 'retry-key-1',
    });
    expect(reused.status).toBe(409);
    expect((await reused.json()).error.message).toBe(MESSAGING_MESSAGES.clientKeyReused);
    expect(await storedMessages(conversationId)).toHaveLength(1);
  });

  it('stores one message for 5 concurrent retries', async () => {
    const { agent, conversationId } = await thread();
    const body = { body: 'Sent on a shaky connection', clientKey: crypto.randomUUID() };
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => sendAs(t, agent, conversationId, body)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (response) => (await response.json()).id)));
    expect(ids.size).toBe(1);
    expect(await storedMessages(conversationId)).toHaveLength(1);
  });

  it('lets the same key be used by two senders', async () => {
    const { creator, team, conversationId } = await thread();
    expect((await sendAs(t, creator, conversationId, { body: 'Mine', clientKey: 'shared' })).status).toBe(
      201,
    );
    expect((await sendAs(t, team.owner, conversationId, { body: 'Ours', clientKey: 'shared' })).status).toBe(
      201,
    );
    expect(await storedMessages(conversationId)).toHaveLength(2);
  });
});

describe('attachments', () => {
  it('attaches the sender’s own image and PDF, served to participants only', async () => {
    const { creator, team, otherCreator, conversationId } = await thread();
    const image = await uploadAs(t, creator, 'image');
    const pdf = await uploadAs(t, creator, 'pdf');
    const response = await sendAs(t, creator, conversationId, { attachmentUploadIds: [image, pdf] });
    expect(response.status).toBe(201);
    const message = await response.json();
    expect(message.body).toBe('');
    expect(message.attachments.map((file: { contentType: string }) => file.contentType)).toEqual([
      'image/png',
      'application/pdf',
    ]);
    const [imageUrl, pdfUrl] = message.attachments.map((file: { url: string }) => file.url);
    const seen = await call(t, team.member, 'GET', imageUrl);
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toBe('image/png');
    const pdfSeen = await call(t, team.owner, 'GET', pdfUrl);
    expect(pdfSeen.headers.get('content-disposition')).toMatch(/^attachment/);
    expect((await call(t, otherCreator, 'GET', imageUrl)).status).toBe(404);
    // The upload itself stays private to its owner.
    expect((await call(t, team.owner, 'GET', `/api/uploads/${image}`)).status).toBe(404);

    const [listed] = (await conversationsOf(t, team.owner)).conversations.filter(
      (row) => row.id === conversationId,
    );
    expect(listed?.lastMessage?.preview).toBe('Photo');
  });

  it("refuses someone else's upload, a file that is not an image or PDF, and an upload made for something else", async () => {
    const { creator, team, conversationId } = await thread();
    const theirs = await uploadAs(t, team.owner, 'image');
    await expectRefused(
      await sendAs(t, creator, conversationId, { body: 'Look', attachmentUploadIds: [theirs] }),
      400,
      {
        attachmentUploadIds: [MESSAGING_MESSAGES.attachmentNotFound],
      },
    );
    const text = await uploadAs(t, creator, 'text', 'document');
    await expectRefused(
      await sendAs(t, creator, conversationId, { body: 'Notes', attachmentUploadIds: [text] }),
      400,
      {
        attachmentUploadIds: [MESSAGING_MESSAGES.attachmentType],
      },
    );
    const avatar = await uploadAs(t, creator, 'image', 'avatar');
    await expectRefused(
      await sendAs(t, creator, conversationId, { body: 'Me', attachmentUploadIds: [avatar] }),
      400,
      {
        attachmentUploadIds: [MESSAGING_MESSAGES.attachmentType],
      },
    );
    await expectRefused(
      await sendAs(t, creator, conversationId, { body: 'Ghost', attachmentUploadIds: [crypto.randomUUID()] }),
      400,
      { attachmentUploadIds: [MESSAGING_MESSAGES.attachmentNotFound] },
    );
    expect(await storedMessages(conversationId)).toEqual([]);
  });
});

describe('unread counts and states', () => {
  it('counts unread messages per person and clears them on reading', async () => {
    const { team, creator, agent, conversationId } = await thread();
    await said(t, team.owner, conversationId, 'Welcome aboard');
    await said(t, team.manager, conversationId, 'Shoot on Friday?');
    expect(await unreadOf(t, creator)).toEqual({ unreadCount: 2, conversationCount: 1 });
    expect(await unreadOf(t, agent)).toEqual({ unreadCount: 2, conversationCount: 1 });
    // The brand's own messages are not unread for its people.
    expect(await unreadOf(t, team.member)).toEqual({ unreadCount: 0, conversationCount: 0 });

    expect(await readAs(t, creator, conversationId)).toMatchObject({ unreadCount: 0 });
    expect(await unreadOf(t, creator)).toEqual({ unreadCount: 0, conversationCount: 0 });
    expect(await unreadOf(t, agent)).toEqual({ unreadCount: 2, conversationCount: 1 });

    await said(t, creator, conversationId, 'Friday works');
    const [row] = (await conversationsOf(t, team.member)).conversations;
    expect(row).toMatchObject({ id: conversationId, unreadCount: 1, mySide: 'brand' });
    expect(row?.lastMessage).toMatchObject({ preview: 'Friday works', side: 'creator', isMine: false });
    expect((await conversationsOf(t, creator)).conversations[0]).toMatchObject({ unreadCount: 0 });
    expect((await conversationsOf(t, agent)).conversations[0]).toMatchObject({ unreadCount: 3 });
  });

  it('shows the sender sent, then delivered when the other side loads it, then read', async () => {
    const { team, creator, conversationId } = await thread();
    const sent = await said(t, team.owner, conversationId, 'Contract draft is ready');
    const stateFor = async () =>
      (await messagesOf(t, team.owner, conversationId)).find((message) => message.id === sent.id)?.state;
    expect(await stateFor()).toBe('sent');
    // A colleague's load is not a delivery: they are on the same side.
    await messagesOf(t, team.manager, conversationId);
    expect(await stateFor()).toBe('sent');
    await messagesOf(t, creator, conversationId);
    expect(await stateFor()).toBe('delivered');
    await readAs(t, creator, conversationId);
    expect(await stateFor()).toBe('read');
  });

  it('counts a live acknowledgement as delivery', async () => {
    const { team, agent, conversationId } = await thread();
    const sent = await said(t, team.owner, conversationId, 'Are you around?');
    const acknowledged = await call(t, agent, 'POST', `/api/conversations/${conversationId}/delivered`);
    expect(acknowledged.status).toBe(200);
    const [seen] = await messagesOf(t, team.owner, conversationId);
    expect(seen).toMatchObject({ id: sent.id, state: 'delivered' });
  });
});

describe('live events', () => {
  it('tells every participant’s open tabs of a new message, and the sender of its reading', async () => {
    const { team, creator, conversationId } = await thread();
    const creatorTab = await connectEvents(t, creator);
    const managerTab = await connectEvents(t, team.manager);
    const ownerTab = await connectEvents(t, team.owner);
    try {
      const sent = await said(t, team.owner, conversationId, 'Going live');
      const expected = { conversationId, messageId: sent.id };
      expect((await creatorTab.nextEvent(MESSAGING_EVENTS.messageCreated)).data).toEqual(expected);
      expect((await managerTab.nextEvent(MESSAGING_EVENTS.messageCreated)).data).toEqual(expected);
      expect((await ownerTab.nextEvent(MESSAGING_EVENTS.messageCreated)).data).toEqual(expected);

      await messagesOf(t, creator, conversationId);
      expect((await ownerTab.nextEvent(MESSAGING_EVENTS.messageDelivered)).data).toMatchObject({
        conversationId,
      });
      const { readAt } = await readAs(t, creator, conversationId);
      expect((await ownerTab.nextEvent(MESSAGING_EVENTS.messageRead)).data).toEqual({
        conversationId,
        readAt,
      });
    } finally {
      await Promise.all([creatorTab.close(), managerTab.close(), ownerTab.close()]);
    }
  });
});

describe('GET /api/conversations', () => {
  it('lists threads with messages, latest activity first, a page at a time', async () => {
    const first = await thread();
    const second = await castAroundApplication(t);
    // The same creator on a second application of another team: two threads for the creator.
    const application = await applyAs(t, first.creator, { type: 'direct', campaignId: second.campaignId });
    const other = await openThread(t, first.creator, application.id);
    expect((await conversationsOf(t, first.creator)).conversations).toEqual([]);

    await said(t, first.team.owner, first.conversationId, 'Older');
    await said(t, second.team.owner, other.id, 'Newer');
    const page1 = await conversationsOf(t, first.creator, '?limit=1');
    expect(page1.conversations.map((row) => row.id)).toEqual([other.id]);
    expect(page1.conversations[0]).toMatchObject({
      kind: 'application',
      // The campaign runs under the Outlet profile: the brand shows as that profile.
      title: 'Outlet',
      application: { id: application.id, campaignId: second.campaignId, campaignName: 'Marina Coffee Reels' },
    });
    const page2 = await conversationsOf(t, first.creator, `?limit=1&cursor=${page1.nextCursor}`);
    expect(page2.conversations.map((row) => row.id)).toEqual([first.conversationId]);
    expect(page2.nextCursor).toBeNull();
  });
});

describe('the data export', () => {
  it('holds the messages the user sent, with their attachments, and nobody else’s', async () => {
    const { team, creator, conversationId } = await thread();
    await said(t, team.owner, conversationId, 'From the brand');
    const pdf = await uploadAs(t, creator, 'pdf');
    const sent = await sendAs(t, creator, conversationId, {
      body: 'My media kit',
      attachmentUploadIds: [pdf],
    });
    const mine = (await sent.json()) as { id: string };
    const response = await call(t, creator, 'GET', '/api/settings/export');
    expect(response.status).toBe(200);
    const data = (await response.json()) as { messagesSent: unknown[] };
    expect(data.messagesSent).toEqual([
      {
        id: mine.id,
        conversationId,
        side: 'creator',
        body: 'My media kit',
        attachmentUploadIds: [pdf],
        createdAt: expect.any(String),
      },
    ]);
  });
});
