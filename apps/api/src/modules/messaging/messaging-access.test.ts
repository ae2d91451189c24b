import { MESSAGING_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations, conversations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import {
  call,
  castAroundApplication,
  conversationsOf,
  openThread,
  said,
  sendAs,
  unreadOf,
  uploadAs,
  type Cast,
} from './messaging.fixtures';

// Issue 22: participants only. One application thread, every kind of caller, every route.

let t: TestApp;
let cast: Cast;
let conversationId: string;
let attachmentPath: string;

beforeAll(async () => {
  t = await createTestApp();
  cast = await castAroundApplication(t);
  conversationId = (await openThread(t, cast.team.owner, cast.applicationId)).id;
  const uploadId = await uploadAs(t, cast.creator, 'pdf');
  const sent = await sendAs(t, cast.creator, conversationId, {
    body: 'Brief attached',
    attachmentUploadIds: [uploadId],
  });
  expect(sent.status).toBe(201);
  attachmentPath = ((await sent.json()) as { attachments: { url: string }[] }).attachments[0]!.url;
});
afterAll(() => t.close());

type Who =
  | 'creator'
  | 'agent'
  | 'owner'
  | 'manager'
  | 'assignedMember'
  | 'unassignedMember'
  | 'otherBrand'
  | 'otherCreator'
  | 'admin'
  | 'signedOut';

const person = (who: Who): TestUser | null =>
  ({
    creator: cast.creator,
    agent: cast.agent,
    owner: cast.team.owner,
    manager: cast.team.manager,
    assignedMember: cast.team.member,
    unassignedMember: cast.unassigned,
    otherBrand: cast.otherBrand,
    otherCreator: cast.otherCreator,
    admin: cast.admin,
    signedOut: null,
  })[who];

/** Participants get `ok`; other brand and creator accounts 404; admins 403 (no messaging); visitors 401. */
const participantsOnly = (ok: number): Record<Who, number> => ({
  creator: ok,
  agent: ok,
  owner: ok,
  manager: ok,
  assignedMember: ok,
  unassignedMember: 404,
  otherBrand: 404,
  otherCreator: 404,
  admin: 403,
  signedOut: 401,
});

const ROUTES: {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  expected: Record<Who, number>;
}[] = [
  {
    name: 'open the application thread',
    method: 'GET',
    path: () => `/api/applications/${cast.applicationId}/conversation`,
    expected: participantsOnly(200),
  },
  {
    name: 'read the thread',
    method: 'GET',
    path: () => `/api/conversations/${conversationId}`,
    expected: participantsOnly(200),
  },
  {
    name: 'list its messages',
    method: 'GET',
    path: () => `/api/conversations/${conversationId}/messages`,
    expected: participantsOnly(200),
  },
  {
    name: 'send a message',
    method: 'POST',
    path: () => `/api/conversations/${conversationId}/messages`,
    body: () => ({ body: 'Hello from the matrix', clientKey: crypto.randomUUID() }),
    expected: participantsOnly(201),
  },
  {
    name: 'mark it read',
    method: 'POST',
    path: () => `/api/conversations/${conversationId}/read`,
    expected: participantsOnly(200),
  },
  {
    name: 'acknowledge delivery',
    method: 'POST',
    path: () => `/api/conversations/${conversationId}/delivered`,
    expected: participantsOnly(200),
  },
  { name: 'open an attachment', method: 'GET', path: () => attachmentPath, expected: participantsOnly(200) },
];

describe('a thread’s routes, for every kind of caller', () => {
  it.each(ROUTES.map((route) => [route.name, route] as const))('%s', async (_name, route) => {
    const actual = {} as Record<Who, number>;
    for (const who of Object.keys(route.expected) as Who[]) {
      const response = await call(t, person(who), route.method, route.path(), route.body?.());
      actual[who] = response.status;
      if (response.status === 404) {
        const text = await response.text();
        // Nothing of the thread leaks into the refusal.
        expect(text).not.toContain('Hello');
        expect(text).not.toContain('Sara');
      }
    }
    expect(actual).toEqual(route.expected);
  });

  it('answers an unknown or malformed thread id like someone else’s', async () => {
    const unknown = await call(t, cast.creator, 'GET', `/api/conversations/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.message).toBe(MESSAGING_MESSAGES.notFound);
    expect((await call(t, cast.creator, 'GET', '/api/conversations/not-an-id')).status).toBe(400);
  });

  it('lists the thread and counts its unread messages for participants only', async () => {
    await said(t, cast.team.manager, conversationId, 'Anyone there?');
    for (const who of ['creator', 'agent', 'owner', 'manager', 'assignedMember'] as const) {
      const { conversations: list } = await conversationsOf(t, person(who)!);
      expect(
        list.map((row) => row.id),
        who,
      ).toContain(conversationId);
    }
    for (const who of ['unassignedMember', 'otherBrand', 'otherCreator'] as const) {
      expect(await conversationsOf(t, person(who)!), who).toEqual({ conversations: [], nextCursor: null });
      expect(await unreadOf(t, person(who)!), who).toEqual({ unreadCount: 0, conversationCount: 0 });
    }
    expect((await call(t, cast.admin, 'GET', '/api/conversations')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/messages/unread-count')).status).toBe(401);
  });

  it('shuts out an agent once their representation ends', async () => {
    const detail = await openThread(t, cast.agent, cast.applicationId);
    expect(detail.parties.map((party) => party.side)).toEqual(['brand', 'creator', 'agent']);
    await t.deps.database.db
      .update(agentRepresentations)
      .set({ status: 'declined' })
      .where(eq(agentRepresentations.agentId, cast.agent.id));
    try {
      expect((await call(t, cast.agent, 'GET', `/api/conversations/${conversationId}`)).status).toBe(404);
      expect((await conversationsOf(t, cast.agent)).conversations).toEqual([]);
      const seenByCreator = (await openThread(t, cast.creator, cast.applicationId)).parties;
      expect(seenByCreator.map((party) => party.side)).toEqual(['brand', 'creator']);
    } finally {
      await t.deps.database.db
        .update(agentRepresentations)
        .set({ status: 'accepted' })
        .where(eq(agentRepresentations.agentId, cast.agent.id));
    }
  });

  it('makes one thread per application, however many open it at once', async () => {
    const fresh = await castAroundApplication(t);
    const opened = await Promise.all(
      [fresh.creator, fresh.agent, fresh.team.owner, fresh.team.manager, fresh.team.member].map((user) =>
        openThread(t, user, fresh.applicationId),
      ),
    );
    expect(new Set(opened.map((thread) => thread.id)).size).toBe(1);
    const rows = await t.deps.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, fresh.applicationId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'application',
      creatorId: fresh.creator.id,
      agentId: fresh.agent.id,
    });
  });
});
