import { WORKSPACE_MESSAGES, type WorkspaceActivityItem } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, createCreator } from '../applications/applications.fixtures';
import { createProfile } from '../brand-profiles/brand-profiles.fixtures';
import { campaignForm, createCampaignAs } from '../campaigns/campaigns.fixtures';
import { subscribeInSandbox } from '../subscriptions/subscriptions.fixtures';
import { call, createTeam, nameUser } from './workspace.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ActivityPage {
  items: WorkspaceActivityItem[];
  nextCursor: string | null;
}

async function activityOf(user: TestUser, before?: string): Promise<ActivityPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  const response = await call(t, user, 'GET', `/api/workspace/activity${query}`);
  if (response.status !== 200)
    throw new Error(`activity answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ActivityPage;
}

/** Newest first, as [actor, action, subject]. */
const lines = (page: ActivityPage) => page.items.map((item) => [item.actorName, item.action, item.subject]);

describe('the activity list', () => {
  it('records who created and changed campaigns and decided applications', async () => {
    const team = await createTeam(t);
    const campaign = await createCampaignAs(t, team.manager, { title: 'Summer Launch' });
    const edited = campaignForm({ title: 'Summer Launch 2' });
    expect((await call(t, team.owner, 'PUT', `/api/campaigns/${campaign.id}`, edited)).status).toBe(200);
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId: campaign.id });
    const approve = await call(t, team.manager, 'POST', `/api/applications/${application.id}/approve`);
    expect(approve.status).toBe(200);
    const pause = await call(t, team.owner, 'PATCH', `/api/campaigns/${campaign.id}/status`, {
      status: 'paused',
    });
    expect(pause.status).toBe(200);

    expect(lines(await activityOf(team.owner))).toEqual([
      ['Olivia Owner', 'campaign_status_changed', 'Summer Launch 2'],
      ['Max Manager', 'application_approved', 'Summer Launch 2'],
      ['Olivia Owner', 'campaign_updated', 'Summer Launch 2'],
      ['Max Manager', 'campaign_created', 'Summer Launch'],
      ['Olivia Owner', 'brand_profile_created', 'Outlet'],
      ['Olivia Owner', 'brand_profile_created', 'Main'],
    ]);
  });

  it('records deleting campaigns and creating and deleting brand profiles', async () => {
    const owner = await createBrand(t);
    await giveSubscription(t, owner.id, { planId: 'premium' });
    await nameUser(t, owner, 'Olivia', 'Owner');
    await createProfile(t, owner, { profileName: 'Main' });
    const outlet = await createProfile(t, owner, { profileName: 'Marina Outlet' });
    const campaign = await createCampaignAs(t, owner, { title: 'Short Lived' });
    expect((await call(t, owner, 'DELETE', `/api/campaigns/${campaign.id}`)).status).toBe(204);
    expect((await call(t, owner, 'DELETE', `/api/brand-profiles/${outlet.id}`)).status).toBe(204);

    expect(lines(await activityOf(owner))).toEqual([
      ['Olivia Owner', 'brand_profile_deleted', 'Marina Outlet'],
      ['Olivia Owner', 'campaign_deleted', 'Short Lived'],
      ['Olivia Owner', 'campaign_created', 'Short Lived'],
      ['Olivia Owner', 'brand_profile_created', 'Marina Outlet'],
      ['Olivia Owner', 'brand_profile_created', 'Main'],
    ]);
  });

  it('records payments and billing changes with the owner who made them', async () => {
    const owner = await createBrand(t);
    await nameUser(t, owner, 'Olivia', 'Owner');
    await subscribeInSandbox(t, owner, 'premium');
    expect(
      (await call(t, owner, 'POST', '/api/subscriptions/me/change-plan', { planId: 'basic' })).status,
    ).toBe(200);
    expect((await call(t, owner, 'DELETE', '/api/subscriptions/me/scheduled-change')).status).toBe(200);
    expect((await call(t, owner, 'POST', '/api/subscriptions/me/cancel', {})).status).toBe(200);

    expect(lines(await activityOf(owner))).toEqual([
      ['Olivia Owner', 'subscription_cancelled', 'Premium'],
      ['Olivia Owner', 'subscription_changed', 'Premium'],
      ['Olivia Owner', 'subscription_changed', 'Basic'],
      ['Olivia Owner', 'payment_completed', 'Premium'],
    ]);
  });

  it('records role changes, removals and leaving', async () => {
    const team = await createTeam(t);
    const promote = await call(t, team.owner, 'PATCH', `/api/workspace/members/${team.member.id}`, {
      role: 'manager',
    });
    expect(promote.status).toBe(200);
    // Changing only the assigned profiles is not a role change.
    const assign = await call(t, team.owner, 'PATCH', `/api/workspace/members/${team.manager.id}`, {
      brandProfileIds: [team.main.id],
    });
    expect(assign.status).toBe(200);
    expect((await call(t, team.owner, 'DELETE', `/api/workspace/members/${team.manager.id}`)).status).toBe(
      204,
    );
    expect((await call(t, team.member, 'POST', '/api/workspace/leave')).status).toBe(204);

    expect(lines(await activityOf(team.owner))).toEqual([
      ['Mia Member', 'member_left', ''],
      ['Olivia Owner', 'member_removed', 'Max Manager'],
      ['Olivia Owner', 'member_role_changed', 'Mia Member'],
      ['Olivia Owner', 'brand_profile_created', 'Outlet'],
      ['Olivia Owner', 'brand_profile_created', 'Main'],
    ]);
  });

  it('is for owners only', async () => {
    const team = await createTeam(t);
    for (const person of [team.manager, team.member]) {
      const response = await call(t, person, 'GET', '/api/workspace/activity');
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: WORKSPACE_MESSAGES.ownersOnly },
      });
    }
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await call(t, creator, 'GET', '/api/workspace/activity')).status).toBe(403);
    expect((await call(t, null, 'GET', '/api/workspace/activity')).status).toBe(401);
  });

  it("never shows another workspace's activity", async () => {
    const team = await createTeam(t);
    await createCampaignAs(t, team.owner, { title: 'Theirs' });
    const other = await createBrand(t);
    expect((await activityOf(other)).items).toEqual([]);
  });

  it('pages 30 at a time, newest first, until the cursor runs out', async () => {
    const owner = await createBrand(t);
    const start = Date.UTC(2026, 0, 1);
    await t.deps.database.db.insert(workspaceActivity).values(
      Array.from({ length: 65 }, (_, index) => ({
        workspaceId: owner.id,
        actorId: owner.id,
        actorName: 'Olivia Owner',
        action: 'campaign_created',
        subject: `Campaign ${index}`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const first = await activityOf(owner);
    expect(first.items).toHaveLength(30);
    expect(first.items[0]!.subject).toBe('Campaign 64');
    expect(first.nextCursor).toBe(first.items[29]!.createdAt);
    const second = await activityOf(owner, first.nextCursor!);
    expect(second.items.map((item) => item.subject)).toEqual(
      Array.from({ length: 30 }, (_, index) => `Campaign ${34 - index}`),
    );
    const third = await activityOf(owner, second.nextCursor!);
    expect(third.items.map((item) => item.subject)).toEqual([
      'Campaign 4',
      'Campaign 3',
      'Campaign 2',
      'Campaign 1',
      'Campaign 0',
    ]);
    expect(third.nextCursor).toBeNull();
    expect((await call(t, owner, 'GET', '/api/workspace/activity?before=yesterday')).status).toBe(400);
  });
});
