import { APPLICATION_MESSAGES, type MyApplication, type Representation } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  brandView,
  brandWithCampaign,
  createCreator,
  myApplications,
  negotiation,
  notificationsOf,
  send,
} from './applications.fixtures';

// Withdrawing a pending application (issue 13, ADR 0039).

let t: TestApp;
let brand: TestUser;
let campaignId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' }));
});
afterAll(() => t.close());

const withdraw = (user: TestUser | undefined, id: string) =>
  send(t, 'POST', `/api/applications/${id}/withdraw`, user);

const applicationsCount = async () => {
  const [row] = await t.deps.database.db
    .select({ count: campaigns.applicationsCount })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!.count;
};

describe('POST /api/applications/:id/withdraw', () => {
  it('withdraws the creator’s pending negotiation, closes it and tells the brand', async () => {
    const creator = await createCreator(t, 'Nour', 'Saleh');
    const application = await applyAs(t, creator, negotiation(campaignId));
    expect(application.actions.canWithdraw).toBe(true);
    const before = await applicationsCount();

    const response = await withdraw(creator, application.id);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { application: MyApplication; message: string };
    expect(body.message).toBe('Application withdrawn');
    expect(body.application).toMatchObject({
      id: application.id,
      status: 'withdrawn',
      negotiationStatus: 'rejected',
      awaiting: null,
      actions: { negotiation: [], canWithdraw: false },
    });
    expect(await applicationsCount()).toBe(before - 1);
    const [mine] = await myApplications(t, creator);
    expect(mine).toMatchObject({ id: application.id, status: 'withdrawn' });

    // The brand's dialog no longer lists it; the brand got a notice that opens the dialog.
    const view = await brandView(t, brand, campaignId);
    expect(view.applications.map((entry) => entry.id)).not.toContain(application.id);
    const [notice] = await notificationsOf(t, brand);
    expect(notice).toMatchObject({
      type: 'application_received',
      title: 'Application withdrawn',
      message: 'Nour Saleh withdrew their application to "Summer Coffee Launch".',
      link: `/dashboard?tab=campaigns&applications=${campaignId}&applicationsTab=pending`,
    });
    // The brand can no longer act on it.
    const accept = await send(t, 'POST', `/api/applications/${application.id}/negotiation/accept`, brand);
    expect(accept.status).toBe(409);
  });

  it('refuses a second withdrawal and a decided application with 409', async () => {
    const creator = await createCreator(t, 'Omar', 'Khaled');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await withdraw(creator, application.id)).status).toBe(200);
    const again = await withdraw(creator, application.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(APPLICATION_MESSAGES.notWithdrawable);

    const approvedOne = await createCreator(t, 'Rana', 'Issa');
    const approved = await applyAs(t, approvedOne, { type: 'direct', campaignId });
    expect((await send(t, 'POST', `/api/applications/${approved.id}/approve`, brand)).status).toBe(200);
    const refused = await withdraw(approvedOne, approved.id);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toBe(APPLICATION_MESSAGES.notWithdrawable);
    const [mine] = await myApplications(t, approvedOne);
    expect(mine).toMatchObject({ status: 'approved', actions: { canWithdraw: false } });
  });

  it('refuses the signed-out (401), the brand (403), another creator (404) and a bad id (400)', async () => {
    const creator = await createCreator(t, 'Sami', 'Aziz');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await withdraw(undefined, application.id)).status).toBe(401);
    expect((await withdraw(brand, application.id)).status).toBe(403);
    const other = await createCreator(t, 'Other', 'Creator');
    const foreign = await withdraw(other, application.id);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(APPLICATION_MESSAGES.notFound);
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Not', lastName: 'Theirs' });
    expect((await withdraw(agent, application.id)).status).toBe(404);
    expect((await withdraw(creator, 'not-a-uuid')).status).toBe(400);
    const [mine] = await myApplications(t, creator);
    expect(mine).toMatchObject({ status: 'pending' });
  });

  it('lets the agent representing the creator withdraw, and tells the brand', async () => {
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const creator = await createCreator(t, 'Dana', 'Fares');
    const sent = await send(t, 'POST', '/api/agents/representations', agent, { creatorEmail: creator.email });
    const id = ((await sent.json()).representation as Representation).id;
    expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, creator)).status).toBe(200);
    const application = await applyAs(t, agent, { type: 'direct', campaignId, creatorId: creator.id });

    const response = await withdraw(agent, application.id);
    expect(response.status).toBe(200);
    expect((await response.json()).application).toMatchObject({ status: 'withdrawn' });
    const [notice] = await notificationsOf(t, brand);
    expect(notice).toMatchObject({ title: 'Application withdrawn' });
  });
});
