import {
  AGENT_EVENTS,
  APPLICATION_MESSAGES,
  type BrandApplication,
  type Representation,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations, campaignApplications, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  connectEvents,
  createCreator,
  myApplications,
  negotiation,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';

let t: TestApp;
let agent: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
});
afterAll(() => t.close());

async function request(user: TestUser | undefined, creatorEmail: string, message?: string) {
  const response = await send(t, 'POST', '/api/agents/representations', user, { creatorEmail, message });
  return { status: response.status, body: await response.json() };
}

/** A creator who accepted the agent's request. */
async function representedCreator(first = 'Dana', last = 'Fares') {
  const creator = await createCreator(t, first, last);
  const sent = await request(agent, creator.email);
  const id = (sent.body.representation as Representation).id;
  expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, creator)).status).toBe(200);
  return { creator, representationId: id };
}

describe('representation requests', () => {
  it('reaches the creator by e-mail as an agent_request; the creator accepts and the agent is told', async () => {
    const creator = await createCreator(t, 'Dana', 'Fares');
    const stream = await connectEvents(t, creator);
    const sent = await request(agent, `  ${creator.email.toUpperCase()} `, 'Let me find you campaigns');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Representation request sent');
    const representation = sent.body.representation as Representation;
    expect(representation).toMatchObject({
      status: 'pending',
      message: 'Let me find you campaigns',
      agent: { id: agent.id, name: 'Rami Agent', email: agent.email, isVerified: false },
      creator: { id: creator.id, name: 'Dana Fares', email: creator.email },
    });
    expect((await stream.nextEvent(AGENT_EVENTS.representationChanged)).data).toEqual({
      representationId: representation.id,
      status: 'pending',
    });
    await stream.close();
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      type: 'agent_request',
      title: 'New agent request',
      message: 'Rami Agent would like to represent you on Partnerly. "Let me find you campaigns"',
      link: '/my-applications?tab=agents',
    });
    const listed = await (await send(t, 'GET', '/api/agents/representations', creator)).json();
    expect(listed.representations.map((r: Representation) => r.id)).toEqual([representation.id]);

    const accepted = await send(
      t,
      'POST',
      `/api/agents/representations/${representation.id}/accept`,
      creator,
    );
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({
      message: 'Agent request accepted',
      representation: { status: 'accepted' },
    });
    const [agentNotice] = await notificationsOf(t, agent);
    expect(agentNotice).toMatchObject({ type: 'agent_request_accepted', link: '/agent-dashboard' });
    const again = await send(t, 'POST', `/api/agents/representations/${representation.id}/decline`, creator);
    expect(again.status).toBe(409);
    expect((await request(agent, creator.email)).body.error.message).toBe(
      'You already represent this creator',
    );
  });

  it('refuses unknown e-mails, non-creators, repeats, and callers that are not agents', async () => {
    const brandOwner = (await brandWithCampaign(t)).brand;
    const unknown = await request(agent, 'nobody@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No creator account uses this e-mail');
    expect((await request(agent, brandOwner.email)).status).toBe(404);
    const bad = await request(agent, 'not-an-email');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ creatorEmail: ['Please enter a valid e-mail address'] });

    const creator = await createCreator(t);
    expect((await request(agent, creator.email)).status).toBe(201);
    const repeat = await request(agent, creator.email);
    expect(repeat.status).toBe(409);
    expect(repeat.body.error.message).toBe('You have already sent this creator a request');

    expect((await request(creator, creator.email)).status).toBe(403);
    expect((await request(brandOwner, creator.email)).status).toBe(403);
    expect((await request(undefined, creator.email)).status).toBe(401);
  });

  it('lets only the addressed creator answer, and a declined request be sent again', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const { body } = await request(agent, creator.email);
    const id = body.representation.id as string;
    expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, other)).status).toBe(404);
    expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, agent)).status).toBe(403);
    const declined = await send(t, 'POST', `/api/agents/representations/${id}/decline`, creator);
    expect(await declined.json()).toMatchObject({ representation: { status: 'declined' } });
    const [notice] = await notificationsOf(t, agent);
    expect(notice).toMatchObject({ type: 'agent_request_declined' });
    const resent = await request(agent, creator.email);
    expect(resent.status).toBe(201);
    expect(resent.body.representation).toMatchObject({ id, status: 'pending', respondedAt: null });
  });
});

