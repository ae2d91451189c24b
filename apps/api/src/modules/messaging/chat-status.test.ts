import {
  CHAT_REQUEST_COOL_OFF_DAYS,
  MESSAGING_SAFETY_MESSAGES,
  type ChatRequestResult,
  type ChatStatus,
} from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createAdmin } from '../../test/factories/admin';
import { createTestUser, type TestUser } from '../../test/users';
import { createCreator } from '../applications/applications.fixtures';
import { agentFor } from '../calendar/calendar.fixtures';
import { createTeam, type Team } from '../workspaces/workspace.fixtures';
import { call } from './messaging.fixtures';

// Issue 22 item 2: what the 'Message' button beside a creator does for a brand or an agent
// (GET /api/chat-requests/status).

let t: TestApp;
let team: Team;
let otherTeam: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await createTeam(t);
  otherTeam = await createTeam(t);
});
afterAll(() => t.close());

const statusCall = (user: TestUser | null, query: string) =>
  call(t, user, 'GET', `/api/chat-requests/status${query}`);

async function statusOf(user: TestUser, creator: TestUser): Promise<ChatStatus> {
  const response = await statusCall(user, `?creatorId=${encodeURIComponent(creator.id)}`);
  const body = (await response.json()) as ChatStatus;
  if (response.status !== 200) throw new Error(`status answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function ask(user: TestUser, creator: TestUser) {
  const response = await call(t, user, 'POST', '/api/chat-requests', {
    creatorId: creator.id,
    message: 'Could we talk about a collaboration?',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as ChatRequestResult).request;
}

const answer = (creator: TestUser, id: string, verb: 'accept' | 'decline', body: unknown = {}) =>
  call(t, creator, 'POST', `/api/chat-requests/${id}/${verb}`, body);

describe('a brand beside a creator', () => {
  it('may ask, then waits, then opens the thread the accepted request made: for its own workspace only', async () => {
    const creator = await createCreator(t, 'Hala', 'Nasser');
    expect(await statusOf(team.owner, creator)).toEqual({
      creatorId: creator.id,
      status: 'can_ask',
      conversationId: null,
      pendingSince: null,
      canAskAgainAt: null,
    });

    const request = await ask(team.manager, creator);
    // The workspace's request: the owner sees it waiting too; another workspace may still ask.
    for (const person of [team.owner, team.manager]) {
      expect(await statusOf(person, creator)).toMatchObject({
        status: 'pending',
        pendingSince: request.createdAt,
        conversationId: null,
      });
    }
    expect((await statusOf(otherTeam.owner, creator)).status).toBe('can_ask');

    const accepted = (await (await answer(creator, request.id, 'accept')).json()) as ChatRequestResult;
    const conversationId = accepted.request.conversationId;
    expect(conversationId).toEqual(expect.any(String));
    expect(await statusOf(team.owner, creator)).toMatchObject({ status: 'connected', conversationId });
    // Another workspace never learns of the thread.
    expect(await statusOf(otherTeam.manager, creator)).toMatchObject({
      status: 'can_ask',
      conversationId: null,
    });

    // An open thread stays open when the creator turns 'Allow messages' off; new askers are refused.
    const privacy = await call(t, creator, 'PUT', '/api/settings/privacy', { allowMessaging: false });
    expect(privacy.status).toBe(200);
    expect((await statusOf(team.owner, creator)).status).toBe('connected');
    expect((await statusOf(otherTeam.owner, creator)).status).toBe('not_accepting');
  });

  it('is told when it may ask again after a decline, and that a block stands', async () => {
    const creator = await createCreator(t, 'Reem', 'Khalil');
    const request = await ask(team.owner, creator);
    expect((await answer(creator, request.id, 'decline')).status).toBe(200);
    const cooling = await statusOf(team.manager, creator);
    expect(cooling.status).toBe('cooling_off');
    const days = (Date.parse(cooling.canAskAgainAt!) - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(CHAT_REQUEST_COOL_OFF_DAYS - 0.01);
    expect(days).toBeLessThanOrEqual(CHAT_REQUEST_COOL_OFF_DAYS);

    const other = await ask(otherTeam.owner, creator);
    expect((await answer(creator, other.id, 'decline', { block: true })).status).toBe(200);
    expect(await statusOf(otherTeam.owner, creator)).toMatchObject({
      status: 'blocked',
      canAskAgainAt: null,
    });
  });
});

describe('an agent beside a creator', () => {
  it("opens its own direct thread, not a brand's", async () => {
    const creator = await createCreator(t, 'Dana', 'Yousef');
    const agent = await agentFor(t);
    const brandRequest = await ask(team.owner, creator);
    await answer(creator, brandRequest.id, 'accept');
    expect((await statusOf(agent, creator)).status).toBe('can_ask');

    const request = await ask(agent, creator);
    expect((await statusOf(agent, creator)).status).toBe('pending');
    const accepted = (await (await answer(creator, request.id, 'accept')).json()) as ChatRequestResult;
    expect(await statusOf(agent, creator)).toMatchObject({
      status: 'connected',
      conversationId: accepted.request.conversationId,
    });
  });
});

describe('refusals', () => {
  it('answers the wrong roles as sending a request does', async () => {
    const creator = await createCreator(t);
    const query = `?creatorId=${creator.id}`;
    expect((await statusCall(null, query)).status).toBe(401);
    expect((await statusCall(await createCreator(t), query)).status).toBe(403);
    expect((await statusCall(await createAdmin(t), query)).status).toBe(403);
    const member = await statusCall(team.member, query);
    expect(member.status).toBe(403);
    expect((await member.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.brandRoleRefused);
  });

  it('answers bad input with a field message and people who are not creators with 404', async () => {
    for (const query of ['', '?creatorId=', `?creatorId=${'x'.repeat(201)}`]) {
      const response = await statusCall(team.owner, query);
      expect(response.status, query).toBe(400);
      expect((await response.json()).error.fields.creatorId, query).toEqual([
        MESSAGING_SAFETY_MESSAGES.creatorNotFound,
      ]);
    }
    const brand = await createTestUser(t, { userType: 'brand' });
    for (const id of [brand.id, 'nobody', team.owner.id]) {
      const response = await statusCall(team.owner, `?creatorId=${id}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).error.message).toBe(MESSAGING_SAFETY_MESSAGES.creatorNotFound);
    }
  });
});
