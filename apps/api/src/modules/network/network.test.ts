import { NETWORK_EVENTS, NETWORK_MESSAGES, WORKSPACE_MESSAGES } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteCreators, profiles, workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, connectEvents, createCreator } from '../applications/applications.fixtures';
import { brandWithPlan, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { approvedPayout } from '../submissions/results.fixtures';
import { addFavourite, networkIdsOf, networkOf, send } from './network.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
let creator: TestUser;
let agent: TestUser;
const db = () => t.deps.database.db;

const rowsOf = (workspaceId: string) =>
  db().select().from(favoriteCreators).where(eq(favoriteCreators.brandId, workspaceId));

beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t, { planId: 'enterprise' });
  otherBrand = await brandWithPlan(t, { planId: 'enterprise' });
  creator = await createCreator(t, 'Layla', 'Haddad');
  agent = await createTestUser(t, { userType: 'agent' });
});
afterAll(() => t.close());

describe('who may use the network', () => {
  it('needs a signed-in brand: 401 signed out, 403 for creators and agents', async () => {
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/network'],
      ['GET', '/api/network/ids'],
      ['POST', '/api/network', { creatorId: creator.id }],
      ['DELETE', `/api/network/${creator.id}`],
      ['POST', `/api/network/${creator.id}/invite`, { campaignId: crypto.randomUUID() }],
    ];
    for (const [method, path, body] of routes) {
      expect((await send(t, method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      for (const user of [creator, agent]) {
        expect((await send(t, method, path, user, body)).status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await rowsOf(brand.id)).toEqual([]);
  });

  it('lets every person of the workspace read it, and only owners and managers change it', async () => {
    const owner = await brandWithPlan(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const member = await createColleague(t, owner.id, 'member');
    const someone = await createCreator(t);

    const refused = await send(t, 'POST', '/api/network', member, { creatorId: someone.id });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(WORKSPACE_MESSAGES.managersOnly);
    expect(await rowsOf(owner.id)).toEqual([]);

    expect((await send(t, 'POST', '/api/network', manager, { creatorId: someone.id })).status).toBe(201);
    for (const person of [owner, manager, member]) {
      expect(await networkIdsOf(t, person)).toEqual([someone.id]);
      expect((await networkOf(t, person)).map((entry) => entry.creatorId)).toEqual([someone.id]);
    }
    const removal = await send(t, 'DELETE', `/api/network/${someone.id}`, member);
    expect(removal.status).toBe(403);
    expect(await networkIdsOf(t, owner)).toEqual([someone.id]);
    expect((await send(t, 'DELETE', `/api/network/${someone.id}`, owner)).status).toBe(204);
  });
});

describe('POST /api/network', () => {
  it('adds a creator once: 201 the first time, 200 after, one row', async () => {
    const first = await send(t, 'POST', '/api/network', brand, { creatorId: creator.id });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ creatorId: creator.id, message: NETWORK_MESSAGES.added });
    const again = await send(t, 'POST', '/api/network', brand, { creatorId: creator.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ creatorId: creator.id, message: NETWORK_MESSAGES.alreadyAdded });
    expect(await rowsOf(brand.id)).toEqual([
      expect.objectContaining({ creatorId: creator.id, addedBy: brand.id }),
    ]);
    expect(await networkIdsOf(t, brand)).toEqual([creator.id]);
  });

  it('keeps one row when the same creator is added concurrently', async () => {
    const owner = await brandWithPlan(t);
    const someone = await createCreator(t);
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        send(t, 'POST', '/api/network', owner, { creatorId: someone.id }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown id and for accounts that are not creators', async () => {
    for (const creatorId of ['no-such-user', agent.id, otherBrand.id]) {
      const response = await send(t, 'POST', '/api/network', otherBrand, { creatorId });
      expect(response.status, creatorId).toBe(404);
      expect((await response.json()).error.message).toBe(NETWORK_MESSAGES.creatorNotFound);
    }
    expect(await rowsOf(otherBrand.id)).toEqual([]);
  });

  it('answers bad input with 400 and a field message', async () => {
    for (const body of [{}, { creatorId: '' }, { creatorId: 42 }, { creatorId: 'x'.repeat(101) }]) {
      const response = await send(t, 'POST', '/api/network', otherBrand, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error.fields.creatorId).toHaveLength(1);
    }
    const unparsable = await t.request('/api/network', {
      method: 'POST',
      headers: { cookie: otherBrand.cookie, 'content-type': 'application/json' },
      body: '{"creatorId":',
    });
    expect(unparsable.status).toBe(400);
  });

  it("tells the workspace's open pages, and records who added whom", async () => {
    const owner = await brandWithPlan(t);
    const manager = await createColleague(t, owner.id, 'manager');
    const someone = await createCreator(t, 'Omar', 'Saleh');
    const stream = await connectEvents(t, manager);
    try {
      await addFavourite(t, owner, someone.id);
      expect((await stream.nextEvent(NETWORK_EVENTS.changed)).data).toEqual({ creatorId: someone.id });
    } finally {
      await stream.close();
    }
    const activity = await db()
      .select({ action: workspaceActivity.action, subject: workspaceActivity.subject })
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, owner.id));
    expect(activity).toEqual([{ action: 'network_creator_added', subject: 'Omar Saleh' }]);
  });
});

describe('DELETE /api/network/:creatorId', () => {
  it('removes a favourite, then answers 404; another workspace cannot remove it', async () => {
    const owner = await brandWithPlan(t);
    const someone = await createCreator(t);
    await addFavourite(t, owner, someone.id);

    const foreign = await send(t, 'DELETE', `/api/network/${someone.id}`, otherBrand);
    expect(foreign.status).toBe(404);
    expect((await foreign.json()).error.message).toBe(NETWORK_MESSAGES.notInNetwork);
    expect(await networkIdsOf(t, owner)).toEqual([someone.id]);

    expect((await send(t, 'DELETE', `/api/network/${someone.id}`, owner)).status).toBe(204);
    expect(await networkIdsOf(t, owner)).toEqual([]);
    expect((await send(t, 'DELETE', `/api/network/${someone.id}`, owner)).status).toBe(404);
    const long = await send(t, 'DELETE', `/api/network/${'x'.repeat(101)}`, owner);
    expect(long.status).toBe(400);
  });
});

describe('GET /api/network', () => {
  it("shows only the workspace's own favourites", async () => {
    const mine = await brandWithPlan(t);
    const theirs = await brandWithPlan(t);
    const [a, b] = [await createCreator(t), await createCreator(t)];
    await addFavourite(t, mine, a.id);
    await addFavourite(t, theirs, b.id);
    expect((await networkOf(t, mine)).map((entry) => entry.creatorId)).toEqual([a.id]);
    expect(await networkIdsOf(t, theirs)).toEqual([b.id]);
  });

  it("shows the creator's public profile, the workspace's figures and its campaigns with them", async () => {
    // A completed campaign with results approved (10,000 views, 400 likes, 30 comments).
    const done = await approvedPayout(t, 1200);
    await db()
      .update(profiles)
      .set({
        contentCategories: ['food', 'lifestyle'],
        location: 'Dubai',
        socialPlatforms: { instagram: '@sara.eats', tiktok: '' },
        profileImageUrl: '/api/uploads/sara',
      })
      .where(eq(profiles.id, done.creator.id));
    const privateOpen = await createCampaignAs(t, done.brand, { visibility: 'private', title: 'Tasting' });
    await applyAs(t, done.creator, { type: 'direct', campaignId: privateOpen.id });
    await addFavourite(t, done.brand, done.creator.id);

    const [entry] = await networkOf(t, done.brand);
    expect(entry).toEqual({
      creatorId: done.creator.id,
      name: 'Sara Ahmed',
      profileImageUrl: '/api/uploads/sara',
      categories: ['Food', 'Lifestyle'],
      location: 'Dubai',
      handles: expect.objectContaining({ instagram: 'sara.eats', tiktok: null, youtube: null }),
      isProfileHidden: false,
      performance: {
        creatorId: done.creator.id,
        completedCampaigns: 1,
        engagementScore: expect.any(Number),
        overallEngagementLevel: expect.any(String),
        averageEngagementRate: 4.3,
        totalReach: 10_000,
      },
      campaignsWithBrand: 1,
      appliedCampaignIds: [privateOpen.id],
      addedAt: expect.any(String),
    });

    // Another brand that favourites the same creator sees none of the first brand's figures.
    await addFavourite(t, otherBrand, done.creator.id);
    const [seenByOther] = (await networkOf(t, otherBrand)).filter((e) => e.creatorId === done.creator.id);
    expect(seenByOther).toMatchObject({ performance: null, campaignsWithBrand: 0, appliedCampaignIds: [] });
  });

  it("follows the creator's privacy settings: a private profile hides categories, location and handles", async () => {
    const owner = await brandWithPlan(t);
    const someone = await createCreator(t, 'Noor', 'Khalil');
    await db()
      .update(profiles)
      .set({ contentCategories: ['beauty'], location: 'Abu Dhabi', socialPlatforms: { youtube: 'noor' } })
      .where(eq(profiles.id, someone.id));
    await addFavourite(t, owner, someone.id);
    const privacy = (settings: Record<string, unknown>) =>
      send(t, 'PUT', '/api/settings/privacy', someone, settings).then((r) => expect(r.status).toBe(200));

    await privacy({ profileVisibility: 'private' });
    expect((await networkOf(t, owner))[0]).toMatchObject({
      name: 'Noor Khalil',
      categories: [],
      location: null,
      handles: { instagram: null, tiktok: null, youtube: null },
      isProfileHidden: true,
    });

    await privacy({ profileVisibility: 'brands-only', showSocialLinks: false });
    expect((await networkOf(t, owner))[0]).toMatchObject({
      categories: ['Beauty'],
      location: 'Abu Dhabi',
      handles: { instagram: null, tiktok: null, youtube: null },
      isProfileHidden: false,
    });

    await privacy({ showSocialLinks: true });
    expect((await networkOf(t, owner))[0]!.handles.youtube).toBe('noor');
  });

  it('answers an empty list for a new workspace', async () => {
    const owner = await brandWithPlan(t);
    expect(await networkOf(t, owner)).toEqual([]);
    expect(await networkIdsOf(t, owner)).toEqual([]);
  });
});

describe('leaving the platform', () => {
  it("takes a creator who deletes their account out of every brand's network", async () => {
    const owner = await brandWithPlan(t);
    const someone = await createCreator(t);
    await addFavourite(t, owner, someone.id);
    await addFavourite(t, otherBrand, someone.id);
    const deleted = await t.request('/api/account', {
      method: 'DELETE',
      headers: { cookie: someone.cookie },
    });
    expect(deleted.status).toBe(200);
    expect(await networkIdsOf(t, owner)).toEqual([]);
    expect(await networkIdsOf(t, otherBrand)).not.toContain(someone.id);
    const readd = await send(t, 'POST', '/api/network', owner, { creatorId: someone.id });
    expect(readd.status).toBe(404);
  });
});

describe('data export', () => {
  it("gives a brand owner the workspace's favourites by id, and nothing to a creator or another brand", async () => {
    const owner = await brandWithPlan(t);
    const someone = await createCreator(t);
    await addFavourite(t, owner, someone.id);
    const exported = await (await send(t, 'GET', '/api/settings/export', owner)).json();
    expect(exported.network).toEqual([{ creatorId: someone.id, addedAt: expect.any(String) }]);
    const [row] = await db()
      .select()
      .from(favoriteCreators)
      .where(and(eq(favoriteCreators.brandId, owner.id), eq(favoriteCreators.creatorId, someone.id)));
    expect(exported.network[0].addedAt).toBe(row!.createdAt.toISOString());

    const other = await brandWithPlan(t);
    expect((await (await send(t, 'GET', '/api/settings/export', other)).json()).network).toEqual([]);
    expect((await (await send(t, 'GET', '/api/settings/export', someone)).json()).network).toEqual([]);
  });
});
