import { CAMPAIGN_EVENTS } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns } from '../../db/schema';
import type { UserEvent } from '../../integrations/events/event-bus';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithPlan, campaignForm, createCampaignAs, send } from './campaigns.fixtures';

let t: TestApp;
let brand: TestUser;
let otherBrand: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  brand = await brandWithPlan(t, { planId: 'enterprise' });
  otherBrand = await brandWithPlan(t, { planId: 'enterprise' });
});
afterAll(() => t.close());

const statusOf = async (id: string) => {
  const [row] = await t.deps.database.db
    .select({ status: campaigns.status, publishedAt: campaigns.publishedAt })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row;
};

describe('only the owning brand', () => {
  it('answers 404 to another brand on every campaign route, and changes nothing', async () => {
    const campaign = await createCampaignAs(t, brand);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/campaigns/mine/${campaign.id}`],
      ['PUT', `/api/campaigns/${campaign.id}`, campaignForm({ title: 'Hijacked' })],
      ['PATCH', `/api/campaigns/${campaign.id}/status`, { status: 'paused' }],
      ['DELETE', `/api/campaigns/${campaign.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await send(t, method, path, otherBrand, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error.message).toBe('Campaign not found');
    }
    const mine = await (await send(t, 'GET', `/api/campaigns/mine/${campaign.id}`, brand)).json();
    expect(mine.campaign).toMatchObject({ title: 'Summer Coffee Launch', status: 'active' });
  });

  it('keeps creators and visitors out of the brand routes', async () => {
    const creator = await createTestUser(t, { userType: 'creator' });
    const campaign = await createCampaignAs(t, brand);
    for (const user of [creator, undefined]) {
      const expected = user ? 403 : 401;
      expect((await send(t, 'GET', '/api/campaigns/mine', user)).status).toBe(expected);
      expect((await send(t, 'GET', '/api/campaigns/dashboard', user)).status).toBe(expected);
      expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, user)).status).toBe(expected);
      const pause = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, user, {
        status: 'paused',
      });
      expect(pause.status).toBe(expected);
    }
    expect((await statusOf(campaign.id))?.status).toBe('active');
  });

  it('answers 400 to a malformed id', async () => {
    expect((await send(t, 'GET', '/api/campaigns/mine/not-a-uuid', brand)).status).toBe(400);
  });
});

describe('edit', () => {
  it('saves the form, keeps status and publication, answers the campaign', async () => {
    const campaign = await createCampaignAs(t, brand);
    const response = await send(
      t,
      'PUT',
      `/api/campaigns/${campaign.id}`,
      brand,
      campaignForm({
        title: 'Winter Coffee Launch',
        platforms: ['tiktok', 'instagram'],
        compensationType: 'barter',
      }),
    );
    expect(response.status).toBe(200);
    const { campaign: saved } = await response.json();
    expect(saved).toMatchObject({
      title: 'Winter Coffee Launch',
      platform: 'tiktok',
      compensationTypes: ['barter'],
      status: 'active',
      publishedAt: campaign.publishedAt,
    });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(campaign.updatedAt as string));
  });

  it('validates like create; a kept past deadline is fine, a new past one is not', async () => {
    const campaign = await createCampaignAs(t, brand);
    const invalid = await send(t, 'PUT', `/api/campaigns/${campaign.id}`, brand, { title: '' });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).error.fields.title).toEqual(['Campaign title is required']);

    await t.deps.database.db
      .update(campaigns)
      .set({ applicationDeadline: '2020-01-01' })
      .where(eq(campaigns.id, campaign.id));
    const kept = await send(
      t,
      'PUT',
      `/api/campaigns/${campaign.id}`,
      brand,
      campaignForm({ applicationDeadline: '2020-01-01' }),
    );
    expect(kept.status).toBe(200);
    const moved = await send(
      t,
      'PUT',
      `/api/campaigns/${campaign.id}`,
      brand,
      campaignForm({ applicationDeadline: '2020-02-01' }),
    );
    expect(moved.status).toBe(400);
    expect((await moved.json()).error.fields).toEqual({
      applicationDeadline: ['Application deadline must be in the future'],
    });
  });

  it('refuses a content deadline moved before the application deadline', async () => {
    const campaign = await createCampaignAs(t, brand);
    const early = await send(
      t,
      'PUT',
      `/api/campaigns/${campaign.id}`,
      brand,
      campaignForm({ applicationDeadline: '2099-06-15', contentDeadline: '2099-06-01' }),
    );
    expect(early.status).toBe(400);
    expect((await early.json()).error.fields).toEqual({
      contentDeadline: ['Content deadline cannot be before the application deadline'],
    });
    const same = await send(
      t,
      'PUT',
      `/api/campaigns/${campaign.id}`,
      brand,
      campaignForm({ applicationDeadline: '2099-06-15', contentDeadline: '2099-06-15' }),
    );
    expect(same.status).toBe(200);
  });
});

