import { APPLICATION_EVENTS, approvalAffiliateCode, type BrandApplication } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, campaignApplications, campaigns, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import { giveSubscription } from '../../test/factories/brand';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
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
} from './applications.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

const activeCreators = async (campaignId: string) => {
  const [row] = await t.deps.database.db
    .select({ value: campaigns.activeCreators })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row!.value;
};

const codesOf = (creatorId: string) =>
  t.deps.database.db.select().from(affiliateCodes).where(eq(affiliateCodes.creatorId, creatorId));

describe('the Applications dialog', () => {
  it('lists the campaign’s applications with creator details, counts per status and the New flag', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const sara = await createCreator(t, 'Sara', 'Ahmed');
    await t.deps.database.db
      .update(profiles)
      .set({
        bio: 'Coffee and mornings',
        location: 'Dubai',
        contentCategories: ['food'],
        followerCounts: { instagram: 12000, tiktok: 3400 },
        socialPlatforms: { instagram: '@sara.sips' },
        engagementRate: 4.7,
        ratePerPost: 900,
      })
      .where(eq(profiles.id, sara.id));
    const omar = await createCreator(t, 'Omar', 'Khan');
    await applyAs(t, sara, negotiation(campaignId));
    const omars = await applyAs(t, omar, { type: 'direct', campaignId });
    await send(t, 'POST', `/api/applications/${omars.id}/reject`, brand);

    const view = await brandView(t, brand, campaignId);
    expect(view.counts).toEqual({ total: 2, pending: 1, approved: 0, rejected: 1 });
    const saras = view.applications.find((application) => application.applicant.id === sara.id)!;
    expect(saras).toMatchObject({
      isViewed: false,
      status: 'pending',
      quotedRate: 1500,
      pitch: 'I film coffee reels',
      submittedByAgent: false,
      agent: null,
      actions: { decisions: ['approve', 'reject'], negotiation: ['accept', 'counter', 'reject'] },
      applicant: {
        name: 'Sara Ahmed',
        niche: 'Food',
        bio: 'Coffee and mornings',
        location: 'Dubai',
        followers: { instagram: 12000, tiktok: 3400, youtube: null },
        handles: { instagram: 'sara.sips', tiktok: null, youtube: null },
        engagementRate: 4.7,
        ratePerPost: 900,
        isProfileHidden: false,
      },
    });
  });

  it('hides bio, location and handles of a creator whose profile is private', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t);
    await t.deps.database.db
      .update(profiles)
      .set({ bio: 'Private bio', location: 'Abu Dhabi', followerCounts: { youtube: 900 } })
      .where(eq(profiles.id, creator.id));
    const privacy = await send(t, 'PUT', '/api/settings/privacy', creator, { profileVisibility: 'private' });
    expect(privacy.status).toBe(200);
    await applyAs(t, creator, { type: 'direct', campaignId });
    const [application] = (await brandView(t, brand, campaignId)).applications;
    expect(application!.applicant).toMatchObject({
      name: 'Sara Ahmed',
      bio: null,
      location: null,
      handles: { instagram: null, tiktok: null, youtube: null },
      followers: { youtube: 900 },
      isProfileHidden: true,
    });
  });

  it('marks unviewed applications viewed when the dialog opens', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    await applyAs(t, await createCreator(t), { type: 'direct', campaignId });
    await applyAs(t, await createCreator(t), { type: 'direct', campaignId });
    const first = await send(t, 'POST', `/api/applications/campaigns/${campaignId}/viewed`, brand);
    expect(await first.json()).toEqual({ updated: 2 });
    expect((await brandView(t, brand, campaignId)).applications.every((a) => a.isViewed)).toBe(true);
    expect(
      await (await send(t, 'POST', `/api/applications/campaigns/${campaignId}/viewed`, brand)).json(),
    ).toEqual({
      updated: 0,
    });
  });
});

