import type { ChatRequestResult } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createCreator } from '../applications/applications.fixtures';
import { recordConsent, recordLegalAcceptance } from '../consents/consent-records';
import { call, castAroundApplication, openThread, said, type Cast } from '../messaging/messaging.fixtures';
import { creatorRequest, requestAs } from '../verifications/verifications.fixtures';
import { findMembership } from '../workspaces/membership';
import { recordActivity } from '../workspaces/record-activity';

// The parts of the data export added for issue 24 item 3 (PDPL access right): messages received
// in the user's own threads, chat requests, blocks, verification requests, representations,
// reports filed, the share link, workspace membership and activity, and the consent records.
// Each part holds the user's own records only, and names other people by id or side.

let t: TestApp;
let cast: Cast;
let threadId: string;
let omar: TestUser;
let omarThreadId: string;

const exportOf = async (user: TestUser) => {
  const response = await call(t, user, 'GET', '/api/settings/export');
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return { text, data: JSON.parse(text) };
};

/** A direct thread between the team and a creator, opened by an accepted chat request. */
async function directThread(creator: TestUser, message: string): Promise<string> {
  const asked = await call(t, cast.team.owner, 'POST', '/api/chat-requests', {
    creatorId: creator.id,
    message,
  });
  expect(asked.status).toBe(201);
  const { request } = (await asked.json()) as ChatRequestResult;
  const accepted = await call(t, creator, 'POST', `/api/chat-requests/${request.id}/accept`, {});
  return ((await accepted.json()) as ChatRequestResult).request.conversationId!;
}

beforeAll(async () => {
  t = await createTestApp();
  cast = await castAroundApplication(t);
  threadId = (await openThread(t, cast.creator, cast.applicationId)).id;
  await said(t, cast.team.owner, threadId, 'Brand hello to Sara');
  await said(t, cast.agent, threadId, 'Agent note for Sara');
  await said(t, cast.creator, threadId, 'Sara replies');

  // Someone else's thread with the same brand: none of it is Sara's or her agent's.
  omar = await createCreator(t, 'Omar', 'Haddad');
  omarThreadId = await directThread(omar, 'Private request to Omar');
  await said(t, cast.team.owner, omarThreadId, 'Secret offer for Omar');
  await recordConsent(t.deps.database.db, {
    userId: omar.id,
    subject: 'marketing_emails',
    granted: true,
    source: 'settings',
  });
});
afterAll(() => t.close());

