import {
  APPLICATION_EVENTS,
  APPLICATION_MESSAGES,
  CREATOR_RECENT_APPLICATIONS,
  DIRECT_APPLICATION_PITCH,
  type MyApplication,
  type MyApplicationList,
  type RecentActivityItem,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplications, campaigns } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  applyAs,
  brandWithCampaign,
  connectEvents,
  createCreator,
  myApplications,
  negotiation,
  notificationsOf,
  send,
} from './applications.fixtures';
import { applyToCampaign } from './apply-to-campaign';

let t: TestApp;
let brand: TestUser;
let campaignId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' }));
});
afterAll(() => t.close());

const rowsFor = (creatorId: string, id = campaignId) =>
  t.deps.database.db
    .select()
    .from(campaignApplications)
    .where(eq(campaignApplications.creatorId, creatorId))
    .then((rows) => rows.filter((row) => row.campaignId === id));

const applicationsCount = async (id: string) => {
  const [row] = await t.deps.database.db
    .select({ count: campaigns.applicationsCount })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row!.count;
};

describe('POST /api/applications', () => {
  it('submits a direct application with the fixed pitch, counts it and tells the brand', async () => {
    const creator = await createCreator(t, 'Lina', 'Haddad');
    const brandStream = await connectEvents(t, brand);
    const before = await applicationsCount(campaignId);

    const response = await send(t, 'POST', '/api/applications', creator, { type: 'direct', campaignId });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Application Submitted!');
    expect(body.application).toMatchObject({
      campaignId,
      status: 'pending',
      applicationType: 'standard',
      negotiationStatus: 'none',
      pitch: DIRECT_APPLICATION_PITCH,
      quotedRate: null,
      offers: [],
      campaign: { id: campaignId, title: 'Summer Coffee Launch', status: 'active', campaignType: 'content' },
      creator: { id: creator.id, name: 'Lina Haddad' },
    });
    expect(await applicationsCount(campaignId)).toBe(before + 1);

    const event = await brandStream.nextEvent(APPLICATION_EVENTS.changed);
    expect(event.data).toMatchObject({ applicationId: body.application.id, campaignId, change: 'created' });
    await brandStream.close();

    const [notice] = await notificationsOf(t, brand);
    expect(notice).toMatchObject({
      type: 'application_received',
      title: 'New application',
      message: 'Lina Haddad applied to "Summer Coffee Launch".',
      link: `/dashboard?tab=campaigns&applications=${campaignId}&applicationsTab=pending`,
    });

    const dashboard = await (await send(t, 'GET', '/api/campaigns/dashboard', brand)).json();
    const item = dashboard.recentActivity.find((entry: RecentActivityItem) => entry.kind === 'application');
    expect(item).toMatchObject({
      id: body.application.id,
      campaignId,
      title: 'Lina Haddad · Summer Coffee Launch',
      status: 'pending',
    });
  });

  it('sends a negotiation with the proposal as round 1 of the history', async () => {
    const creator = await createCreator(t);
    const response = await send(t, 'POST', '/api/applications', creator, {
      ...negotiation(campaignId),
      pitch: '  Reels every morning  ',
      proposedRate: '1250.5',
      deliverables: '2 reels, 3 stories',
    });
    expect(response.status).toBe(201);
    const { application, message } = await response.json();
    expect(message).toBe('Negotiation Request Sent!');
    expect(application).toMatchObject({
      applicationType: 'negotiation',
      negotiationStatus: 'requested',
      pitch: 'Reels every morning',
      quotedRate: 1250.5,
      initialProposal: { proposedRate: 1250.5, deliverables: '2 reels, 3 stories', message: null },
      latestCounterOffer: null,
      awaiting: 'brand',
      actions: { negotiation: [] },
    });
    expect(application.offers).toMatchObject([
      { round: 1, madeBy: 'creator', amount: 1250.5, isByAgent: false },
    ]);
    const [notice] = await notificationsOf(t, brand);
    expect(notice).toMatchObject({
      title: 'New negotiation request',
      message: expect.stringContaining('AED 1,250.50'),
    });
  });

  it('refuses a missing pitch or rate and a rate that is not above 0, with field messages', async () => {
    const creator = await createCreator(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ pitch: '   ' }, { pitch: [APPLICATION_MESSAGES.requiredFieldsMissing] }],
      [{ proposedRate: '' }, { proposedRate: [APPLICATION_MESSAGES.requiredFieldsMissing] }],
      [
        { proposedRate: undefined, pitch: undefined },
        {
          pitch: [APPLICATION_MESSAGES.requiredFieldsMissing],
          proposedRate: [APPLICATION_MESSAGES.requiredFieldsMissing],
        },
      ],
      [{ proposedRate: 0 }, { proposedRate: ['Please enter a valid rate amount.'] }],
      [{ proposedRate: -5 }, { proposedRate: ['Please enter a valid rate amount.'] }],
      [{ proposedRate: 'abc' }, { proposedRate: ['Please enter a valid rate amount.'] }],
      [{ proposedRate: true }, { proposedRate: ['Please enter a valid rate amount.'] }],
    ];
    for (const [change, fields] of cases) {
      const response = await send(t, 'POST', '/api/applications', creator, {
        ...negotiation(campaignId),
        ...change,
      });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await response.json()).error.fields).toEqual(fields);
    }
    const bad = await send(t, 'POST', '/api/applications', creator, { type: 'maybe', campaignId });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('type');
    expect(await rowsFor(creator.id)).toHaveLength(0);
  });

  it('takes one application per creator and campaign', async () => {
    const creator = await createCreator(t);
    await applyAs(t, creator, { type: 'direct', campaignId });
    const again = await send(t, 'POST', '/api/applications', creator, negotiation(campaignId));
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('You have already applied to this campaign');
    expect(await rowsFor(creator.id)).toHaveLength(1);
  });

  it('keeps one application when the same creator applies 10 times at once', async () => {
    const creator = await createCreator(t);
    const { campaignId: fresh } = await brandWithCampaign(t);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        send(
          t,
          'POST',
          '/api/applications',
          creator,
          index % 2 ? negotiation(fresh) : { type: 'direct', campaignId: fresh },
        ),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await rowsFor(creator.id, fresh)).toHaveLength(1);
    expect(await applicationsCount(fresh)).toBe(1);
  });

  it('refuses paused and closed campaigns with their notice', async () => {
    const creator = await createCreator(t);
    for (const [status, message] of [
      ['paused', 'Campaign paused - not accepting applications'],
      ['closed', 'Campaign closed - not accepting applications'],
    ] as const) {
      const campaign = await createCampaignAs(t, brand);
      await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, { status });
      const response = await send(t, 'POST', '/api/applications', creator, {
        type: 'direct',
        campaignId: campaign.id,
      });
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe(message);
    }
  });

  it('refuses an application when the campaign is paused between the first check and the insert', async () => {
    const creator = await createCreator(t);
    const campaign = await createCampaignAs(t, brand);
    const { db } = t.deps.database;
    // The brand's pause commits after applyToCampaign has read the campaign as active.
    const racingDb = new Proxy(db, {
      get(target, property) {
        if (property === 'transaction') {
          return async (...args: Parameters<typeof db.transaction>) => {
            const paused = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
              status: 'paused',
            });
            expect(paused.status).toBe(200);
            return db.transaction(...args);
          };
        }
        const value = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const deps = { ...t.deps, database: { ...t.deps.database, db: racingDb } };
    await expect(
      applyToCampaign(
        deps,
        { userId: creator.id, userType: 'creator' },
        { type: 'direct', campaignId: campaign.id, message: null },
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Campaign paused - not accepting applications' });
    expect(await rowsFor(creator.id, campaign.id)).toHaveLength(0);
    expect(await applicationsCount(campaign.id)).toBe(0);
  });

  it('keeps applications and a concurrent pause consistent: none arrives after the pause', async () => {
    const campaign = await createCampaignAs(t, brand);
    const creators = await Promise.all(Array.from({ length: 6 }, () => createCreator(t)));
    const [pause, ...applies] = await Promise.all([
      send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, { status: 'paused' }),
      ...creators.map((creator) =>
        send(t, 'POST', '/api/applications', creator, { type: 'direct', campaignId: campaign.id }),
      ),
    ]);
    expect(pause!.status).toBe(200);
    const accepted = applies.filter((response) => response.status === 201).length;
    for (const response of applies.filter((candidate) => candidate.status !== 201)) {
      expect(response.status).toBe(409);
      expect((await response.json()).error.message).toBe('Campaign paused - not accepting applications');
    }
    const rows = await t.deps.database.db
      .select()
      .from(campaignApplications)
      .where(eq(campaignApplications.campaignId, campaign.id));
    expect(rows).toHaveLength(accepted);
    expect(await applicationsCount(campaign.id)).toBe(accepted);
    const late = await send(t, 'POST', '/api/applications', await createCreator(t), {
      type: 'direct',
      campaignId: campaign.id,
    });
    expect(late.status).toBe(409);
  });

  it('is for signed-in creators: visitors are asked to log in, brands and admins refused', async () => {
    const visitor = await send(t, 'POST', '/api/applications', undefined, { type: 'direct', campaignId });
    expect(visitor.status).toBe(401);
    expect((await visitor.json()).error.message).toBe('Please log in to apply');
    const admin = await createTestUser(t, { userType: 'admin' });
    for (const user of [brand, admin]) {
      expect((await send(t, 'POST', '/api/applications', user, { type: 'direct', campaignId })).status).toBe(
        403,
      );
    }
  });

  it('answers 404 for an unknown campaign or another brand’s private one', async () => {
    const creator = await createCreator(t);
    const unknown = await send(t, 'POST', '/api/applications', creator, {
      type: 'direct',
      campaignId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(404);
    const hidden = await createCampaignAs(t, brand, { visibility: 'private' });
    const response = await send(t, 'POST', '/api/applications', creator, {
      type: 'direct',
      campaignId: hidden.id,
    });
    expect(response.status).toBe(404);
  });

  it('does not let a creator apply for someone else', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const response = await send(t, 'POST', '/api/applications', creator, {
      type: 'direct',
      campaignId,
      creatorId: other.id,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      creatorId: ['Only agents apply on behalf of a creator'],
    });
    expect(await rowsFor(other.id)).toHaveLength(0);
  });
});

describe('GET /api/applications/mine', () => {
  it('lists only the creator’s own applications, newest first, honouring the limit', async () => {
    const creator = await createCreator(t);
    const other = await createCreator(t);
    const { campaignId: second } = await brandWithCampaign(t, {}, { title: 'Autumn Tea' });
    await applyAs(t, creator, { type: 'direct', campaignId });
    await applyAs(t, creator, negotiation(second));
    await applyAs(t, other, { type: 'direct', campaignId });

    const mine = await myApplications(t, creator);
    expect(mine.map((application) => application.campaign.title)).toEqual([
      'Autumn Tea',
      'Summer Coffee Launch',
    ]);
    expect(mine[1]!.campaign.brand).toMatchObject({ name: 'Test Brand Co.' });
    const limited = await (await send(t, 'GET', '/api/applications/mine?limit=1', creator)).json();
    expect(limited.applications).toHaveLength(1);
    expect((await send(t, 'GET', '/api/applications/mine?limit=0', creator)).status).toBe(400);
  });

  it('pages by cursor, newest first, with the counts of all applications on every page', async () => {
    const creator = await createCreator(t);
    const ids: string[] = [];
    for (let index = 1; index <= 5; index++) {
      const campaign = await createCampaignAs(t, brand, { title: `Paged ${index}` });
      ids.unshift((await applyAs(t, creator, { type: 'direct', campaignId: campaign.id })).id);
    }
    await send(t, 'POST', `/api/applications/${ids[0]}/approve`, brand);
    await send(t, 'POST', `/api/applications/${ids[1]}/reject`, brand);

    const pages: MyApplicationList[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const response = await send(t, 'GET', `/api/applications/mine?limit=2${query}`, creator);
      expect(response.status).toBe(200);
      const page = (await response.json()) as MyApplicationList;
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages.map((page) => page.applications.map((application) => application.id))).toEqual([
      ids.slice(0, 2),
      ids.slice(2, 4),
      ids.slice(4),
    ]);
    for (const page of pages) {
      expect(page.counts).toEqual({ total: 5, pending: 3, approved: 1, rejected: 1 });
    }

    const bad = await send(t, 'GET', '/api/applications/mine?cursor=not-a-cursor', creator);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ cursor: ['Invalid cursor'] });
    const stranger = await createCreator(t);
    expect(await (await send(t, 'GET', '/api/applications/mine', stranger)).json()).toEqual({
      applications: [],
      nextCursor: null,
      counts: { total: 0, pending: 0, approved: 0, rejected: 0 },
    });
  });

  it('gives the creator home the newest 5 of 6 applications', async () => {
    const creator = await createCreator(t);
    const titles: string[] = [];
    for (let index = 1; index <= 6; index++) {
      const campaign = await createCampaignAs(t, brand, { title: `Recent ${index}` });
      await applyAs(t, creator, { type: 'direct', campaignId: campaign.id });
      titles.unshift(`Recent ${index}`);
    }
    const response = await send(
      t,
      'GET',
      `/api/applications/mine?limit=${CREATOR_RECENT_APPLICATIONS}`,
      creator,
    );
    const { applications } = (await response.json()) as { applications: MyApplication[] };
    expect(applications.map((application) => application.campaign.title)).toEqual(titles.slice(0, 5));
  });

  it('is for creators and agents', async () => {
    expect((await send(t, 'GET', '/api/applications/mine', brand)).status).toBe(403);
    expect((await send(t, 'GET', '/api/applications/mine')).status).toBe(401);
  });
});