describe('approve and reject', () => {
  it('approves a pending application: creator told live and by e-mail, code made, creator counted', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    await t.deps.database.db
      .update(profiles)
      .set({ websiteUrl: 'https://brand.example' })
      .where(eq(profiles.id, brand.id));
    const creator = await createCreator(t, 'Maya', 'Saleh');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const stream = await connectEvents(t, creator);

    const response = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe(
      'Application approved successfully. The creator has been notified and an affiliate code was created for them.',
    );
    expect(body.application).toMatchObject({
      status: 'approved',
      actions: { decisions: [], negotiation: [] },
    });

    const event = await stream.nextEvent(APPLICATION_EVENTS.changed);
    expect(event.data).toEqual({
      applicationId: application.id,
      campaignId,
      change: 'approved',
      status: 'approved',
      negotiationStatus: 'none',
    });
    await stream.close();

    const [code] = await codesOf(creator.id);
    expect(code).toMatchObject({
      code: approvalAffiliateCode('Summer Coffee Launch', creator.id),
      brandId: brand.id,
      campaignId,
      brandUrl: 'https://brand.example',
      isExternal: false,
      status: 'active',
    });
    expect(code!.code).toMatch(/^SUM[A-Z0-9]{1,8}$/);
    expect(code!.expiresAt!.getTime() - code!.createdAt.getTime()).toBe(365 * DAY_MS);

    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      type: 'application_accepted',
      title: 'Application approved',
      message: `Test Brand Co. approved your application to "Summer Coffee Launch". Your affiliate code is ${code!.code}.`,
      link: '/my-applications?tab=approved',
    });
    await waitForMail(t, creator.email, { subject: 'Application approved' });
    expect(await activeCreators(campaignId)).toBe(1);
    const [mine] = await myApplications(t, creator);
    expect(mine).toMatchObject({ status: 'approved' });
  });

  it('creates the code for a brand without codes, and gives a code the brand already uses a suffix', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const second = await createCampaignAs(t, brand, { title: 'Summertime Tea' });
    const creator = await createCreator(t);
    const first = await applyAs(t, creator, { type: 'direct', campaignId });
    const other = await applyAs(t, creator, { type: 'direct', campaignId: second.id });
    expect(await codesOf(creator.id)).toHaveLength(0);

    expect((await send(t, 'POST', `/api/applications/${first.id}/approve`, brand)).status).toBe(200);
    expect((await send(t, 'POST', `/api/applications/${other.id}/approve`, brand)).status).toBe(200);
    const base = approvalAffiliateCode('Summer Coffee Launch', creator.id);
    const codes = (await codesOf(creator.id)).map((row) => row.code).sort();
    expect(codes).toEqual([base, `${base}2`]);
  });

  it('rejects a pending application and tells the creator; decided ones answer 409', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const response = await send(t, 'POST', `/api/applications/${application.id}/reject`, brand);
    expect(response.status).toBe(200);
    expect((await response.json()).message).toBe(
      'Application rejected successfully. The creator has been notified.',
    );
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({ type: 'application_rejected', title: 'Application rejected' });

    for (const action of ['approve', 'reject']) {
      const again = await send(t, 'POST', `/api/applications/${application.id}/${action}`, brand);
      expect(again.status).toBe(409);
      expect((await again.json()).error.message).toBe(
        'Only pending applications can be approved or rejected',
      );
    }
    expect(await codesOf(creator.id)).toHaveLength(0);
  });
});