describe('GET /api/settings/export: people and consents (issue 24)', () => {
  it("gives a creator the messages others wrote in her threads, by side, and nothing of another creator's thread", async () => {
    const { data, text } = await exportOf(cast.creator);
    expect(data.messagesReceived).toEqual([
      {
        id: expect.any(String),
        conversationId: threadId,
        fromSide: 'brand',
        body: 'Brand hello to Sara',
        createdAt: expect.any(String),
      },
      {
        id: expect.any(String),
        conversationId: threadId,
        fromSide: 'agent',
        body: 'Agent note for Sara',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.messagesSent.map((message: { body: string }) => message.body)).toEqual(['Sara replies']);
    for (const foreign of ['Secret offer for Omar', 'Private request to Omar', omar.id, omarThreadId]) {
      expect(text).not.toContain(foreign);
    }
    // Who wrote is the side only: the brand people's and the agent's ids stay out of the part.
    expect(JSON.stringify(data.messagesReceived)).not.toContain(cast.team.owner.id);
    expect(JSON.stringify(data.messagesReceived)).not.toContain(cast.agent.id);
  });

  it('gives the agent the messages of the threads they take part in, and a brand person none', async () => {
    const agent = (await exportOf(cast.agent)).data;
    expect(agent.messagesReceived.map((message: { body: string }) => message.body)).toEqual([
      'Brand hello to Sara',
      'Sara replies',
    ]);
    const owner = (await exportOf(cast.team.owner)).data;
    // A workspace's threads are the workspace's: the person gets what they wrote.
    expect(owner.messagesReceived).toEqual([]);
    expect(owner.messagesSent.map((message: { body: string }) => message.body)).toEqual([
      'Brand hello to Sara',
      // An accepted chat request opens the thread with its message.
      'Private request to Omar',
      'Secret offer for Omar',
    ]);
  });

  it('gives both ends of a representation, naming the other person by id', async () => {
    const creator = (await exportOf(cast.creator)).data;
    expect(creator.representations).toEqual([
      expect.objectContaining({ role: 'creator', otherPartyId: cast.agent.id, status: 'accepted' }),
    ]);
    const agent = (await exportOf(cast.agent)).data;
    expect(agent.representations).toEqual([
      expect.objectContaining({ role: 'agent', otherPartyId: cast.creator.id, status: 'accepted' }),
    ]);
    expect((await exportOf(cast.otherCreator)).data.representations).toEqual([]);
  });

  it('gives chat requests to the creator who received them and to the member who sent them, not to others', async () => {
    const chatter = await createCreator(t, 'Huda', 'Nasser');
    await directThread(chatter, 'Coffee collab?');
    const received = (await exportOf(chatter)).data.chatRequests;
    expect(received).toEqual([
      expect.objectContaining({
        direction: 'received',
        fromUserId: cast.team.owner.id,
        toCreatorId: chatter.id,
        message: 'Coffee collab?',
        status: 'accepted',
      }),
    ]);
    const sent = (await exportOf(cast.team.owner)).data.chatRequests;
    expect(
      sent.map((request: { message: string; direction: string }) => [request.direction, request.message]),
    ).toEqual([
      ['sent', 'Private request to Omar'],
      ['sent', 'Coffee collab?'],
    ]);
    expect((await exportOf(cast.creator)).data.chatRequests).toEqual([]);
    // The manager sent none: the workspace's requests are the sender's, not every colleague's.
    expect((await exportOf(cast.team.manager)).data.chatRequests).toEqual([]);
  });

  it('gives the blocks the user made, and no one else the block', async () => {
    const creator = await createCreator(t, 'Noor', 'Saeed');
    const direct = await directThread(creator, 'Hello Noor');
    expect((await call(t, creator, 'POST', `/api/conversations/${direct}/block`, {})).status).toBe(200);
    const { workspaceId } = (await findMembership(t.deps.database.db, cast.team.owner.id))!;
    expect((await exportOf(creator)).data.blocks).toEqual([
      {
        id: expect.any(String),
        blockerWorkspaceId: null,
        blockedUserId: null,
        blockedWorkspaceId: workspaceId,
        createdAt: expect.any(String),
      },
    ]);
    expect((await exportOf(cast.team.owner)).data.blocks).toEqual([]);
    expect((await exportOf(omar)).data.blocks).toEqual([]);
  });

  it('gives verification requests, reports filed and the share link to their owner only', async () => {
    const layla = await createCreator(t, 'Layla', 'Eats');
    const verification = await requestAs(t, layla, creatorRequest({ claimedFollowers: 48_200 }));
    const reported = await t.request('/api/content-reports', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.77',
        cookie: layla.cookie,
      },
      body: JSON.stringify({
        targetType: 'campaign',
        targetId: cast.campaignId,
        reason: 'other',
        details: 'Layla thinks this is off',
      }),
    });
    expect(reported.status).toBe(201);
    expect((await call(t, layla, 'POST', '/api/share-link')).status).toBe(201);

    const { data } = await exportOf(layla);
    expect(data.verificationRequests).toEqual([
      expect.objectContaining({
        id: verification.id,
        platform: 'instagram',
        claimedFollowers: 48_200,
        status: 'pending',
      }),
    ]);
    expect(data.verificationRequests[0]).not.toHaveProperty('reviewedBy');
    expect(data.reportsFiled).toEqual([
      expect.objectContaining({
        targetType: 'campaign',
        targetId: cast.campaignId,
        reason: 'other',
        details: 'Layla thinks this is off',
        status: 'open',
      }),
    ]);
    expect(data.shareLink).toMatchObject({ shareCode: expect.any(String), isActive: true, viewCount: 0 });

    const other = (await exportOf(cast.otherCreator)).data;
    expect(other.verificationRequests).toEqual([]);
    expect(other.reportsFiled).toEqual([]);
    expect(other.shareLink).toBeNull();
  });

  it("gives workspace membership and the person's own activity lines, not a colleague's", async () => {
    const db = t.deps.database.db;
    const { workspaceId } = (await findMembership(db, cast.team.owner.id))!;
    await recordActivity(db, {
      workspaceId,
      actorId: cast.team.manager.id,
      action: 'campaign_updated',
      subject: 'Manager tweak',
    });
    const manager = (await exportOf(cast.team.manager)).data;
    expect(manager.workspaceMemberships).toEqual([
      { workspaceId, role: 'manager', brandProfileIds: [], joinedAt: expect.any(String) },
    ]);
    expect(manager.workspaceActivity).toEqual([
      {
        id: expect.any(String),
        workspaceId,
        action: 'campaign_updated',
        subject: 'Manager tweak',
        createdAt: expect.any(String),
      },
    ]);
    const member = (await exportOf(cast.team.member)).data;
    expect(member.workspaceMemberships).toEqual([
      expect.objectContaining({ role: 'member', brandProfileIds: [cast.team.outlet.id] }),
    ]);
    const owner = await exportOf(cast.team.owner);
    expect(owner.data.workspaceMemberships).toEqual([
      expect.objectContaining({ workspaceId, role: 'owner' }),
    ]);
    expect(owner.text).not.toContain('Manager tweak');
    expect((await exportOf(cast.creator)).data.workspaceMemberships).toEqual([]);
  });

  it('gives the consent history with subject, version, choice, source and time, newest first', async () => {
    // A member made without the sign-up's records: this test writes them itself.
    const creator = await createTestUser(t, { firstName: 'Mariam', lastName: 'Ali', acceptedTerms: false });
    const db = t.deps.database.db;
    await recordLegalAcceptance(db, creator.id, 'sign_up');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordConsent(db, {
      userId: creator.id,
      subject: 'marketing_emails',
      granted: true,
      source: 'settings',
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await recordConsent(db, {
      userId: creator.id,
      subject: 'marketing_emails',
      granted: false,
      source: 'unsubscribe_link',
    });
    const { data } = await exportOf(creator);
    expect(data.consents).toHaveLength(4);
    expect(data.consents.slice(0, 2)).toEqual([
      {
        subject: 'marketing_emails',
        version: null,
        granted: false,
        source: 'unsubscribe_link',
        recordedAt: expect.any(String),
      },
      {
        subject: 'marketing_emails',
        version: null,
        granted: true,
        source: 'settings',
        recordedAt: expect.any(String),
      },
    ]);
    expect(
      data.consents
        .slice(2)
        .map((record: { subject: string }) => record.subject)
        .sort(),
    ).toEqual(['privacy', 'terms']);
    expect(data.consents[2]).toMatchObject({ granted: true, source: 'sign_up', version: expect.any(String) });
    // Mariam's choices are hers: another member's export holds only that member's sign-up.
    const others = (await exportOf(cast.creator)).data.consents;
    expect(others.map((record: { subject: string }) => record.subject).sort()).toEqual(['privacy', 'terms']);
  });
});
