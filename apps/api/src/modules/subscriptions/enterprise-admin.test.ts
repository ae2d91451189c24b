import {
  accessDeniedMessage,
  ENTERPRISE_ADMIN_MESSAGES,
  privateCodeExpiresAt,
  type AdminLimitRequestList,
  type EnterpriseGrantResult,
  type EnterpriseWorkspaceList,
  type LimitRequestDecision,
  type SubscriptionLimits,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { createBrand, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { send } from '../campaigns/campaigns.fixtures';
import { runRenewalSweep } from './renewals/run-renewal-sweep';
import { getLimits, mailsMatching } from './subscriptions.fixtures';

let t: TestApp;
let superAdmin: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  superAdmin = await createElevatedAdmin(t);
  admin = await createElevatedAdmin(t, 'admin');
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A YYYY-MM-DD date `days` from today. */
const dayIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const grant = (workspaceId: string, body: unknown, as = superAdmin) =>
  send(t, 'POST', `/api/admin/enterprise/workspaces/${workspaceId}/grant`, as, body);

const auditOf = (
  targetUserId: string,
  actionType: 'enterprise_granted' | 'limit_request_approved' | 'limit_request_declined',
) =>
  t.deps.database.db
    .select()
    .from(userActionsLog)
    .where(and(eq(userActionsLog.targetUserId, targetUserId), eq(userActionsLog.actionType, actionType)));

const enterpriseNotices = (userId: string) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'enterprise_updated')));

