import { CAMPAIGN_EVENTS } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, profiles } from '../../db/schema';
import type { UserEvent } from '../../integrations/events/event-bus';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import { getAs } from '../subscriptions/subscriptions.fixtures';
import { brandWithPlan, campaignForm, createCampaignAs, send, uploadAs } from './campaigns.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create: who may', () => {
  it('needs a signed-in brand', async () => {
    const anonymous = await send(t, 'POST', '/api/campaigns', undefined, campaignForm());
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.message).toBe('Please log in to create a campaign');
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await send(t, 'POST', '/api/campaigns', creator, campaignForm())).status).toBe(403);
  });

  it('needs an active subscription', async () => {
    const brand = await createBrand(t);
    const response = await send(t, 'POST', '/api/campaigns', brand, campaignForm());
    expect(response.status).toBe(403);
    expect((await response.json()).error.message).toBe(
      'An active subscription is required to create campaigns. Choose a plan to continue.',
    );
    const expired = await createBrand(t);
    await giveSubscription(t, expired.id, {
      startedAt: new Date(Date.now() - 40 * 86_400_000),
      paidUntil: new Date(Date.now() - 10 * 86_400_000),
    });
    expect((await send(t, 'POST', '/api/campaigns', expired, campaignForm())).status).toBe(403);
  });

  it('stops at the monthly campaign post limit and counts the posts', async () => {
    const brand = await brandWithPlan(t, { planId: 'basic' });
    for (let index = 0; index < 4; index++) await createCampaignAs(t, brand, { title: `Post ${index}` });
    const fifth = await send(t, 'POST', '/api/campaigns', brand, campaignForm());
    expect(fifth.status).toBe(403);
    expect((await fifth.json()).error.message).toBe(
      'Monthly campaign limit reached (4). Upgrade your plan for more campaigns.',
    );
    const limits = await (await getAs(t, '/api/subscriptions/me/limits', brand)).json();
    expect(limits).toMatchObject({ currentCampaigns: 4, canCreateCampaigns: false });
  });

  it('lets exactly the allowed number through when N+5 creates race at the limit', async () => {
    const brand = await brandWithPlan(t, { planId: 'premium' });
    await createCampaignAs(t, brand, { title: 'Already posted' });
    const attempts = 9 - 1 + 5;
    const responses = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        send(t, 'POST', '/api/campaigns', brand, campaignForm({ title: `Race ${index}` })),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(8);
    expect(statuses.filter((status) => status === 403)).toHaveLength(5);
    const stored = await t.deps.database.db.select().from(campaigns).where(eq(campaigns.brandId, brand.id));
    expect(stored).toHaveLength(9);
    const limits = await (await getAs(t, '/api/subscriptions/me/limits', brand)).json();
    expect(limits.currentCampaigns).toBe(9);
  });
});

