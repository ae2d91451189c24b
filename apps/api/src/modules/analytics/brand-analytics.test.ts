import {
  ANALYTICS_MESSAGES,
  type AnalyticsCreator,
  type BrandAnalytics,
  type BrandAnalyticsQuery,
  type CampaignPerformance,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignCreatorAnalytics, profiles } from '../../db/schema';
import { countingDb } from '../../test/count-queries';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, createCreator, send } from '../applications/applications.fixtures';
import { brandWithPlan, createCampaignAs } from '../campaigns/campaigns.fixtures';
import {
  approvedContent,
  approvedPayout,
  figures,
  markPaid,
  reviewResults,
  submitResults,
} from '../submissions/results.fixtures';
import { getBrandAnalytics } from './get-brand-analytics';

// Issue 16 item 6: GET /api/analytics, figured by hand from results sent through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);

async function analyticsOf(user: TestUser | undefined, search = '') {
  const response = await send(t, 'GET', `/api/analytics${search}`, user);
  return { status: response.status, body: (await response.json()) as BrandAnalytics };
}

/** When the creator reported the results (the time series reads it). */
const reportedAt = (applicationId: string, at: string) =>
  t.deps.database.db
    .update(campaignCreatorAnalytics)
    .set({ finalResultsSubmittedAt: new Date(at) })
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId));

const setCategories = (user: TestUser, contentCategories: string[]) =>
  t.deps.database.db.update(profiles).set({ contentCategories }).where(eq(profiles.id, user.id));

interface WorkedExample {
  brand: TestUser;
  sara: TestUser;
  omar: TestUser;
  iftarId: string;
  latteId: string;
}

/**
 * Iftar Reels: Sara's results approved with AED 1,000 and paid, Omar's approved with AED 500
 * (not paid), Layla's under review. Cardamom Latte Week: Omar approved, no results yet.
 */
async function workedExample(): Promise<WorkedExample> {
  const brand = await brandWithPlan(t, { planId: 'enterprise' });
  const latte = await createCampaignAs(t, brand, { title: 'Cardamom Latte Week', platforms: ['instagram'] });
  const iftar = await createCampaignAs(t, brand, { title: 'Iftar Reels', platforms: ['instagram'] });
  const sara = await createCreator(t, 'Sara', 'Ahmed');
  const omar = await createCreator(t, 'Omar', 'Haddad');
  const layla = await createCreator(t, 'Layla', 'Nasser');
  await setCategories(sara, ['food', 'lifestyle']);
  await setCategories(omar, ['fitness']);

  const deliver = async (creator: TestUser, results: Parameters<typeof figures>[1]) => {
    const { applicationId } = await approvedContent(t, { brand, campaignId: iftar.id, creator });
    expect((await submitResults(t, creator, figures(applicationId, results))).status).toBe(201);
    return applicationId;
  };
  // Rate (400 + 30) / 10,000 × 100 = 4.3; score (400 + 30 + 20) / 10,000 × 1000 = 45, + 5 for
  // more than 20 comments = 50; strong (more than 300 likes, more than 20 comments).
  const saraResults = await deliver(sara, { views: 10_000, likes: 400, comments: 30, shares: 20 });
  // Rate (600 + 10) / 20,000 × 100 = 3.05; score 610 / 20,000 × 1000 = 30.5, + 5 for more than
  // 500 likes = 35.5, rounded 36; medium (more than 300 likes, 20 comments or fewer).
  const omarResults = await deliver(omar, { views: 20_000, likes: 600, comments: 10, shares: 0 });
  await deliver(layla, { views: 5_000, likes: 100, comments: 5 });
  expect((await reviewResults(t, brand, saraResults, { action: 'approve', payoutAmount: 1000 })).status).toBe(
    200,
  );
  expect((await markPaid(t, brand, saraResults, { paidOn: today() })).status).toBe(200);
  expect((await reviewResults(t, brand, omarResults, { action: 'approve', payoutAmount: 500 })).status).toBe(
    200,
  );
  // A Monday morning in Dubai, and a Sunday evening in UTC that is already Monday in Dubai.
  await reportedAt(saraResults, '2026-01-05T10:00:00Z');
  await reportedAt(omarResults, '2026-01-25T21:00:00Z');

  const onLatte = await applyAs(t, omar, { type: 'direct', campaignId: latte.id });
  expect((await send(t, 'POST', `/api/applications/${onLatte.id}/approve`, brand)).status).toBe(200);
  return { brand, sara, omar, iftarId: iftar.id, latteId: latte.id };
}

const names = (creators: AnalyticsCreator[]) => creators.map((creator) => creator.name);

