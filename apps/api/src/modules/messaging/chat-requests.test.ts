import {
  CHAT_REQUESTS_PER_DAY,
  MESSAGING_EVENTS,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_MESSAGES,
  type ChatRequestList,
  type ChatRequestResult,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin } from '../../test/factories/admin';
import { createTestUser, type TestUser } from '../../test/users';
import { connectEvents, createCreator, notificationsOf } from '../applications/applications.fixtures';
import { agentFor } from '../calendar/calendar.fixtures';
import { createTeam, type Team } from '../workspaces/workspace.fixtures';
import { call, conversationsOf, messagesOf, said } from './messaging.fixtures';
import { takeChatRequestAllowance } from './sender-limits';

// Issue 22: chat requests outside an application (decision 0073).

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
});
afterAll(() => t.close());

const ask = (user: TestUser | null, body: unknown) => call(t, user, 'POST', '/api/chat-requests', body);

async function asked(user: TestUser, creator: TestUser, message = 'Loved your cafe reels. Fancy a chat?') {
  const response = await ask(user, { creatorId: creator.id, message });
  const body = (await response.json()) as ChatRequestResult;
  if (response.status !== 201) throw new Error(`ask answered ${response.status}: ${JSON.stringify(body)}`);
  return body.request;
}

async function listOf(user: TestUser): Promise<ChatRequestList> {
  const response = await call(t, user, 'GET', '/api/chat-requests');
  expect(response.status).toBe(200);
  return (await response.json()) as ChatRequestList;
}

const answer = (user: TestUser | null, id: string, verb: 'accept' | 'decline', body: unknown = {}) =>
  call(t, user, 'POST', `/api/chat-requests/${id}/${verb}`, body);