describe('create: validation', () => {
  let brand: Awaited<ReturnType<typeof brandWithPlan>>;
  beforeAll(async () => {
    brand = await brandWithPlan(t, { planId: 'enterprise' });
  });

  it('answers 400 with every field message of the spec', async () => {
    const response = await send(t, 'POST', '/api/campaigns', brand, {
      title: ' ',
      campaignType: 'webinar',
      budgetMin: 0,
      applicationDeadline: '2001-01-01',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe('Please fix the errors in the form');
    expect(error.fields).toEqual({
      title: ['Campaign title is required'],
      description: ['Campaign description is required'],
      campaignType: ['Please select a valid campaign type'],
      niche: ['Please select a niche'],
      budgetMin: ['Minimum budget is required and must be greater than 0'],
      budgetMax: ['Maximum budget is required and must be greater than 0'],
      applicationDeadline: ['Application deadline must be in the future'],
    });
  });

  it('checks the budget order and the onsite location', async () => {
    const budget = await send(
      t,
      'POST',
      '/api/campaigns',
      brand,
      campaignForm({ budgetMin: 900, budgetMax: 100 }),
    );
    expect((await budget.json()).error.fields).toEqual({
      budgetMax: ['Maximum budget must be greater than minimum budget'],
    });
    const onsite = await send(t, 'POST', '/api/campaigns', brand, campaignForm({ campaignType: 'onsite' }));
    expect((await onsite.json()).error.fields).toMatchObject({
      location: ['Location is required for on-site campaigns'],
    });
  });

  it('refuses a content deadline before the application deadline with a field message', async () => {
    const early = await send(
      t,
      'POST',
      '/api/campaigns',
      brand,
      campaignForm({ applicationDeadline: '2099-06-15', contentDeadline: '2099-06-14' }),
    );
    expect(early.status).toBe(400);
    expect((await early.json()).error.fields).toEqual({
      contentDeadline: ['Content deadline cannot be before the application deadline'],
    });
  });

  it('answers malformed bodies with 400, never 500', async () => {
    for (const body of ['not json', '[]', 'null', JSON.stringify({ title: { $gt: '' } })]) {
      const response = await t.request('/api/campaigns', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: brand.cookie },
        body,
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('create: the stored campaign', () => {
  let brand: Awaited<ReturnType<typeof brandWithPlan>>;
  beforeAll(async () => {
    brand = await brandWithPlan(t, { planId: 'enterprise' });
  });

  it('is active, public, published now, with the defaults and the spec toast', async () => {
    const before = Date.now();
    const response = await send(t, 'POST', '/api/campaigns', brand, campaignForm());
    expect(response.status).toBe(201);
    const { campaign, message } = await response.json();
    expect(message).toBe('Campaign successfully published and now visible to all users');
    expect(campaign).toMatchObject({
      brandId: brand.id,
      status: 'active',
      visibility: 'public',
      platform: 'instagram',
      platforms: ['instagram'],
      compensationType: 'monetary',
      compensationTypes: ['monetary'],
      budgetMin: 500,
      budgetMax: 1500,
      applicationsCount: 0,
      notice: null,
      bannerImageUrl: null,
    });
    expect(Date.parse(campaign.publishedAt)).toBeGreaterThanOrEqual(before - 1);
  });

  it("takes a banner from the brand's own image upload only", async () => {
    const imageId = await uploadAs(t, brand, 'image');
    const campaign = await createCampaignAs(t, brand, { bannerUploadId: imageId });
    expect(campaign).toMatchObject({ bannerUploadId: imageId, bannerImageUrl: `/api/uploads/${imageId}` });

    const pdfId = await uploadAs(t, brand, 'pdf');
    const pdf = await send(t, 'POST', '/api/campaigns', brand, campaignForm({ bannerUploadId: pdfId }));
    expect((await pdf.json()).error.fields).toEqual({ bannerUploadId: ['Please select an image file'] });

    const other = await createBrand(t);
    const othersImage = await uploadAs(t, other, 'image');
    const stolen = await send(
      t,
      'POST',
      '/api/campaigns',
      brand,
      campaignForm({ bannerUploadId: othersImage }),
    );
    expect(stolen.status).toBe(400);
    expect((await stolen.json()).error.fields.bannerUploadId).toEqual([
      'Banner image not found. Please upload it again.',
    ]);
  });

  it('turns point rewards on for verified brands only', async () => {
    const refused = await send(
      t,
      'POST',
      '/api/campaigns',
      brand,
      campaignForm({ pointRewardEnabled: true }),
    );
    expect((await refused.json()).error.fields).toEqual({
      pointRewardEnabled: ['Only verified brands can award points'],
    });
    await t.deps.database.db.update(profiles).set({ isVerified: true }).where(eq(profiles.id, brand.id));
    const campaign = await createCampaignAs(t, brand, { pointRewardEnabled: true });
    expect(campaign.pointRewardEnabled).toBe(true);
  });

  it('tells the brand’s open streams', async () => {
    const events: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(brand.id, (event) => events.push(event));
    try {
      const campaign = await createCampaignAs(t, brand);
      await vi.waitFor(
        () =>
          expect(events).toContainEqual({
            type: CAMPAIGN_EVENTS.changed,
            data: { campaignId: campaign.id, change: 'created', status: 'active' },
          }),
        EVENTUALLY,
      );
    } finally {
      unsubscribe();
    }
  });
});
