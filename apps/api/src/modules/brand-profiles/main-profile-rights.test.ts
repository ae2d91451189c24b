import { randomUUID } from 'node:crypto';
import { BRAND_PROFILE_MESSAGES, SUBSCRIPTION_MESSAGES, type BrandProfile } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDefaults, brandProfiles, userSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { uploadAs } from '../campaigns/campaigns.fixtures';
import { call, createProfile } from './brand-profiles.fixtures';

// Only the main profile manages the subscription and may delete the brand account
// (spec 02 section 6, spec 03 section 5). The acting profile is named by X-Brand-Profile-Id.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BrandWithTeam {
  brand: TestUser;
  main: BrandProfile;
  member: BrandProfile;
}

async function brandWithTeam(): Promise<BrandWithTeam> {
  const brand = await createBrand(t);
  await giveSubscription(t, brand.id, { planId: 'premium' });
  const main = await createProfile(t, brand, { profileName: 'Main', country: 'AE', city: 'Dubai' });
  const member = await createProfile(t, brand, { profileName: 'Member' });
  return { brand, main, member };
}

describe('managing the subscription', () => {
  const actions = [
    ['POST', '/api/subscriptions/me/cancel', {}],
    ['POST', '/api/subscriptions/me/change-plan', { planId: 'basic' }],
    ['POST', '/api/payments/checkout', { planId: 'premium' }],
    ['GET', '/api/subscriptions/me/quote?planId=premium', undefined],
    ['DELETE', '/api/subscriptions/me/scheduled-change', undefined],
  ] as const;

  it('refuses a team member profile with the spec message and changes nothing', async () => {
    const { brand, member } = await brandWithTeam();
    for (const [method, path, body] of actions) {
      const response = await call(t, brand, method, path, body, { actingAs: member.id });
      expect(response.status, path).toBe(403);
      expect(await response.json(), path).toEqual({
        error: { code: 'FORBIDDEN', message: SUBSCRIPTION_MESSAGES.onlyMainProfile },
      });
    }
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ planId: 'premium', status: 'active' });
  });

  it('lets the main profile cancel and change plans', async () => {
    const { brand, main } = await brandWithTeam();
    const downgrade = await call(
      t,
      brand,
      'POST',
      '/api/subscriptions/me/change-plan',
      { planId: 'basic' },
      {
        actingAs: main.id,
      },
    );
    expect(downgrade.status).toBe(200);
    const cancel = await call(t, brand, 'POST', '/api/subscriptions/me/cancel', {}, { actingAs: main.id });
    expect(cancel.status).toBe(200);
    // The downgrade waited for the period end; cancelling ends the subscription instead.
    expect(await subscriptionOf(t, brand.id)).toMatchObject({
      planId: 'premium',
      status: 'cancelled',
      scheduledPlanId: null,
    });
  });

  it('lets the main profile start a checkout', async () => {
    const brand = await createBrand(t);
    const main = await createProfile(t, brand, { profileName: 'Main' });
    const response = await call(
      t,
      brand,
      'POST',
      '/api/payments/checkout',
      { planId: 'basic' },
      {
        actingAs: main.id,
      },
    );
    expect(response.status).toBe(201);
  });

  it('without the header the account manager acts', async () => {
    const { brand, member } = await brandWithTeam();
    const asDefault = await call(t, brand, 'GET', '/api/subscriptions/me');
    expect((await asDefault.json()).canManage).toBe(true);

    await call(t, brand, 'POST', `/api/brand-profiles/${member.id}/account-manager`);
    const refused = await call(t, brand, 'POST', '/api/subscriptions/me/cancel', {});
    expect(refused.status).toBe(403);
    expect((await call(t, brand, 'GET', '/api/subscriptions/me').then((r) => r.json())).canManage).toBe(
      false,
    );
  });

  it('tells the subscription panel whether the acting profile may manage', async () => {
    const { brand, main, member } = await brandWithTeam();
    const canManage = async (actingAs: string) =>
      (await (await call(t, brand, 'GET', '/api/subscriptions/me', undefined, { actingAs })).json())
        .canManage;
    expect(await canManage(main.id)).toBe(true);
    expect(await canManage(member.id)).toBe(false);
  });

  it("refuses acting as another brand's profile (404) or a malformed id (400)", async () => {
    const { brand } = await brandWithTeam();
    const other = await brandWithTeam();
    const foreign = await call(
      t,
      brand,
      'POST',
      '/api/subscriptions/me/cancel',
      {},
      { actingAs: other.main.id },
    );
    expect(foreign.status).toBe(404);
    const unknown = await call(
      t,
      brand,
      'POST',
      '/api/subscriptions/me/cancel',
      {},
      { actingAs: randomUUID() },
    );
    expect(unknown.status).toBe(404);
    const malformed = await call(t, brand, 'POST', '/api/subscriptions/me/cancel', {}, { actingAs: 'main' });
    expect(malformed.status).toBe(400);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'active' });
  });
});

describe('deleting the brand account', () => {
  const deleteAccount = (user: TestUser, actingAs?: string) =>
    call(t, user, 'DELETE', '/api/account', undefined, { actingAs });

  it("refuses a non-main profile with 'Permission Denied' and keeps the account", async () => {
    const { brand, member } = await brandWithTeam();
    const response = await deleteAccount(brand, member.id);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'FORBIDDEN',
        message: 'Permission Denied: Only the main profile can delete the brand account.',
      },
    });
    expect(BRAND_PROFILE_MESSAGES.deleteAccountNotMain).toBe(
      'Permission Denied: Only the main profile can delete the brand account.',
    );
    expect((await call(t, brand, 'GET', '/api/me')).status).toBe(200);
    expect((await call(t, brand, 'GET', '/api/brand-profiles').then((r) => r.json())).profiles).toHaveLength(
      2,
    );
  });

  it('lets the main profile delete it: profiles retired with their personal data, logo and settings gone', async () => {
    const { brand, main } = await brandWithTeam();
    await call(t, brand, 'PATCH', `/api/brand-profiles/${main.id}`, {
      phone: '+971 50 000 0000',
      bio: 'Hello',
    });
    const logoId = await uploadAs(t, brand, 'image');
    const withLogo = await call(t, brand, 'PUT', `/api/brand-profiles/${main.id}/image`, {
      uploadId: logoId,
    });
    const logoUrl = ((await withLogo.json()) as BrandProfile).profileImageUrl!;
    expect((await t.request(logoUrl)).status).toBe(200);
    await call(t, brand, 'PUT', '/api/settings/privacy', { profileVisibility: 'private' });

    const response = await deleteAccount(brand, main.id);
    expect(response.status).toBe(200);
    expect((await call(t, brand, 'GET', '/api/me')).status).toBe(401);

    const { db } = t.deps.database;
    const rows = await db.select().from(brandProfiles).where(eq(brandProfiles.userId, brand.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        isActive: false,
        profileName: 'Deleted profile',
        phone: null,
        bio: null,
        city: null,
      });
    }
    expect(await db.select().from(brandDefaults).where(eq(brandDefaults.userId, brand.id))).toEqual([]);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, brand.id))).toEqual([]);
    expect((await t.request(logoUrl)).status).toBe(404);
  });
});
