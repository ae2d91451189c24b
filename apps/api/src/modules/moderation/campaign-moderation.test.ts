import { randomBytes } from 'node:crypto';
import {
  accessDeniedMessage,
  MODERATION_MESSAGES,
  type AdminCampaignList,
  type CampaignFeedPage,
  type CampaignModerationResult,
} from '@partnerly/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userActionsLog, workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { brandWithPlan, createCampaignAs, send } from '../campaigns/campaigns.fixtures';

let t: TestApp;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  // An admin, not a super admin: moderation is theirs too (decision 0059).
  admin = await createElevatedAdmin(t, 'admin');
  creator = await createTestUser(t);
});
afterAll(() => t.close());

const word = () => `Mod${randomBytes(4).toString('hex')}`;

async function moderate(
  action: 'pause' | 'close',
  campaignId: string,
  body: unknown = { reason: 'Misleading budget' },
) {
  return send(t, 'POST', `/api/admin/campaigns/${campaignId}/${action}`, admin, body);
}

const notificationsOf = (userId: string) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'campaign_moderated')));

const auditOf = (campaignId: string) =>
  t.deps.database.db
    .select()
    .from(userActionsLog)
    .orderBy(desc(userActionsLog.createdAt))
    .then((rows) => rows.filter((row) => row.actionDetails.campaignId === campaignId));

async function feedTitles(q: string): Promise<string[]> {
  const response = await send(t, 'GET', `/api/campaigns/feed?q=${q}`, creator);
  expect(response.status).toBe(200);
  return ((await response.json()) as CampaignFeedPage).campaigns.map((campaign) => campaign.title);
}

