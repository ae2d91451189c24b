import { CAMPAIGN_EVENTS, type RecentActivityItem } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '../../integrations/events/event-bus';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { adjustCampaignCounts, announceCampaignCounts, setCampaignEngagementRate } from './campaign-counters';
import { brandWithPlan, createCampaignAs, send } from './campaigns.fixtures';
import { getBrandDashboard } from './get-brand-dashboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('brand dashboard', () => {
  it('is all zeros for a brand without campaigns', async () => {
    const brand = await brandWithPlan(t);
    expect(await (await send(t, 'GET', '/api/campaigns/dashboard', brand)).json()).toEqual({
      stats: {
        campaignBudgetTotal: 0,
        activeCampaigns: 0,
        totalCampaigns: 0,
        applications: 0,
        averageEngagement: null,
      },
      recentActivity: [],
    });
  });

  it('adds budgets by the midpoint rule and lists the 3 newest campaigns', async () => {
    const brand = await brandWithPlan(t, { planId: 'enterprise' });
    const created = [];
    for (const [budgetMin, budgetMax] of [
      [100, 300],
      [null, 50],
      [1000, 2000],
      [null, null],
    ] as const) {
      const isMonetary = budgetMin !== null || budgetMax !== null;
      created.push(
        await createCampaignAs(t, brand, {
          title: `Budget ${budgetMin}-${budgetMax}`,
          budgetMin,
          budgetMax,
          compensationType: isMonetary && budgetMin !== null ? 'monetary' : 'barter',
        }),
      );
      await pause();
    }
    await send(t, 'PATCH', `/api/campaigns/${created[0]!.id}/status`, brand, { status: 'paused' });

    const dashboard = await (await send(t, 'GET', '/api/campaigns/dashboard', brand)).json();
    expect(dashboard.stats).toEqual({
      campaignBudgetTotal: 200 + 50 + 1500,
      activeCampaigns: 0,
      totalCampaigns: 4,
      applications: 0,
      averageEngagement: null,
    });
    expect(dashboard.recentActivity.map((item: RecentActivityItem) => item.campaignId)).toEqual(
      [created[3], created[2], created[1]].map((campaign) => campaign!.id),
    );
    expect(dashboard.recentActivity[0]).toMatchObject({ kind: 'campaign', status: 'active' });
  });

  it('reads the counters the applications and submissions modules keep', async () => {
    const brand = await brandWithPlan(t, { planId: 'enterprise' });
    const one = await createCampaignAs(t, brand);
    const two = await createCampaignAs(t, brand);
    const { db } = t.deps.database;
    const events: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(brand.id, (event) => events.push(event));
    try {
      await db.transaction(async (tx) => {
        await adjustCampaignCounts(tx, one.id, { applications: 3, activeCreators: 1 });
        await adjustCampaignCounts(tx, two.id, { applications: 1 });
        await adjustCampaignCounts(tx, two.id, { applications: -5 });
        await setCampaignEngagementRate(tx, one.id, 4.5);
        await setCampaignEngagementRate(tx, two.id, 2.25);
      });
      await announceCampaignCounts(t.deps, brand.id, one.id);
      await vi.waitFor(
        () =>
          expect(events).toContainEqual({
            type: CAMPAIGN_EVENTS.changed,
            data: { campaignId: one.id, change: 'counts', status: null },
          }),
        EVENTUALLY,
      );
    } finally {
      unsubscribe();
    }
    const dashboard = await (await send(t, 'GET', '/api/campaigns/dashboard', brand)).json();
    expect(dashboard.stats).toMatchObject({ activeCampaigns: 1, applications: 3, averageEngagement: 3.38 });
    const { campaigns } = await (await send(t, 'GET', '/api/campaigns/mine', brand)).json();
    expect(campaigns.find((campaign: { id: string }) => campaign.id === one.id)).toMatchObject({
      applicationsCount: 3,
      activeCreators: 1,
      engagementRate: 4.5,
    });
    expect(
      await db.transaction((tx) => adjustCampaignCounts(tx, crypto.randomUUID(), { applications: 1 })),
    ).toBeNull();
  });

  it('merges application activity from the applications module: 5 applications and 3 campaigns at most', async () => {
    const brand = await brandWithPlan(t, { planId: 'enterprise' });
    const campaign = await createCampaignAs(t, brand);
    const applications: RecentActivityItem[] = Array.from({ length: 7 }, (_, index) => ({
      kind: 'application',
      id: `application-${index}`,
      campaignId: campaign.id,
      title: `Creator ${index} applied`,
      status: 'pending',
      at: new Date(Date.now() + index * 1000).toISOString(),
    }));
    const dashboard = await getBrandDashboard(t.deps.database.db, brand.id, async (_db, _brandId, limit) =>
      applications.slice(-limit).reverse(),
    );
    expect(dashboard.recentActivity).toHaveLength(6);
    expect(dashboard.recentActivity.filter((item) => item.kind === 'application')).toHaveLength(5);
    expect(dashboard.recentActivity[0]!.id).toBe('application-6');
    expect(dashboard.recentActivity.at(-1)).toMatchObject({ kind: 'campaign', campaignId: campaign.id });
  });
});
