import type { Representation } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, type TestUser } from '../../test/users';
import {
  applyAs,
  createCreator,
  myApplications,
  negotiation,
  notificationsOf,
} from '../applications/applications.fixtures';
import { brandWithPlan, createCampaignAs, send } from './campaigns.fixtures';

// Issue 13 item 1: nothing agreed is ever silently lost when a brand deletes a campaign.

let t: TestApp;
let brand: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t, { planId: 'enterprise' });
});
afterAll(() => t.close());

const apply = (campaignId: string) => ({ type: 'direct', campaignId }) as const;

const exists = async (id: string) =>
  (await t.deps.database.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, id))).length >
  0;

async function preview(campaignId: string, user: TestUser = brand) {
  const response = await send(t, 'GET', `/api/campaigns/mine/${campaignId}/deletion`, user);
  return { status: response.status, body: await response.json() };
}

describe('a campaign with agreed work', () => {
  it('cannot be deleted, only closed: 409 with the reason, and the creator keeps her deal', async () => {
    const campaign = await createCampaignAs(t, brand, { title: 'Agreed Deal' });
    const creator = await createCreator(t, 'Lina', 'Haddad');
    const application = await applyAs(t, creator, apply(campaign.id));
    expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);

    expect((await preview(campaign.id)).body).toEqual({
      canDelete: false,
      committedApplications: 1,
      pendingApplicants: 0,
      summary:
        'This campaign cannot be deleted: 1 creator has approved or in-progress work on it. Close the campaign instead; their deals stay as agreed.',
    });
    const refused = await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toMatch(/cannot be deleted.*Close the campaign instead/);
    expect(await exists(campaign.id)).toBe(true);
    expect((await myApplications(t, creator)).map((item) => item.status)).toEqual(['approved']);

    const closed = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'closed',
    });
    expect(closed.status).toBe(200);
    expect((await myApplications(t, creator)).map((item) => item.status)).toEqual(['approved']);
  });

  it('counts an accepted negotiation awaiting approval as agreed work', async () => {
    const campaign = await createCampaignAs(t, brand, { title: 'Agreed Rate' });
    const creator = await createCreator(t, 'Omar', 'Saleh');
    const { id } = await applyAs(t, creator, negotiation(campaign.id, { proposedRate: 2000 }));
    const act = (user: TestUser, action: string, body?: unknown) =>
      send(t, 'POST', `/api/applications/${id}/negotiation/${action}`, user, body);
    expect((await act(brand, 'counter', { amount: 1200 })).status).toBe(200);
    expect((await act(creator, 'accept')).status).toBe(200);

    expect((await preview(campaign.id)).body).toMatchObject({ canDelete: false, committedApplications: 1 });
    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(409);
    expect(await myApplications(t, creator)).toHaveLength(1);
  });
});

describe('a campaign with only pending applications', () => {
  it('says who will be told, deletes, and tells each pending applicant in the bell and by e-mail', async () => {
    const campaign = await createCampaignAs(t, brand, { title: 'Withdrawn Launch' });
    const first = await createCreator(t, 'Maya', 'Khalil');
    const second = await createCreator(t, 'Rami', 'Nassar');
    const rejected = await createCreator(t, 'Dana', 'Fares');
    await applyAs(t, first, apply(campaign.id));
    await applyAs(t, second, negotiation(campaign.id));
    const declined = await applyAs(t, rejected, apply(campaign.id));
    expect((await send(t, 'POST', `/api/applications/${declined.id}/reject`, brand)).status).toBe(200);

    expect((await preview(campaign.id)).body).toEqual({
      canDelete: true,
      committedApplications: 0,
      pendingApplicants: 2,
      summary: '2 pending applicants will be told the campaign was withdrawn.',
    });
    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(204);
    expect(await exists(campaign.id)).toBe(false);

    for (const creator of [first, second]) {
      const [notice] = await notificationsOf(t, creator);
      expect(notice).toMatchObject({
        title: 'Campaign withdrawn',
        message:
          'The brand withdrew "Withdrawn Launch", so your application to it is closed. Nothing else is needed from you.',
        link: '/my-applications',
      });
      await waitForMail(t, creator.email, { subject: 'Campaign withdrawn: Withdrawn Launch' });
    }
    const rejectedNotices = await notificationsOf(t, rejected);
    expect(rejectedNotices.map((notice) => notice.title)).not.toContain('Campaign withdrawn');
  });

  it('tells the agent who submitted a pending application for a creator too', async () => {
    const campaign = await createCampaignAs(t, brand, { title: 'Agent Pitch' });
    const creator = await createCreator(t, 'Yara', 'Mansour');
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel' });
    const sent = await send(t, 'POST', '/api/agents/representations', agent, { creatorEmail: creator.email });
    const { id } = (await sent.json()).representation as Representation;
    expect((await send(t, 'POST', `/api/agents/representations/${id}/accept`, creator)).status).toBe(200);
    await applyAs(t, agent, negotiation(campaign.id, { creatorId: creator.id }));

    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(204);

    for (const user of [creator, agent]) {
      const notices = await notificationsOf(t, user);
      expect(notices.filter((notice) => notice.title === 'Campaign withdrawn')).toEqual([
        expect.objectContaining({
          message:
            'The brand withdrew "Agent Pitch", so your application to it is closed. Nothing else is needed from you.',
        }),
      ]);
      await waitForMail(t, user.email, { subject: 'Campaign withdrawn: Agent Pitch' });
    }
  });

  it('says nobody is affected when no one applied', async () => {
    const campaign = await createCampaignAs(t, brand);
    expect((await preview(campaign.id)).body).toMatchObject({
      canDelete: true,
      pendingApplicants: 0,
      summary: 'No one has applied yet. Creators will no longer see it.',
    });
  });
});

describe('the deletion preview', () => {
  it('is the owning brand’s only: 404 for another brand, 403 for a creator, 400 for a bad id', async () => {
    const campaign = await createCampaignAs(t, brand);
    const other = await brandWithPlan(t);
    expect((await preview(campaign.id, other)).status).toBe(404);
    expect((await preview(campaign.id, await createCreator(t))).status).toBe(403);
    expect((await send(t, 'GET', '/api/campaigns/mine/nope/deletion', brand)).status).toBe(400);
  });
});