describe('GET /api/analytics', () => {
  let example: WorkedExample;
  beforeAll(async () => {
    example = await workedExample();
  });

  it('sums the completed results per campaign and for the workspace, as figured by hand', async () => {
    const { status, body } = await analyticsOf(example.brand);
    expect(status).toBe(200);
    expect(body.campaigns).toEqual<CampaignPerformance[]>([
      {
        campaignId: example.iftarId,
        title: 'Iftar Reels',
        status: 'active',
        // Paid only: Omar's AED 500 is approved, not paid.
        totalSpent: 1000,
        // Sara's and Omar's; Layla's 5,000 are under review.
        totalViews: 30_000,
        // Three approved applications; two creators finished, Layla is still at work.
        totalCreators: 3,
        activeCreators: 1,
        completedResults: 2,
        // (4.3 + 3.05) / 2 = 3.675, rounded half up.
        averageEngagementRate: 3.68,
      },
      {
        campaignId: example.latteId,
        title: 'Cardamom Latte Week',
        status: 'active',
        totalSpent: 0,
        totalViews: 0,
        totalCreators: 1,
        activeCreators: 1,
        completedResults: 0,
        averageEngagementRate: null,
      },
    ]);
    expect(body.totals).toEqual({
      campaigns: 2,
      totalSpent: 1000,
      totalViews: 30_000,
      totalCreators: 4,
      activeCreators: 2,
      completedResults: 2,
      creatorsWithResults: 2,
      // The mean of the campaigns' rates; Cardamom Latte Week has none yet.
      averageEngagementRate: 3.68,
    });
  });

  it('lists the weeks of the UAE by the day the results were reported, empty weeks included', async () => {
    const { body } = await analyticsOf(example.brand);
    expect(body.weeks).toEqual([
      { weekStart: '2026-01-05', views: 10_000, averageEngagementRate: 4.3, results: 1 },
      { weekStart: '2026-01-12', views: 0, averageEngagementRate: null, results: 0 },
      { weekStart: '2026-01-19', views: 0, averageEngagementRate: null, results: 0 },
      { weekStart: '2026-01-26', views: 20_000, averageEngagementRate: 3.05, results: 1 },
    ]);
  });

  it('ranks the creators by engagement score with their summary, name and categories', async () => {
    const { body } = await analyticsOf(example.brand);
    expect(body.matchingCreators).toBe(2);
    expect(body.creators).toEqual<AnalyticsCreator[]>([
      {
        creatorId: example.sara.id,
        name: 'Sara Ahmed',
        profileImageUrl: null,
        categories: ['food', 'lifestyle'],
        completedCampaigns: 1,
        engagementScore: 50,
        overallEngagementLevel: 'strong',
        averageEngagementRate: 4.3,
        totalReach: 10_000,
      },
      {
        creatorId: example.omar.id,
        name: 'Omar Haddad',
        profileImageUrl: null,
        categories: ['fitness'],
        completedCampaigns: 1,
        engagementScore: 36,
        overallEngagementLevel: 'medium',
        averageEngagementRate: 3.05,
        totalReach: 20_000,
      },
    ]);
  });

  it('filters the creators by engagement level, minimum reach and category, and nothing else', async () => {
    const cases: [string, string[]][] = [
      ['?engagementLevel=strong', ['Sara Ahmed']],
      ['?engagementLevel=medium', ['Omar Haddad']],
      ['?engagementLevel=low', []],
      // At least: 10,000 lets both through, 10,001 only Omar.
      ['?minReach=10000', ['Sara Ahmed', 'Omar Haddad']],
      ['?minReach=10001', ['Omar Haddad']],
      ['?category=food', ['Sara Ahmed']],
      ['?category=lifestyle', ['Sara Ahmed']],
      ['?category=beauty', []],
      ['?engagementLevel=medium&minReach=20000&category=fitness', ['Omar Haddad']],
      ['?engagementLevel=strong&minReach=20000', []],
      // Empty parameters are no filter (a cleared form field).
      ['?engagementLevel=&minReach=&category=', ['Sara Ahmed', 'Omar Haddad']],
    ];
    const unfiltered = (await analyticsOf(example.brand)).body;
    for (const [search, expected] of cases) {
      const { status, body } = await analyticsOf(example.brand, search);
      expect(status, search).toBe(200);
      expect(names(body.creators), search).toEqual(expected);
      expect(body.matchingCreators, search).toBe(expected.length);
      expect({ ...body, creators: [], matchingCreators: 0 }, search).toEqual({
        ...unfiltered,
        creators: [],
        matchingCreators: 0,
      });
    }
  });

  it("shows the same figures to the workspace's people, whatever their role", async () => {
    const mine = (await analyticsOf(example.brand)).body;
    for (const role of ['manager', 'member'] as const) {
      const colleague = await createColleague(t, example.brand.id, role);
      const { status, body } = await analyticsOf(colleague);
      expect(status, role).toBe(200);
      expect(body, role).toEqual(mine);
    }
  });

  it("never counts another workspace's campaigns or results, not even the same creator's", async () => {
    // Sara delivers 10,000 views to another brand, approved and paid AED 2,000 there.
    const other = await approvedPayout(t, 2000, { creator: example.sara });
    expect((await markPaid(t, other.brand, other.applicationId, { paidOn: today() })).status).toBe(200);

    const mine = (await analyticsOf(example.brand)).body;
    expect(mine.totals.totalSpent).toBe(1000);
    expect(mine.campaigns.map((campaign) => campaign.campaignId)).toEqual([example.iftarId, example.latteId]);
    expect(mine.creators.find((creator) => creator.creatorId === example.sara.id)).toMatchObject({
      completedCampaigns: 1,
      totalReach: 10_000,
    });

    const { status, body } = await analyticsOf(other.brand);
    expect(status).toBe(200);
    expect(body.campaigns.map((campaign) => campaign.campaignId)).toEqual([other.campaignId]);
    expect(body.totals).toMatchObject({ totalSpent: 2000, totalViews: 10_000, completedResults: 1 });
    expect(names(body.creators)).toEqual(['Sara Ahmed']);
    const text = JSON.stringify(body);
    for (const value of [
      example.iftarId,
      example.latteId,
      'Iftar Reels',
      'Cardamom Latte Week',
      example.omar.id,
    ]) {
      expect(text).not.toContain(value);
    }
  });

  it('answers a brand without campaigns with zeros and empty lists', async () => {
    const brand = await brandWithPlan(t);
    const { status, body } = await analyticsOf(brand);
    expect(status).toBe(200);
    expect(body).toEqual({
      totals: {
        campaigns: 0,
        totalSpent: 0,
        totalViews: 0,
        totalCreators: 0,
        activeCreators: 0,
        completedResults: 0,
        creatorsWithResults: 0,
        averageEngagementRate: null,
      },
      campaigns: [],
      weeks: [],
      creators: [],
      matchingCreators: 0,
    });
  });

  it('refuses creators and agents (403) and the signed out (401)', async () => {
    const creator = await createCreator(t);
    const agent = await createTestUser(t, { userType: 'agent' });
    expect((await analyticsOf(creator)).status).toBe(403);
    expect((await analyticsOf(agent)).status).toBe(403);
    expect((await analyticsOf(undefined)).status).toBe(401);
  });

  it('answers a bad filter with 400 and the field message', async () => {
    const cases: [string, Record<string, string[]>][] = [
      ['?engagementLevel=great', { engagementLevel: [ANALYTICS_MESSAGES.engagementLevel] }],
      ['?minReach=-1', { minReach: [ANALYTICS_MESSAGES.minReach] }],
      ['?minReach=1.5', { minReach: [ANALYTICS_MESSAGES.minReach] }],
      ['?minReach=lots', { minReach: [ANALYTICS_MESSAGES.minReach] }],
      ['?minReach=1e13', { minReach: [ANALYTICS_MESSAGES.minReachTooLarge] }],
      ['?category=knitting', { category: [ANALYTICS_MESSAGES.category] }],
      [
        '?engagementLevel=STRONG&category=Food',
        { engagementLevel: [ANALYTICS_MESSAGES.engagementLevel], category: [ANALYTICS_MESSAGES.category] },
      ],
    ];
    for (const [search, fields] of cases) {
      const response = await send(t, 'GET', `/api/analytics${search}`, example.brand);
      expect(response.status, search).toBe(400);
      const body = (await response.json()) as { error: { code: string; fields: Record<string, string[]> } };
      expect(body.error.code, search).toBe('VALIDATION_FAILED');
      expect(body.error.fields, search).toEqual(fields);
    }
  });
});