describe('applying for a represented creator', () => {
  it('shows the brand "Submitted by agent" with the agent’s e-mail and verified flag', async () => {
    const { creator } = await representedCreator('Hala', 'Nasser');
    await t.deps.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, agent.id));
    const { brand, campaignId } = await brandWithCampaign(t);
    const application = await applyAs(t, agent, { ...negotiation(campaignId), creatorId: creator.id });
    expect(application).toMatchObject({
      creator: { id: creator.id, name: 'Hala Nasser' },
      submittedByAgent: true,
    });

    const [seen] = (await brandView(t, brand, campaignId)).applications as BrandApplication[];
    expect(seen).toMatchObject({
      submittedByAgent: true,
      agent: { id: agent.id, name: 'Rami Agent', email: agent.email, isVerified: true },
      applicant: { id: creator.id, name: 'Hala Nasser' },
    });
    expect(seen!.offers[0]).toMatchObject({ madeBy: 'creator', isByAgent: true });

    // The creator sees it too, and both the creator and the agent may answer the brand.
    const mine = await myApplications(t, creator);
    expect(mine.map((entry) => entry.id)).toEqual([application.id]);
    await send(t, 'POST', `/api/applications/${application.id}/negotiation/counter`, brand, { amount: 800 });
    const [agentNotice] = await notificationsOf(t, agent);
    expect(agentNotice).toMatchObject({
      type: 'negotiation_counter_offer',
      link: '/my-applications?tab=pending',
    });
    const [creatorNotice] = await notificationsOf(t, creator);
    expect(creatorNotice).toMatchObject({
      type: 'negotiation_counter_offer',
      link: '/my-applications?tab=pending',
    });

    const agentList = await myApplications(t, agent);
    expect(agentList.find((entry) => entry.id === application.id)).toMatchObject({
      actions: { negotiation: ['accept', 'counter', 'reject'] },
    });
    const counter = await send(t, 'POST', `/api/applications/${application.id}/negotiation/counter`, agent, {
      amount: 1000,
    });
    expect(counter.status).toBe(200);
    expect((await counter.json()).application.offers.at(-1)).toMatchObject({ amount: 1000, isByAgent: true });
  });

  it('refuses a creator the agent does not represent, and an agent without a creator', async () => {
    const { campaignId } = await brandWithCampaign(t);
    const stranger = await createCreator(t);
    const response = await send(t, 'POST', '/api/applications', agent, {
      type: 'direct',
      campaignId,
      creatorId: stranger.id,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(APPLICATION_MESSAGES.creatorNotRepresented);
    const missing = await send(t, 'POST', '/api/applications', agent, { type: 'direct', campaignId });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toEqual({ creatorId: ['Choose the creator you apply for'] });
    const rows = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.creatorId, stranger.id));
    expect(rows).toHaveLength(0);
  });

  it('loses access once the representation ends', async () => {
    const { creator, representationId } = await representedCreator();
    const { brand, campaignId } = await brandWithCampaign(t);
    const application = await applyAs(t, agent, { ...negotiation(campaignId), creatorId: creator.id });
    await send(t, 'POST', `/api/applications/${application.id}/negotiation/counter`, brand, { amount: 800 });

    const ended = await send(t, 'DELETE', `/api/agents/representations/${representationId}`, creator);
    expect(ended.status).toBe(204);
    const rows = await t.deps.database.db
      .select()
      .from(agentRepresentations)
      .where(eq(agentRepresentations.id, representationId));
    expect(rows).toHaveLength(0);
    expect((await send(t, 'GET', `/api/applications/${application.id}`, agent)).status).toBe(404);
    const accept = await send(t, 'POST', `/api/applications/${application.id}/negotiation/accept`, agent);
    expect(accept.status).toBe(404);
    expect((await myApplications(t, agent)).some((entry) => entry.id === application.id)).toBe(false);
    expect((await send(t, 'DELETE', `/api/agents/representations/${representationId}`, creator)).status).toBe(
      404,
    );
  });
});
