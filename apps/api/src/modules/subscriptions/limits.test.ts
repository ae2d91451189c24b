import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionUsage } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import { assertWithinMonthlyLimit } from './limits/assert-within-monthly-limit';
import { getAs, getLimits } from './subscriptions.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One create at a time in its own transaction, as the campaigns and QR codes modules do. */
const createOne = (userId: string, resource: 'campaign_posts' | 'qr_codes', now?: Date) =>
  t.deps.database.db.transaction((tx) => assertWithinMonthlyLimit(tx, userId, resource, now));

async function storedUsage(userId: string, resource: 'campaign_posts' | 'qr_codes') {
  const rows = await t.deps.database.db
    .select({ used: subscriptionUsage.used })
    .from(subscriptionUsage)
    .where(and(eq(subscriptionUsage.workspaceId, userId), eq(subscriptionUsage.resource, resource)));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

describe('plans', () => {
  it('lists the plans by price with AED prices (no decimals, tax included) and their limits', async () => {
    const response = await t.request('/api/subscriptions/plans');
    expect(response.status).toBe(200);
    const { plans } = await response.json();
    expect(plans.map((plan: { id: string }) => plan.id)).toEqual(['free', 'basic', 'premium', 'enterprise']);
    expect(plans[1]).toMatchObject({
      name: 'Basic',
      priceAed: 320,
      priceLabel: 'AED 320',
      priceId: 'basic_320_aed',
      isTaxIncluded: true,
      isRecommended: false,
      limits: {
        campaignPostsPerMonth: 4,
        creatorsPerCampaign: 2,
        qrCodesPerMonth: 2,
        redemptionsPerCode: 25,
      },
    });
    expect(plans[2]).toMatchObject({
      priceLabel: 'AED 530',
      isRecommended: true,
      limits: { qrCodesPerMonth: 10 },
    });
    expect(plans[3]).toMatchObject({
      priceAed: null,
      priceLabel: 'Custom',
      limits: {
        campaignPostsPerMonth: 50,
        creatorsPerCampaign: 999,
        qrCodesPerMonth: 30,
        redemptionsPerCode: 300,
      },
    });
  });
});

describe('limits record', () => {
  it('is for brands only', async () => {
    expect((await getAs(t, '/api/subscriptions/me/limits')).status).toBe(401);
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await getAs(t, '/api/subscriptions/me/limits', creator)).status).toBe(403);
  });

  it('without a subscription: free plan, nothing allowed', async () => {
    const brand = await createBrand(t);
    expect(await getLimits(t, brand)).toMatchObject({
      subscriptionStatus: 'none',
      hasActiveSubscription: false,
      planId: 'free',
      campaignPostLimit: 0,
      qrCodeLimit: 0,
      canCreateCampaigns: false,
      canCreateQrCodes: false,
      nextRenewalDate: null,
    });
    const me = await (await getAs(t, '/api/subscriptions/me', brand)).json();
    expect(me).toMatchObject({
      subscription: null,
      upgradeOptions: ['basic', 'premium', 'enterprise'],
      downgradeOptions: [],
    });
    await expect(createOne(brand.id, 'campaign_posts')).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'An active subscription is required to create campaigns. Choose a plan to continue.',
    });
    await expect(createOne(brand.id, 'qr_codes')).rejects.toMatchObject({
      message: 'Upgrade your plan to create QR codes',
    });
  });

  it('counts usage in the current cycle with percents and the 80 % / 90 % flags', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium', startedAt: new Date(Date.now() - 2 * DAY) });
    for (let i = 0; i < 7; i += 1) await createOne(brand.id, 'campaign_posts');
    let limits = await getLimits(t, brand);
    expect(limits).toMatchObject({
      hasActiveSubscription: true,
      planName: 'Premium',
      currentCampaigns: 7,
      campaignPostLimit: 9,
      currentCampaignUsagePercent: 78,
      isNearCampaignLimit: false,
      shouldWarnCampaignLimit: false,
      daysUntilRenewal: 28,
    });
    await createOne(brand.id, 'campaign_posts');
    limits = await getLimits(t, brand);
    expect(limits).toMatchObject({
      currentCampaignUsagePercent: 89,
      isNearCampaignLimit: true,
      shouldWarnCampaignLimit: false,
    });
    await createOne(brand.id, 'campaign_posts');
    for (let i = 0; i < 9; i += 1) await createOne(brand.id, 'qr_codes');
    limits = await getLimits(t, brand);
    expect(limits).toMatchObject({
      currentCampaigns: 9,
      currentCampaignUsagePercent: 100,
      shouldWarnCampaignLimit: true,
      canCreateCampaigns: false,
      currentQrCodes: 9,
      currentQrUsagePercent: 90,
      isNearQrLimit: true,
      shouldWarnQrLimit: true,
      canCreateQrCodes: true,
    });
    await expect(createOne(brand.id, 'campaign_posts')).rejects.toMatchObject({
      message: 'Monthly campaign limit reached (9). Upgrade your plan for more campaigns.',
    });
  });

  it('usage starts again in the next 30-day cycle', async () => {
    const brand = await createBrand(t);
    const startedAt = new Date(Date.now() - 29 * DAY);
    // Renewed once: paid for two periods.
    await giveSubscription(t, brand.id, {
      planId: 'basic',
      startedAt,
      paidUntil: new Date(startedAt.getTime() + 60 * DAY),
    });
    await createOne(brand.id, 'qr_codes');
    await createOne(brand.id, 'qr_codes');
    await expect(createOne(brand.id, 'qr_codes')).rejects.toBeInstanceOf(AppError);

    const nextCycle = new Date(startedAt.getTime() + 31 * DAY);
    const allowance = await createOne(brand.id, 'qr_codes', nextCycle);
    expect(allowance).toMatchObject({
      used: 1,
      limit: 2,
      cycleStart: new Date(startedAt.getTime() + 30 * DAY),
    });
  });

  it('enterprise limits include approved custom QR limits', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, {
      planId: 'enterprise',
      customQrCodeLimit: 45,
      customRedemptionLimit: 500,
    });
    expect(await getLimits(t, brand)).toMatchObject({
      qrCodeLimit: 45,
      maxRedemptionsPerCode: 500,
      maxCreatorsPerCampaign: 999,
    });
  });
});