describe('status transitions', () => {
  const change = (id: string, status: string, user = brand) =>
    send(t, 'PATCH', `/api/campaigns/${id}/status`, user, { status });

  it('pauses, closes and reactivates with the spec toasts and notices', async () => {
    const campaign = await createCampaignAs(t, brand);

    const paused = await (await change(campaign.id, 'paused')).json();
    expect(paused.message).toBe('Campaign paused - temporarily not accepting applications');
    expect(paused.campaign).toMatchObject({
      status: 'paused',
      notice: 'Campaign paused - not accepting applications',
    });

    const closed = await (await change(campaign.id, 'closed')).json();
    expect(closed.message).toBe('Campaign closed - no longer accepting applications');
    expect(closed.campaign.notice).toBe('Campaign closed - not accepting applications');

    const before = (await statusOf(campaign.id))!.publishedAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const active = await (await change(campaign.id, 'active')).json();
    expect(active.message).toBe('Campaign is now active and visible to all users');
    expect(active.campaign).toMatchObject({ status: 'active', notice: null });
    expect(Date.parse(active.campaign.publishedAt)).toBeGreaterThan(before.getTime());
  });

  it('refuses moves the menu does not offer with 409', async () => {
    const campaign = await createCampaignAs(t, brand);
    const again = await change(campaign.id, 'active');
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      'Failed to update campaign status: the campaign is already active',
    );
    await change(campaign.id, 'closed');
    const pauseClosed = await change(campaign.id, 'paused');
    expect(pauseClosed.status).toBe(409);
    expect((await pauseClosed.json()).error.message).toBe(
      'Failed to update campaign status: a closed campaign cannot be paused',
    );
    const unknown = await change(campaign.id, 'completed');
    expect(unknown.status).toBe(400);
  });

  it('deletes, then the campaign is gone', async () => {
    const campaign = await createCampaignAs(t, brand);
    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(204);
    expect(await statusOf(campaign.id)).toBeUndefined();
    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(404);
  });

  it('tells the brand’s open streams about each change', async () => {
    const campaign = await createCampaignAs(t, brand);
    const events: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(brand.id, (event) => events.push(event));
    try {
      await change(campaign.id, 'paused');
      await send(t, 'PUT', `/api/campaigns/${campaign.id}`, brand, campaignForm());
      await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand);
      await vi.waitFor(
        () =>
          // On PostgreSQL the create's own event may arrive after subscribing: only later ones count.
          expect(
            events
              .filter((event) => event.type === CAMPAIGN_EVENTS.changed)
              .map((event) => event.data)
              .filter((data) => (data as { change: string }).change !== 'created'),
          ).toEqual([
            { campaignId: campaign.id, change: 'status', status: 'paused' },
            { campaignId: campaign.id, change: 'updated', status: 'paused' },
            { campaignId: campaign.id, change: 'deleted', status: null },
          ]),
        EVENTUALLY,
      );
    } finally {
      unsubscribe();
    }
  });
});

describe('the Campaigns tab list', () => {
  it('lists only the brand’s campaigns, newest first, with application counts', async () => {
    const lister = await brandWithPlan(t, { planId: 'enterprise' });
    const first = await createCampaignAs(t, lister, { title: 'First' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await createCampaignAs(t, lister, { title: 'Second' });
    await createCampaignAs(t, otherBrand, { title: 'Not mine' });
    const { campaigns: list } = await (await send(t, 'GET', '/api/campaigns/mine', lister)).json();
    expect(list.map((item: { id: string }) => item.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ title: 'Second', applicationsCount: 0, status: 'active' });
  });

  it('is empty for a new brand', async () => {
    const fresh = await brandWithPlan(t);
    expect(await (await send(t, 'GET', '/api/campaigns/mine', fresh)).json()).toEqual({ campaigns: [] });
  });
});