describe('getBrandAnalytics', () => {
  /** Statements `getBrandAnalytics` sends, on either database. */
  async function countQueries(workspaceId: string, filters: BrandAnalyticsQuery): Promise<number> {
    const counting = countingDb(t.deps.database);
    await getBrandAnalytics(counting.db, workspaceId, filters);
    return counting.count();
  }

  it('sends the same number of queries for one result as for many', async () => {
    const brand = await brandWithPlan(t, { planId: 'enterprise' });
    const campaign = await createCampaignAs(t, brand, { platforms: ['instagram'] });
    const complete = async (creator: TestUser) => {
      const { applicationId } = await approvedContent(t, { brand, campaignId: campaign.id, creator });
      expect((await submitResults(t, creator, figures(applicationId))).status).toBe(201);
      expect(
        (await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 100 })).status,
      ).toBe(200);
    };
    const filters = { engagementLevel: 'strong', minReach: 1, category: 'food' } as const;
    const first = await createCreator(t);
    await setCategories(first, ['food']);
    await complete(first);
    const few = await countQueries(brand.id, filters);
    // The campaigns, two grouped passes over the results, the category, the people shown and
    // their sharing settings.
    expect(few).toBe(6);

    const second = await createCampaignAs(t, brand, { platforms: ['instagram'] });
    for (const name of ['Noor', 'Hessa', 'Mona']) {
      const creator = await createCreator(t, name, 'Test');
      await setCategories(creator, ['food']);
      await complete(creator);
      await approvedContent(t, { brand, campaignId: second.id, creator });
    }
    expect((await getBrandAnalytics(t.deps.database.db, brand.id, filters)).creators).toHaveLength(4);
    expect(await countQueries(brand.id, filters)).toBe(few);
  });
});