describe('the plan’s max creators per campaign', () => {
  it('approves up to the basic plan’s 2 creators, then refuses with 403', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'basic' });
    const applications = [];
    for (let index = 0; index < 3; index++) {
      applications.push(await applyAs(t, await createCreator(t), { type: 'direct', campaignId }));
    }
    for (const application of applications.slice(0, 2)) {
      expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
    }
    const third = await send(t, 'POST', `/api/applications/${applications[2]!.id}/approve`, brand);
    expect(third.status).toBe(403);
    expect((await third.json()).error.message).toBe(
      "This campaign has reached your plan's limit of 2 creators. Upgrade your plan to approve more creators.",
    );
    expect(await activeCreators(campaignId)).toBe(2);
    const view = await brandView(t, brand, campaignId);
    expect(view.counts).toMatchObject({ pending: 1, approved: 2 });
    // A rejection frees nothing and is still possible.
    expect((await send(t, 'POST', `/api/applications/${applications[2]!.id}/reject`, brand)).status).toBe(
      200,
    );
  });

  it('holds under 7 concurrent approvals (the limit + 5): exactly 2 pass', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'basic' });
    const applications = [];
    for (let index = 0; index < 7; index++) {
      applications.push(await applyAs(t, await createCreator(t), { type: 'direct', campaignId }));
    }
    const responses = await Promise.all(
      applications.map((application) =>
        send(t, 'POST', `/api/applications/${application.id}/approve`, brand),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403, 403]);
    const approved = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.campaignId, campaignId))
      .then((rows) => rows.filter((row) => row.status === 'approved'));
    expect(approved).toHaveLength(2);
    expect(await activeCreators(campaignId)).toBe(2);
    const codes = await t.deps.database.db
      .select()
      .from(affiliateCodes)
      .where(eq(affiliateCodes.campaignId, campaignId));
    expect(codes).toHaveLength(2);
  });

  it('holds when the approval comes from accepting a proposal: 403 at the limit, no code', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'basic' });
    const direct = [];
    for (let index = 0; index < 2; index++) {
      direct.push(await applyAs(t, await createCreator(t), { type: 'direct', campaignId }));
    }
    const negotiator = await createCreator(t);
    const proposal = await applyAs(t, negotiator, negotiation(campaignId));
    for (const application of direct) {
      expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
    }

    const accept = await send(t, 'POST', `/api/applications/${proposal.id}/negotiation/accept`, brand);
    expect(accept.status).toBe(403);
    expect((await accept.json()).error.message).toBe(
      "This campaign has reached your plan's limit of 2 creators. Upgrade your plan to approve more creators.",
    );
    const [row] = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.id, proposal.id));
    expect(row).toMatchObject({ status: 'pending', negotiationStatus: 'requested', agreedRate: null });
    expect(await codesOf(negotiator.id)).toHaveLength(0);
    expect(await activeCreators(campaignId)).toBe(2);
    expect(await notificationsOf(t, negotiator)).toEqual([]);
    // The creator's side still sees the proposal waiting for the brand.
    const [mine] = await myApplications(t, negotiator);
    expect(mine).toMatchObject({ status: 'pending', awaiting: 'brand' });
  });

  it('holds under 7 concurrent approvals and proposal accepts mixed: exactly 2 pass', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'basic' });
    const attempts: { id: string; path: string }[] = [];
    for (let index = 0; index < 7; index++) {
      const isProposal = index % 2 === 0;
      const application = await applyAs(
        t,
        await createCreator(t),
        isProposal ? negotiation(campaignId) : { type: 'direct', campaignId },
      );
      attempts.push({
        id: application.id,
        path: `/api/applications/${application.id}/${isProposal ? 'negotiation/accept' : 'approve'}`,
      });
    }
    const responses = await Promise.all(attempts.map(({ path }) => send(t, 'POST', path, brand)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 403, 403, 403, 403, 403]);
    const rows = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.campaignId, campaignId));
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(2);
    expect(rows.filter((row) => row.status === 'pending')).toHaveLength(5);
    expect(await activeCreators(campaignId)).toBe(2);
    const codes = await t.deps.database.db
      .select()
      .from(affiliateCodes)
      .where(eq(affiliateCodes.campaignId, campaignId));
    expect(codes).toHaveLength(2);
  });

  it('lets a brand without an active plan approve nobody', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const application = await applyAs(t, await createCreator(t), { type: 'direct', campaignId });
    await giveSubscription(t, brand.id, { status: 'expired', paidUntil: new Date(Date.now() - DAY_MS) });
    const response = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toContain('limit of 0 creators');
  });
});

describe('who may see and decide', () => {
  it('answers another brand 404, a creator 403 and a visitor 401 on every brand route', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const otherBrand = (await brandWithCampaign(t)).brand;
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, negotiation(campaignId));
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/applications/campaigns/${campaignId}`],
      ['POST', `/api/applications/campaigns/${campaignId}/viewed`],
      ['GET', `/api/applications/${application.id}`],
      ['POST', `/api/applications/${application.id}/approve`],
      ['POST', `/api/applications/${application.id}/reject`],
      ['POST', `/api/applications/${application.id}/negotiation/accept`],
      ['POST', `/api/applications/${application.id}/negotiation/counter`, { amount: 900 }],
      ['POST', `/api/applications/${application.id}/negotiation/reject`],
    ];
    for (const [method, path, body] of routes) {
      const response = await send(t, method, path, otherBrand, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await send(t, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
    }
    for (const [method, path, body] of routes
      .slice(0, 5)
      .filter(([, path]) => !path.endsWith(application.id))) {
      expect((await send(t, method, path, creator, body)).status, `${method} ${path}`).toBe(403);
    }
    for (const action of ['approve', 'reject']) {
      expect((await send(t, 'POST', `/api/applications/${application.id}/${action}`, creator)).status).toBe(
        403,
      );
    }
    const admin = await createTestUser(t, { userType: 'admin' });
    expect((await send(t, 'GET', `/api/applications/${application.id}`, admin)).status).toBe(403);

    const [row] = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.id, application.id));
    expect(row).toMatchObject({ status: 'pending', negotiationStatus: 'requested', viewedByBrand: false });
    const view = await brandView(t, brand, campaignId);
    expect(view.applications.map((a: BrandApplication) => a.id)).toEqual([application.id]);
  });

  it('answers 400 for ids that are not uuids', async () => {
    const { brand } = await brandWithCampaign(t);
    const response = await send(t, 'POST', '/api/applications/not-an-id/approve', brand);
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ id: ['Application not found'] });
  });
});