describe('monthly limits under concurrency', () => {
  it('N+5 concurrent creates at the limit: exactly the allowed number succeed', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    const results = await Promise.allSettled(
      Array.from({ length: 4 + 5 }, () => createOne(brand.id, 'campaign_posts')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(4);
    const rejected = results.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    );
    expect(rejected).toHaveLength(5);
    for (const { reason } of rejected) expect(reason).toMatchObject({ code: 'FORBIDDEN' });
    expect(await storedUsage(brand.id, 'campaign_posts')).toBe(4);
  });

  it('QR codes too, with a partly used allowance', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    for (let i = 0; i < 3; i += 1) await createOne(brand.id, 'qr_codes');
    const results = await Promise.allSettled(
      Array.from({ length: 7 + 5 }, () => createOne(brand.id, 'qr_codes')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(7);
    expect(await storedUsage(brand.id, 'qr_codes')).toBe(10);
  });

  it('a create that rolls back gives its unit back', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    await expect(
      t.deps.database.db.transaction(async (tx) => {
        await assertWithinMonthlyLimit(tx, brand.id, 'qr_codes');
        throw new Error('the insert of the code failed');
      }),
    ).rejects.toThrow('the insert of the code failed');
    expect(await storedUsage(brand.id, 'qr_codes')).toBe(0);
    await createOne(brand.id, 'qr_codes');
    await createOne(brand.id, 'qr_codes');
    expect(await storedUsage(brand.id, 'qr_codes')).toBe(2);
  });
});
