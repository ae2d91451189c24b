import { randomUUID } from 'node:crypto';
import {
  MESSAGES_PER_MINUTE,
  MESSAGING_MESSAGES,
  MESSAGING_SAFETY_EVENTS,
  MESSAGING_SAFETY_MESSAGES,
  type BlockResult,
  type ChatRequestResult,
  type ConversationBlockState,
  type ConversationDetail,
} from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import { connectEvents, createCreator } from '../applications/applications.fixtures';
import { call, castAroundApplication, openThread, said, sendAs, type Cast } from './messaging.fixtures';
import { takeMessageAllowance } from './sender-limits';

// Issue 22 item 5: blocks (decision 0073) and the per-sender message limit.

let t: TestApp;
let cast: Cast;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castAroundApplication(t);
});
afterAll(() => t.close());

const block = (user: TestUser | null, id: string, body: unknown = {}) =>
  call(t, user, 'POST', `/api/conversations/${id}/block`, body);
const unblock = (user: TestUser | null, id: string, query = '') =>
  call(t, user, 'DELETE', `/api/conversations/${id}/block${query}`);

async function stateOf(user: TestUser, id: string): Promise<ConversationBlockState> {
  const response = await call(t, user, 'GET', `/api/conversations/${id}/block`);
  expect(response.status).toBe(200);
  return (await response.json()) as ConversationBlockState;
}

async function detailOf(user: TestUser, id: string): Promise<ConversationDetail> {
  return (await (await call(t, user, 'GET', `/api/conversations/${id}`)).json()) as ConversationDetail;
}

/** A direct thread between the team's workspace and a new creator, opened by an accepted request. */
async function directThread(): Promise<{ creator: TestUser; conversationId: string }> {
  const creator = await createCreator(t, 'Dana', 'Creator');
  const asked = await call(t, cast.team.owner, 'POST', '/api/chat-requests', {
    creatorId: creator.id,
    message: 'Hello from Acme',
  });
  const { request } = (await asked.json()) as ChatRequestResult;
  const accepted = (await (
    await call(t, creator, 'POST', `/api/chat-requests/${request.id}/accept`, {})
  ).json()) as ChatRequestResult;
  return { creator, conversationId: accepted.request.conversationId! };
}