async function limitRequest(brand: TestUser, qr = 80, redemptions = 900): Promise<string> {
  const response = await send(t, 'POST', '/api/subscriptions/limit-requests', brand, {
    requestedQrLimit: qr,
    requestedRedemptionLimit: redemptions,
    businessJustification: 'Ramadan campaign in 40 stores',
    campaignVolumeEstimate: '12 campaigns a month',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('granting the Enterprise plan', () => {
  it('changes what the limits service answers, tells the owner and writes the audit row', async () => {
    const brand = await createBrand(t);
    const endsOn = dayIn(90);
    const response = await grant(brand.id, { qrCodeLimit: 120, redemptionLimit: 2000, endsOn });
    expect(response.status).toBe(200);
    const body = (await response.json()) as EnterpriseGrantResult;
    expect(body).toMatchObject({
      message: ENTERPRISE_ADMIN_MESSAGES.granted,
      workspace: {
        workspaceId: brand.id,
        planId: 'enterprise',
        status: 'active',
        accessEndsAt: privateCodeExpiresAt(endsOn).toISOString(),
        limits: { qrCodeLimit: 120, maxRedemptionsPerCode: 2000, campaignPostLimit: 50 },
      },
    });

    const limits = (await getLimits(t, brand)) as SubscriptionLimits;
    expect(limits).toMatchObject({
      planId: 'enterprise',
      hasActiveSubscription: true,
      qrCodeLimit: 120,
      maxRedemptionsPerCode: 2000,
      campaignPostLimit: 50,
    });
    const search = `search=${encodeURIComponent(brand.email)}`;
    const onPlan = async (plan: string) =>
      (
        (await (
          await send(t, 'GET', `/api/admin/enterprise/workspaces?${search}&plan=${plan}`, admin)
        ).json()) as EnterpriseWorkspaceList
      ).total;
    expect([await onPlan('enterprise'), await onPlan('free'), await onPlan('premium')]).toEqual([1, 0, 0]);
    const [audit] = await auditOf(brand.id, 'enterprise_granted');
    expect(audit).toMatchObject({ adminId: superAdmin.id });
    expect(audit!.actionDetails).toMatchObject({
      from: { planId: 'free', status: 'none' },
      to: { planId: 'enterprise', customQrCodeLimit: 120, customRedemptionLimit: 2000 },
      isExtension: false,
    });
    const [notice] = await enterpriseNotices(brand.id);
    expect(notice).toMatchObject({ title: 'Your Enterprise plan is active', link: '/profile?tab=account' });
    const [mail] = await mailsMatching(t, brand.email, /^Your Enterprise plan is active$/);
    expect(mail!.text).toContain('120 QR codes a month and 2000 redemptions per code');
  });

  it('extends the plan, keeping the usage cycle; blank limits are the plan’s own', async () => {
    const brand = await createBrand(t);
    expect((await grant(brand.id, { qrCodeLimit: 60, endsOn: dayIn(30) })).status).toBe(200);
    const before = await subscriptionOf(t, brand.id);
    const response = await grant(brand.id, { qrCodeLimit: '', redemptionLimit: null, endsOn: dayIn(400) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: ENTERPRISE_ADMIN_MESSAGES.extended });
    const after = await subscriptionOf(t, brand.id);
    expect(after!.billingCycleStart).toEqual(before!.billingCycleStart);
    expect(after!.nextRenewalDate).toEqual(privateCodeExpiresAt(dayIn(400)));
    expect((await getLimits(t, brand)) as SubscriptionLimits).toMatchObject({
      qrCodeLimit: 30,
      maxRedemptionsPerCode: 300,
    });
  });

  it('moves a paying brand to Enterprise in the same usage cycle, and ends at the end date', async () => {
    const brand = await createBrand(t);
    const startedAt = new Date(Date.now() - 10 * DAY_MS);
    await giveSubscription(t, brand.id, { planId: 'premium', startedAt });
    expect((await grant(brand.id, { endsOn: dayIn(5) })).status).toBe(200);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({
      planId: 'enterprise',
      billingCycleStart: startedAt,
    });

    await runRenewalSweep(t.deps, new Date(Date.now() + 6 * DAY_MS));
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'expired' });
    expect((await getLimits(t, brand)) as SubscriptionLimits).toMatchObject({ planId: 'free' });
  });

  it('refuses bad input, unknown workspaces and admins who are not super admins', async () => {
    const brand = await createBrand(t);
    const past = await grant(brand.id, { endsOn: dayIn(-1) });
    expect(past.status).toBe(400);
    expect((await past.json()).error.fields).toEqual({ endsOn: [ENTERPRISE_ADMIN_MESSAGES.endsOnPast] });
    const far = await grant(brand.id, { endsOn: dayIn(6 * 366) });
    expect((await far.json()).error.fields).toEqual({ endsOn: [ENTERPRISE_ADMIN_MESSAGES.endsOnTooFar] });
    const bad = await grant(brand.id, { qrCodeLimit: 0, redemptionLimit: 'lots', endsOn: 'soon' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      qrCodeLimit: ['QR codes per month must be at least 1'],
      redemptionLimit: ['Redemptions per code must be a number'],
      endsOn: ['Choose an end date'],
    });
    const unknown = await grant('no-such-workspace', { endsOn: dayIn(10) });
    expect(unknown.status).toBe(404);

    const refused = await grant(brand.id, { endsOn: dayIn(10) }, admin);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(accessDeniedMessage('super_admin'));
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
    // Admins read the tab; a brand without a subscription is on free.
    const list = await send(
      t,
      'GET',
      `/api/admin/enterprise/workspaces?search=${encodeURIComponent(brand.email)}`,
      admin,
    );
    expect(list.status).toBe(200);
    expect(((await list.json()) as EnterpriseWorkspaceList).workspaces).toMatchObject([
      { workspaceId: brand.id, planId: 'free', status: 'none', owner: { id: brand.id } },
    ]);
    const free = await send(
      t,
      'GET',
      `/api/admin/enterprise/workspaces?search=${encodeURIComponent(brand.email)}&plan=free`,
      admin,
    );
    expect(((await free.json()) as EnterpriseWorkspaceList).total).toBe(1);
  });
});

describe('limit requests', () => {
  it('are listed pending first and approved into the limits the service applies', async () => {
    const brand = await createBrand(t);
    await grant(brand.id, { endsOn: dayIn(60) });
    const id = await limitRequest(brand, 80, 900);

    const list = (await (
      await send(t, 'GET', '/api/admin/enterprise/limit-requests', admin)
    ).json()) as AdminLimitRequestList;
    expect(list.requests[0]!.status).toBe('pending');
    expect(list.requests.find((row) => row.id === id)).toMatchObject({
      workspaceId: brand.id,
      workspaceName: 'Test Brand Co.',
      requestedQrLimit: 80,
      currentLimits: { qrCodeLimit: 30, maxRedemptionsPerCode: 300 },
      isOnEnterprise: true,
    });

    const refused = await send(t, 'POST', `/api/admin/enterprise/limit-requests/${id}/approve`, admin);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(accessDeniedMessage('super_admin'));

    const response = await send(t, 'POST', `/api/admin/enterprise/limit-requests/${id}/approve`, superAdmin);
    expect(response.status).toBe(200);
    expect((await response.json()) as LimitRequestDecision).toMatchObject({
      message: ENTERPRISE_ADMIN_MESSAGES.approved,
      request: { status: 'approved', currentLimits: { qrCodeLimit: 80, maxRedemptionsPerCode: 900 } },
    });
    expect((await getLimits(t, brand)) as SubscriptionLimits).toMatchObject({
      qrCodeLimit: 80,
      maxRedemptionsPerCode: 900,
    });
    const [audit] = await auditOf(brand.id, 'limit_request_approved');
    expect(audit!.actionDetails).toMatchObject({ requestId: id, requestedQrLimit: 80 });
    expect((await enterpriseNotices(brand.id)).map((notice) => notice.title)).toContain(
      'Your limit request was approved',
    );

    const again = await send(t, 'POST', `/api/admin/enterprise/limit-requests/${id}/approve`, superAdmin);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(ENTERPRISE_ADMIN_MESSAGES.requestResolved);
  });

  it('are declined with the reason the owner reads; approval needs an active Enterprise plan', async () => {
    const brand = await createBrand(t);
    await grant(brand.id, { endsOn: dayIn(60) });
    const declined = await limitRequest(brand);
    const expired = await limitRequest(brand, 50, 500);

    const noReason = await send(
      t,
      'POST',
      `/api/admin/enterprise/limit-requests/${declined}/decline`,
      superAdmin,
      {},
    );
    expect(noReason.status).toBe(400);
    expect((await noReason.json()).error.fields).toEqual({
      reason: [ENTERPRISE_ADMIN_MESSAGES.declineReasonRequired],
    });
    const response = await send(
      t,
      'POST',
      `/api/admin/enterprise/limit-requests/${declined}/decline`,
      superAdmin,
      {
        reason: 'Your volume fits the current limits',
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ request: { status: 'declined' } });
    const [audit] = await auditOf(brand.id, 'limit_request_declined');
    expect(audit!.actionDetails).toMatchObject({
      requestId: declined,
      reason: 'Your volume fits the current limits',
    });
    const [mail] = await mailsMatching(t, brand.email, /^Your limit request was declined$/);
    expect(mail!.text).toContain('Reason: Your volume fits the current limits');
    expect((await getLimits(t, brand)) as SubscriptionLimits).toMatchObject({ qrCodeLimit: 30 });

    await giveSubscription(t, brand.id, { planId: 'premium' });
    const notEnterprise = await send(
      t,
      'POST',
      `/api/admin/enterprise/limit-requests/${expired}/approve`,
      superAdmin,
    );
    expect(notEnterprise.status).toBe(409);
    expect((await notEnterprise.json()).error.message).toBe(ENTERPRISE_ADMIN_MESSAGES.notOnEnterprise);
    const unknown = await send(
      t,
      'POST',
      '/api/admin/enterprise/limit-requests/00000000-0000-4000-8000-000000000000/approve',
      superAdmin,
    );
    expect(unknown.status).toBe(404);
  });
});
