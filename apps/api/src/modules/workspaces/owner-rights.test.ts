import { randomUUID } from 'node:crypto';
import { WORKSPACE_MESSAGES, type BrandProfile } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDefaults, brandProfiles, userSettings, workspaceMembers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, createColleague, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { campaignForm, uploadAs } from '../campaigns/campaigns.fixtures';
import { call, createProfile } from '../brand-profiles/brand-profiles.fixtures';

// Billing is the workspace owners' (decision 0041, in place of the spec's main-profile rule);
// deleting one's account leaves the workspace's data unless one was its only person.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface BrandWithTeam {
  brand: TestUser;
  main: BrandProfile;
  outlet: BrandProfile;
  manager: TestUser;
  member: TestUser;
}

async function brandWithTeam(): Promise<BrandWithTeam> {
  const brand = await createBrand(t);
  await giveSubscription(t, brand.id, { planId: 'premium' });
  const main = await createProfile(t, brand, { profileName: 'Main', country: 'AE', city: 'Dubai' });
  const outlet = await createProfile(t, brand, { profileName: 'Outlet' });
  const manager = await createColleague(t, brand.id, 'manager');
  const member = await createColleague(t, brand.id, 'member', [outlet.id]);
  return { brand, main, outlet, manager, member };
}

describe('managing the subscription', () => {
  const actions = [
    ['POST', '/api/subscriptions/me/cancel', {}],
    ['POST', '/api/subscriptions/me/change-plan', { planId: 'basic' }],
    ['POST', '/api/payments/checkout', { planId: 'premium' }],
    ['GET', '/api/subscriptions/me/quote?planId=premium', undefined],
    ['DELETE', '/api/subscriptions/me/scheduled-change', undefined],
    ['POST', '/api/subscriptions/limit-requests', {}],
  ] as const;

  it('refuses managers and members with the owners-only message and changes nothing', async () => {
    const { brand, manager, member } = await brandWithTeam();
    for (const person of [manager, member]) {
      for (const [method, path, body] of actions) {
        const response = await call(t, person, method, path, body);
        expect(response.status, path).toBe(403);
        expect(await response.json(), path).toEqual({
          error: { code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.billingOwnersOnly },
        });
      }
    }
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ planId: 'premium', status: 'active' });
  });

  it('lets an owner cancel and change plans whichever brand profile they act as', async () => {
    const { brand, outlet } = await brandWithTeam();
    const asOutlet = { actingAs: outlet.id };
    const downgrade = await call(
      t,
      brand,
      'POST',
      '/api/subscriptions/me/change-plan',
      { planId: 'basic' },
      asOutlet,
    );
    expect(downgrade.status).toBe(200);
    const cancel = await call(t, brand, 'POST', '/api/subscriptions/me/cancel', {}, asOutlet);
    expect(cancel.status).toBe(200);
    // The downgrade waited for the period end; cancelling ends the subscription instead.
    expect(await subscriptionOf(t, brand.id)).toMatchObject({
      planId: 'premium',
      status: 'cancelled',
      scheduledPlanId: null,
    });
  });

  it('lets a second owner start a checkout for the workspace', async () => {
    const brand = await createBrand(t);
    const coOwner = await createColleague(t, brand.id, 'owner');
    const response = await call(t, coOwner, 'POST', '/api/payments/checkout', { planId: 'basic' });
    expect(response.status).toBe(201);
    const payment = (await response.json()) as { id: string };
    // The payment is the workspace's: the founder sees it too.
    expect((await call(t, brand, 'GET', `/api/payments/${payment.id}`)).status).toBe(200);
  });

  it('tells the subscription panel whether the caller may manage', async () => {
    const { brand, manager, member } = await brandWithTeam();
    const canManage = async (person: TestUser) =>
      ((await (await call(t, person, 'GET', '/api/subscriptions/me')).json()) as { canManage: boolean })
        .canManage;
    expect(await canManage(brand)).toBe(true);
    expect(await canManage(manager)).toBe(false);
    expect(await canManage(member)).toBe(false);
  });

  it("refuses acting as another brand's profile (404) or a malformed id (400)", async () => {
    const { brand } = await brandWithTeam();
    const other = await brandWithTeam();
    // Creating a campaign runs under the acting profile.
    const create = (actingAs: string) =>
      call(t, brand, 'POST', '/api/campaigns', campaignForm(), { actingAs });
    expect((await create(other.main.id)).status).toBe(404);
    expect((await create(randomUUID())).status).toBe(404);
    expect((await create('main')).status).toBe(400);
    const mine = (await (await call(t, brand, 'GET', '/api/campaigns/mine')).json()) as {
      campaigns: unknown[];
    };
    expect(mine.campaigns).toEqual([]);
  });
});

describe('deleting an account', () => {
  const deleteAccount = (user: TestUser) => call(t, user, 'DELETE', '/api/account');
  const membersOf = (workspaceId: string) =>
    t.deps.database.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, workspaceId));

  it("of a member or manager leaves the workspace's data and its other people", async () => {
    const { brand, manager, member } = await brandWithTeam();
    for (const person of [member, manager]) {
      expect((await deleteAccount(person)).status).toBe(200);
      expect((await call(t, person, 'GET', '/api/me')).status).toBe(401);
    }
    expect((await membersOf(brand.id)).map((row) => row.userId)).toEqual([brand.id]);
    const profiles = (await (await call(t, brand, 'GET', '/api/brand-profiles')).json()) as {
      profiles: BrandProfile[];
    };
    expect(profiles.profiles).toHaveLength(2);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'active' });
  });

  it('of the only owner of a team is refused until someone else owns it', async () => {
    const { brand, manager } = await brandWithTeam();
    const refused = await deleteAccount(brand);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: { code: 'CONFLICT', message: WORKSPACE_MESSAGES.soleOwnerWithTeam },
    });
    expect((await call(t, brand, 'GET', '/api/me')).status).toBe(200);

    await t.deps.database.db
      .update(workspaceMembers)
      .set({ role: 'owner' })
      .where(eq(workspaceMembers.userId, manager.id));
    expect((await deleteAccount(brand)).status).toBe(200);
    // The workspace lives on with its new owner.
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'active' });
    expect((await call(t, manager, 'GET', '/api/brand-profiles')).status).toBe(200);
  });

  it('of the only person closes the workspace: profiles retired with their personal data, logo and settings gone', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const main = await createProfile(t, brand, { profileName: 'Main', country: 'AE', city: 'Dubai' });
    await createProfile(t, brand, { profileName: 'Outlet' });
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

    const response = await deleteAccount(brand);
    expect(response.status).toBe(200);
    expect((await call(t, brand, 'GET', '/api/me')).status).toBe(401);

    const { db } = t.deps.database;
    const rows = await db.select().from(brandProfiles).where(eq(brandProfiles.workspaceId, brand.id));
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
    expect(await db.select().from(brandDefaults).where(eq(brandDefaults.workspaceId, brand.id))).toEqual([]);
    expect(await db.select().from(userSettings).where(eq(userSettings.userId, brand.id))).toEqual([]);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'expired' });
    expect((await t.request(logoUrl)).status).toBe(404);
  });
});