describe('a block', () => {
  it('stops messages both ways and chat requests, until the blocker lifts it', async () => {
    const { creator, conversationId } = await directThread();
    const brandStream = await connectEvents(t, cast.team.manager);

    const blocked = await block(creator, conversationId);
    expect(blocked.status).toBe(200);
    const result = (await blocked.json()) as BlockResult;
    expect(result).toMatchObject({
      blockedByMe: [{ side: 'brand', id: cast.team.owner.id, name: 'Acme Trading' }],
      isBlockedByOther: false,
      canSend: false,
      message: 'Acme Trading is blocked. You will not get messages or chat requests from them.',
    });
    expect((await brandStream.nextEvent(MESSAGING_SAFETY_EVENTS.blockChanged)).data).toEqual({
      conversationId,
    });
    await brandStream.close();

    for (const user of [cast.team.owner, cast.team.manager, creator]) {
      const refused = await sendAs(t, user, conversationId, { body: 'Hello?' });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe(MESSAGING_MESSAGES.blocked);
    }
    // The brand's side sees that it may not write, not who blocked.
    expect(await stateOf(cast.team.owner, conversationId)).toEqual({
      conversationId,
      blockedByMe: [],
      isBlockedByOther: true,
      canSend: false,
    });
    expect((await detailOf(cast.team.owner, conversationId)).canSend).toBe(false);
    expect((await detailOf(creator, conversationId)).canSend).toBe(false);

    // Not the brand's block to lift.
    expect((await unblock(cast.team.owner, conversationId)).status).toBe(404);

    const lifted = await unblock(creator, conversationId);
    expect(lifted.status).toBe(200);
    expect(((await lifted.json()) as BlockResult).message).toBe('Acme Trading is unblocked.');
    expect((await unblock(creator, conversationId)).status).toBe(404);
    await said(t, cast.team.manager, conversationId, 'Thanks for unblocking');
    await said(t, creator, conversationId, 'Sure');
  });

  it('stops the blocked brand’s chat requests to the creator', async () => {
    const creator = await createCreator(t);
    // The cast's creator blocks the brand on their application thread (three sides: named).
    const applicationThread = (await openThread(t, cast.creator, cast.applicationId)).id;
    expect((await block(cast.creator, applicationThread)).status).toBe(400);
    const blocked = await block(cast.creator, applicationThread, { side: 'brand' });
    expect(blocked.status).toBe(200);
    const refused = await call(t, cast.team.owner, 'POST', '/api/chat-requests', {
      creatorId: cast.creator.id,
      message: 'Can we talk?',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.requestBlocked);
    // Another creator still hears from the brand; the agent still writes in the thread.
    expect(
      (await call(t, cast.team.owner, 'POST', '/api/chat-requests', { creatorId: creator.id, message: 'Hi' }))
        .status,
    ).toBe(201);
    await said(t, cast.agent, applicationThread, 'I will handle the brand');
    expect((await sendAs(t, cast.creator, applicationThread, { body: 'Hi' })).status).toBe(403);
    expect((await unblock(cast.creator, applicationThread, '?side=brand')).status).toBe(200);
    await said(t, cast.creator, applicationThread, 'Back again');
  });

  it('lets a brand block a creator for the whole workspace, and any of its people lift it', async () => {
    const { creator, conversationId } = await directThread();
    expect((await block(cast.team.manager, conversationId, { side: 'creator' })).status).toBe(200);
    expect((await stateOf(cast.team.owner, conversationId)).blockedByMe.map((party) => party.side)).toEqual([
      'creator',
    ]);
    expect((await stateOf(creator, conversationId)).isBlockedByOther).toBe(true);
    expect((await sendAs(t, creator, conversationId, { body: 'Why?' })).status).toBe(403);
    // Blocking again changes nothing.
    expect((await block(cast.team.owner, conversationId)).status).toBe(200);
    expect((await unblock(cast.team.owner, conversationId)).status).toBe(200);
    await said(t, creator, conversationId, 'Hello again');
  });

  it('refuses outsiders, bad input and blocking one’s own side', async () => {
    const thread = (await openThread(t, cast.team.owner, cast.applicationId)).id;
    for (const outsider of [cast.otherBrand, cast.otherCreator, cast.unassigned]) {
      expect((await block(outsider, thread, { side: 'creator' })).status).toBe(404);
      expect((await unblock(outsider, thread)).status).toBe(404);
      expect((await call(t, outsider, 'GET', `/api/conversations/${thread}/block`)).status).toBe(404);
    }
    expect((await block(null, thread)).status).toBe(401);
    expect((await block(cast.admin, thread)).status).toBe(403);
    const own = await block(cast.team.owner, thread, { side: 'brand' });
    expect(own.status).toBe(400);
    expect((await own.json()).error.fields.side).toEqual([MESSAGING_SAFETY_MESSAGES.ownSide]);
    const unnamed = await block(cast.team.owner, thread);
    expect((await unnamed.json()).error.fields.side).toEqual([MESSAGING_SAFETY_MESSAGES.partyRequired]);
    const wrong = await block(cast.team.owner, thread, { side: 'judge' });
    expect(wrong.status).toBe(400);
    expect((await block(cast.team.owner, 'not-a-thread')).status).toBe(400);
  });
});

describe('the per-sender message limit', () => {
  it(`answers 429 with Retry-After past ${MESSAGES_PER_MINUTE} messages a minute, retries of stored ones included free`, async () => {
    const { creator, conversationId } = await directThread();
    const clientKey = randomUUID();
    const first = await sendAs(t, creator, conversationId, { body: 'Counted once', clientKey });
    expect(first.status).toBe(201);
    for (let sent = 1; sent < MESSAGES_PER_MINUTE; sent++)
      await takeMessageAllowance(t.deps.database.db, creator.id);
    const limited = await sendAs(t, creator, conversationId, { body: 'One too many' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.message).toBe(MESSAGING_MESSAGES.rateLimited);
    // A retry of the stored message still answers it.
    expect((await sendAs(t, creator, conversationId, { body: 'Counted once', clientKey })).status).toBe(200);
    // The other side is not held back.
    await said(t, cast.team.owner, conversationId, 'Take your time');
  });
});