describe('the Campaigns tab', () => {
  it('lists every campaign with its brand, searched by title or brand and filtered by status', async () => {
    const brand = await brandWithPlan(t);
    const title = word();
    const campaign = await createCampaignAs(t, brand, { title: `${title} launch` });
    const other = await createCampaignAs(t, brand, { title: `${title} second` });
    await send(t, 'PATCH', `/api/campaigns/${other.id}/status`, brand, { status: 'paused' });

    const byTitle = await send(t, 'GET', `/api/admin/campaigns?search=${title}`, admin);
    expect(byTitle.status).toBe(200);
    const list = (await byTitle.json()) as AdminCampaignList;
    expect(list.total).toBe(2);
    expect(list.campaigns[0]).toMatchObject({
      id: other.id,
      status: 'paused',
      brand: {
        workspaceId: brand.id,
        companyName: 'Test Brand Co.',
        owner: { id: brand.id, email: brand.email },
      },
      openReports: 0,
    });

    const paused = (await (
      await send(t, 'GET', `/api/admin/campaigns?search=${title}&status=paused`, admin)
    ).json()) as AdminCampaignList;
    expect(paused.campaigns.map((row) => row.id)).toEqual([other.id]);

    // The brand's owner's e-mail finds both.
    const byOwner = (await (
      await send(t, 'GET', `/api/admin/campaigns?search=${encodeURIComponent(brand.email)}`, admin)
    ).json()) as AdminCampaignList;
    expect(byOwner.campaigns.map((row) => row.id).sort()).toEqual([campaign.id, other.id].sort());

    const bad = await send(t, 'GET', '/api/admin/campaigns?status=gone&page=0', admin);
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toMatchObject({
      status: ['Choose a campaign status from the list'],
      page: ['Page must be at least 1'],
    });
  });

  it('pauses with the reason: the brand’s people are told, an audit row names the owner, the brand may reactivate', async () => {
    const brand = await brandWithPlan(t);
    const manager = await createColleague(t, brand.id, 'manager');
    const member = await createColleague(t, brand.id, 'member');
    const title = word();
    const campaign = await createCampaignAs(t, brand, { title });

    const response = await moderate('pause', campaign.id, { reason: 'The budget does not match the brief' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as CampaignModerationResult;
    expect(body).toMatchObject({
      message: MODERATION_MESSAGES.campaignPaused,
      campaign: { status: 'paused' },
    });
    expect(await feedTitles(title)).toEqual([]);

    for (const person of [brand, manager]) {
      const [notice] = await notificationsOf(person.id);
      expect(notice).toMatchObject({
        title: 'Campaign paused by Partnerly',
        link: '/dashboard?tab=campaigns',
      });
      expect(notice!.message).toContain('Reason: The budget does not match the brief.');
    }
    // A member works only on the brand profiles assigned to them.
    expect(await notificationsOf(member.id)).toEqual([]);

    const [audit] = await auditOf(campaign.id);
    expect(audit).toMatchObject({
      adminId: admin.id,
      targetUserId: brand.id,
      actionType: 'campaign_paused',
      actionDetails: { from: 'active', to: 'paused', reason: 'The budget does not match the brief' },
    });
    const [activity] = await t.deps.database.db
      .select()
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, brand.id))
      .orderBy(desc(workspaceActivity.createdAt))
      .limit(1);
    expect(activity).toMatchObject({ actorName: 'Partnerly team', action: 'campaign_status_changed' });

    // Paused is temporary: the brand fixes it and reactivates.
    const reactivated = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'active',
    });
    expect(reactivated.status).toBe(200);
    expect(await feedTitles(title)).toEqual([title]);
  });

  it('closes for good: out of the feed, the brand told, and its Reactivate refused', async () => {
    const brand = await brandWithPlan(t);
    const title = word();
    const campaign = await createCampaignAs(t, brand, { title });
    expect(await feedTitles(title)).toEqual([title]);

    const response = await moderate('close', campaign.id, { reason: 'Counterfeit goods' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      message: MODERATION_MESSAGES.campaignClosed,
      campaign: { status: 'closed' },
    });
    expect(await feedTitles(title)).toEqual([]);
    const [notice] = await notificationsOf(brand.id);
    expect(notice).toMatchObject({ title: 'Campaign closed by Partnerly' });
    expect(notice!.message).toContain('Reason: Counterfeit goods.');
    const [audit] = await auditOf(campaign.id);
    expect(audit).toMatchObject({ actionType: 'campaign_closed', targetUserId: brand.id });

    const reactivate = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'active',
    });
    expect(reactivate.status).toBe(409);
    expect((await reactivate.json()).error.message).toBe(MODERATION_MESSAGES.closedByModeration);
  });

  it('keeps the brand’s own close reversible', async () => {
    const brand = await brandWithPlan(t);
    const campaign = await createCampaignAs(t, brand);
    await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, { status: 'closed' });
    const reactivated = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'active',
    });
    expect(reactivated.status).toBe(200);
  });

  it('refuses moves the status rules forbid, unknown campaigns and a missing reason', async () => {
    const brand = await brandWithPlan(t);
    const campaign = await createCampaignAs(t, brand);
    expect((await moderate('close', campaign.id)).status).toBe(200);
    const again = await moderate('pause', campaign.id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toContain('a closed campaign cannot be paused');
    expect(await auditOf(campaign.id)).toHaveLength(1);

    const unknown = await moderate('pause', '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const notAnId = await moderate('pause', 'nope');
    expect(notAnId.status).toBe(400);

    const noReason = await moderate('pause', campaign.id, { reason: '   ' });
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({ reason: [MODERATION_MESSAGES.reasonRequired] });
    const tooLong = await moderate('pause', campaign.id, { reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
  });

  it('is for admins only; enterprise actions stay with super admins', async () => {
    const brand = await brandWithPlan(t);
    const campaign = await createCampaignAs(t, brand);
    const refused = await send(t, 'POST', `/api/admin/campaigns/${campaign.id}/pause`, brand, {
      reason: 'x',
    });
    expect(refused.status).toBe(403);
    const enterprise = await send(t, 'POST', `/api/admin/enterprise/workspaces/${brand.id}/grant`, admin, {
      endsOn: '2999-01-01',
    });
    expect(enterprise.status).toBe(403);
    expect((await enterprise.json()).error.message).toBe(accessDeniedMessage('super_admin'));
  });
});