describe('a brand asks a creator', () => {
  it('notifies the creator live, lists the request on both sides, and opens a thread on accept', async () => {
    const creator = await createCreator(t, 'Layla', 'Haddad');
    const stream = await connectEvents(t, creator);
    const request = await asked(team.manager, creator);
    expect(request).toMatchObject({
      direction: 'outgoing',
      status: 'pending',
      from: { side: 'brand', id: team.owner.id, name: 'Acme Trading' },
      creator: { side: 'creator', id: creator.id, name: 'Layla Haddad' },
      sentBy: { id: team.manager.id, name: 'Max Manager' },
      conversationId: null,
    });
    expect((await stream.nextEvent(MESSAGING_EVENTS.chatRequestCreated)).data).toEqual({
      requestId: request.id,
    });
    await stream.close();
    expect(await notificationsOf(t, creator)).toContainEqual(
      expect.objectContaining({
        type: 'chat_request',
        title: 'New chat request',
        message: 'Acme Trading would like to chat with you: "Loved your cafe reels. Fancy a chat?"',
        link: '/messages?view=requests',
      }),
    );

    const incoming = await listOf(creator);
    expect(incoming.pendingCount).toBe(1);
    expect(incoming.requests).toEqual([expect.objectContaining({ id: request.id, direction: 'incoming' })]);
    // The workspace's owners and managers follow its requests; a member is refused.
    expect((await listOf(team.owner)).requests.map((row) => row.id)).toContain(request.id);
    const member = await call(t, team.member, 'GET', '/api/chat-requests');
    expect(member.status).toBe(403);
    expect((await member.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.brandRoleRefused);

    // Only the creator it went to answers it.
    expect((await answer(await createCreator(t), request.id, 'accept')).status).toBe(404);
    expect((await answer(team.owner, request.id, 'accept')).status).toBe(403);

    const accepted = await answer(creator, request.id, 'accept');
    expect(accepted.status).toBe(200);
    const { request: done, message } = (await accepted.json()) as ChatRequestResult;
    expect(message).toBe(MESSAGING_SAFETY_MESSAGES.requestAccepted);
    expect(done.status).toBe('accepted');
    const conversationId = done.conversationId!;
    expect(conversationId).toEqual(expect.any(String));
    expect((await answer(creator, request.id, 'accept')).status).toBe(409);
    expect((await answer(creator, request.id, 'decline')).status).toBe(409);

    expect(await notificationsOf(t, team.manager)).toContainEqual(
      expect.objectContaining({
        type: 'chat_accepted',
        title: 'Chat request accepted',
        message: 'Layla Haddad accepted your chat request. You can message them now.',
        link: `/messages/${conversationId}`,
      }),
    );
    // The thread opens with the request's words; both sides write in it.
    const thread = await messagesOf(t, creator, conversationId);
    expect(thread.map((row) => [row.sender.side, row.body])).toEqual([
      ['brand', 'Loved your cafe reels. Fancy a chat?'],
    ]);
    await said(t, creator, conversationId, 'Happy to!');
    await said(t, team.owner, conversationId, 'Great, talk soon');
    expect((await conversationsOf(t, team.owner)).conversations.map((row) => row.id)).toContain(
      conversationId,
    );
    // Talking already: no second request.
    const again = await ask(team.owner, { creatorId: creator.id, message: 'Hello again' });
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.alreadyConnected);
  });

  it('keeps one pending request per pair, also when two are sent at once', async () => {
    const creator = await createCreator(t);
    const both = await Promise.all([
      ask(team.owner, { creatorId: creator.id, message: 'One' }),
      ask(team.manager, { creatorId: creator.id, message: 'Two' }),
    ]);
    expect(both.map((response) => response.status).sort()).toEqual([201, 409]);
    const second = await ask(team.owner, { creatorId: creator.id, message: 'Three' });
    expect(second.status).toBe(409);
    expect((await second.json()).error.message).toBe(MESSAGING_MESSAGES.requestPending);
    expect((await listOf(creator)).pendingCount).toBe(1);
  });

  it('tells the sender of a decline, and lets them ask again only after 7 days', async () => {
    const creator = await createCreator(t, 'Noor', 'Saleh');
    const request = await asked(team.owner, creator);
    const declined = await answer(creator, request.id, 'decline');
    expect(declined.status).toBe(200);
    expect((await declined.json()).message).toBe(MESSAGING_SAFETY_MESSAGES.requestDeclined);
    expect(await notificationsOf(t, team.owner)).toContainEqual(
      expect.objectContaining({ type: 'chat_declined', message: 'Noor Saleh declined your chat request.' }),
    );
    const [outgoing] = (await listOf(team.owner)).requests.filter((row) => row.id === request.id);
    expect(outgoing!.status).toBe('declined');
    expect(outgoing!.canAskAgainAt).toEqual(expect.any(String));

    const tooSoon = await ask(team.manager, { creatorId: creator.id, message: 'Please?' });
    expect(tooSoon.status).toBe(409);
    expect((await tooSoon.json()).error.message).toMatch(
      /^This creator declined your last request\. You can ask again from \d{1,2} \w{3} \d{4}\.$/,
    );

    // Eight days on, the brand may ask once more.
    await t.deps.database.db
      .update(chatRequests)
      .set({ respondedAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(chatRequests.id, request.id));
    expect((await ask(team.manager, { creatorId: creator.id, message: 'Please?' })).status).toBe(201);
  });

  it("refuses a creator who turned 'Allow messages' off", async () => {
    const creator = await createCreator(t);
    const privacy = await call(t, creator, 'PUT', '/api/settings/privacy', { allowMessaging: false });
    expect(privacy.status).toBe(200);
    const refused = await ask(team.owner, { creatorId: creator.id, message: 'Hi' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MESSAGING_MESSAGES.messagingDisabled);
    expect(
      await t.deps.database.db.select().from(chatRequests).where(eq(chatRequests.toCreatorId, creator.id)),
    ).toEqual([]);
  });

  it('declines and blocks at once: no more requests from that brand', async () => {
    const creator = await createCreator(t);
    const request = await asked(team.owner, creator);
    const declined = await answer(creator, request.id, 'decline', { block: true });
    expect(declined.status).toBe(200);
    expect((await declined.json()).message).toBe(MESSAGING_SAFETY_MESSAGES.requestDeclinedAndBlocked);
    await t.deps.database.db
      .update(chatRequests)
      .set({ respondedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(chatRequests.id, request.id));
    const refused = await ask(team.manager, { creatorId: creator.id, message: 'Hi again' });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.requestBlocked);
  });
});

describe('an agent asks a creator', () => {
  it('opens a direct thread between the agent and the creator on accept', async () => {
    const creator = await createCreator(t, 'Sami', 'Noor');
    const agent = await agentFor(t);
    const request = await asked(agent, creator, 'I manage creators like you');
    expect(request.from).toMatchObject({ side: 'agent', id: agent.id, name: 'Rami Agent' });
    expect((await listOf(agent)).requests.map((row) => row.id)).toEqual([request.id]);
    const accepted = (await (await answer(creator, request.id, 'accept')).json()) as ChatRequestResult;
    const conversationId = accepted.request.conversationId!;
    await said(t, agent, conversationId, 'Thanks for accepting');
    // Newest first.
    expect((await messagesOf(t, creator, conversationId)).map((row) => row.body)).toEqual([
      'Thanks for accepting',
      'I manage creators like you',
    ]);
  });
});

describe('refusals', () => {
  it('answers bad input with field messages', async () => {
    const empty = await ask(team.owner, {});
    expect(empty.status).toBe(400);
    const body = await empty.json();
    expect(Object.keys(body.error.fields).sort()).toEqual(['creatorId', 'message']);
    const long = await ask(team.owner, { creatorId: 'x', message: 'a'.repeat(1001) });
    expect((await long.json()).error.fields.message).toEqual([MESSAGING_MESSAGES.requestMessageTooLong]);
    expect((await answer(team.owner, 'not-a-uuid', 'accept')).status).toBe(403);
    const creator = await createCreator(t);
    const badId = await answer(creator, 'not-a-uuid', 'decline');
    expect(badId.status).toBe(400);
    const badBlock = await answer(creator, '00000000-0000-4000-8000-000000000000', 'decline', {
      block: 'yes',
    });
    expect(badBlock.status).toBe(400);
    expect((await badBlock.json()).error.fields.block).toBeDefined();
  });

  it('refuses the wrong roles and people who are not creators', async () => {
    const creator = await createCreator(t);
    expect((await ask(null, { creatorId: creator.id, message: 'Hi' })).status).toBe(401);
    expect((await ask(await createCreator(t), { creatorId: creator.id, message: 'Hi' })).status).toBe(403);
    expect((await ask(await createAdmin(t), { creatorId: creator.id, message: 'Hi' })).status).toBe(403);
    const member = await ask(team.member, { creatorId: creator.id, message: 'Hi' });
    expect(member.status).toBe(403);
    expect((await member.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.brandRoleRefused);
    const brand = await createTestUser(t, { userType: 'brand' });
    const notCreator = await ask(team.owner, { creatorId: brand.id, message: 'Hi' });
    expect(notCreator.status).toBe(404);
    expect((await notCreator.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.creatorNotFound);
    expect((await ask(team.owner, { creatorId: 'nobody', message: 'Hi' })).status).toBe(404);
  });

  it(`allows ${CHAT_REQUESTS_PER_DAY} requests a day per sender, then 429 with Retry-After`, async () => {
    const agent = await agentFor(t);
    for (let sent = 0; sent < CHAT_REQUESTS_PER_DAY; sent++)
      await takeChatRequestAllowance(t.deps.database.db, agent.id);
    const creator = await createCreator(t);
    const limited = await ask(agent, { creatorId: creator.id, message: 'One more' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.requestsRateLimited);
    // Another sender is not held back.
    expect((await ask(team.owner, { creatorId: creator.id, message: 'Hi' })).status).toBe(201);
  });
});
