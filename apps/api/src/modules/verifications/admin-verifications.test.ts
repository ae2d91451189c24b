import {
  ACCOUNT_EVENTS,
  CAMPAIGN_MESSAGES,
  DEFAULT_VERIFICATION_REJECTION_REASON,
  VERIFICATION_EVENTS,
  VERIFICATION_MESSAGES,
  type AdminVerificationList,
  type AdminVerificationRequest,
  type Me,
  type MyVerification,
  type Workspace,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserEvent } from '../../integrations/events/event-bus';
import { notifications, userActionsLog, verificationRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { createElevatedAdmin } from '../../test/factories/admin';
import { createColleague } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, brandView, brandWithCampaign } from '../applications/applications.fixtures';
import { campaignForm } from '../campaigns/campaigns.fixtures';
import {
  businessRequest,
  creatorRequest,
  PDF_BYTES,
  requestAs,
  send,
  uploadEvidence,
} from './verifications.fixtures';

let t: TestApp;
let admin: TestUser;
let superAdmin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createElevatedAdmin(t, 'admin');
  superAdmin = await createElevatedAdmin(t, 'super_admin');
});
afterAll(async () => {
  await t.close();
});

const queue = async (query = '') => {
  const response = await send(t, 'GET', `/api/admin/verifications${query}`, admin);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminVerificationList;
};
const approve = (id: string, by = admin) => send(t, 'POST', `/api/admin/verifications/${id}/approve`, by);
const reject = (id: string, body: unknown = {}, by = superAdmin) =>
  send(t, 'POST', `/api/admin/verifications/${id}/reject`, by, body);
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } })
    .error;
const meOf = async (user: TestUser) => (await (await send(t, 'GET', '/api/me', user)).json()) as Me;
const mine = async (user: TestUser) =>
  (await (await send(t, 'GET', '/api/verification-requests/mine', user)).json()) as MyVerification;
const auditOf = (targetUserId: string) =>
  t.deps.database.db.select().from(userActionsLog).where(eq(userActionsLog.targetUserId, targetUserId));
const notificationsOf = (userId: string) =>
  t.deps.database.db.select().from(notifications).where(eq(notifications.userId, userId));

async function pendingCreator(
  firstName = 'Layla',
): Promise<{ creator: TestUser; request: AdminVerificationRequest }> {
  const creator = await createTestUser(t, { firstName, lastName: 'Haddad' });
  const screenshotUploadId = await uploadEvidence(t, creator, 'image');
  const { id } = await requestAs(t, creator, creatorRequest({ screenshotUploadId }));
  const { requests } = await queue('?status=pending&requesterType=creator');
  return { creator, request: requests.find((request) => request.id === id)! };
}

describe('the verification queue', () => {
  it('lists pending requests first, then the newest, with the requester; filters by status and type', async () => {
    const { request: older } = await pendingCreator('Older');
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Rami', lastName: 'Agent' });
    const agentRequest = await requestAs(t, agent, await businessRequest(t, agent));
    const { request: decided } = await pendingCreator('Decided');
    expect((await approve(decided.id)).status).toBe(200);

    const { requests, total, page, pageSize } = await queue();
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 20 });
    expect(total).toBeGreaterThanOrEqual(3);
    const ids = requests.map((request) => request.id);
    // Both pending ones (newest first) come before the decided one, although it is newer.
    expect(ids.indexOf(agentRequest.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(decided.id));
    expect(requests.find((request) => request.id === agentRequest.id)).toMatchObject({
      kind: 'business',
      tradeLicenceNumber: 'DED-1234567',
      document: {
        url: `/api/admin/verifications/${agentRequest.id}/document`,
        contentType: 'application/pdf',
      },
      requester: { id: agent.id, name: 'Rami Agent', email: agent.email, userType: 'agent' },
      reviewer: null,
    });
    expect(requests.find((request) => request.id === decided.id)).toMatchObject({
      status: 'approved',
      reviewer: { id: admin.id, name: 'Ada Admin' },
      reviewedAt: expect.any(String),
    });

    const agents = await queue('?requesterType=agent');
    expect(agents.requests.map((request) => request.requester.userType)).toEqual(
      agents.requests.map(() => 'agent'),
    );
    const approved = await queue('?status=approved');
    expect(approved.requests.every((request) => request.status === 'approved')).toBe(true);
    expect(approved.requests.map((request) => request.id)).toContain(decided.id);

    const bad = await send(t, 'GET', '/api/admin/verifications?status=maybe&page=0', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys((await errorOf(bad)).fields!).sort()).toEqual(['page', 'status']);
  });
});

describe('approving', () => {
  it('verifies the creator, records the reviewer, the audit row and tells the creator live', async () => {
    const { creator, request } = await pendingCreator();
    const events: UserEvent[] = [];
    const unsubscribe = t.deps.events.subscribe(creator.id, (event) => events.push(event));
    try {
      const response = await approve(request.id);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        id: request.id,
        status: 'approved',
        reviewer: { id: admin.id },
        rejectionReason: null,
      });
      // The request's card and the profile every page reads (account.changed) are re-read.
      await vi.waitFor(
        () =>
          expect(events).toEqual(
            expect.arrayContaining([
              { type: VERIFICATION_EVENTS.changed, data: { requestId: request.id, status: 'approved' } },
              { type: ACCOUNT_EVENTS.changed, data: { userId: creator.id } },
            ]),
          ),
        EVENTUALLY,
      );
    } finally {
      unsubscribe();
    }
    const [row] = await t.deps.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, request.id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: admin.id, reviewedAt: expect.any(Date) });
    expect((await meOf(creator)).profile).toMatchObject({ isVerified: true, verificationStatus: 'verified' });
    expect(await mine(creator)).toMatchObject({
      status: 'verified',
      latest: { id: request.id, status: 'approved' },
      cannotRequestReason: VERIFICATION_MESSAGES.alreadyVerified,
    });
    expect(await auditOf(creator.id)).toEqual([
      expect.objectContaining({
        adminId: admin.id,
        actionType: 'verification_approved',
        actionDetails: { verificationRequestId: request.id, requesterType: 'creator' },
      }),
    ]);
    expect(await notificationsOf(creator.id)).toEqual([
      expect.objectContaining({
        type: 'verification_approved',
        title: 'Your account is verified',
        link: '/profile',
      }),
    ]);
  });

  it('decides only pending requests: of two approvals at once exactly one wins', async () => {
    const { creator, request } = await pendingCreator();
    const answers = await Promise.all([approve(request.id, admin), approve(request.id, superAdmin)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect((await errorOf(loser)).message).toBe(VERIFICATION_MESSAGES.alreadyReviewed);
    expect(await auditOf(creator.id)).toHaveLength(1);

    const late = await reject(request.id);
    expect(late.status).toBe(409);
    expect((await errorOf(late)).message).toBe(VERIFICATION_MESSAGES.alreadyReviewed);
    expect((await approve('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await approve('not-an-id')).status).toBe(400);
  });

  it('shows the badge where others see the creator: on the application the brand reads', async () => {
    const { brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' });
    const { creator, request } = await pendingCreator();
    await applyAs(t, creator, { type: 'direct', campaignId });
    const applicant = async () =>
      (await brandView(t, brand, campaignId)).applications.find(
        (application) => application.applicant.id === creator.id,
      )!.applicant;
    expect((await applicant()).isVerified).toBe(false);
    await approve(request.id);
    expect((await applicant()).isVerified).toBe(true);
  });

  it("verifies a brand's workspace: point rewards unlock for everyone in it", async () => {
    const { brand: owner } = await brandWithCampaign(t, { planId: 'premium' });
    const manager = await createColleague(t, owner.id, 'manager');
    const withPoints = campaignForm({ pointRewardEnabled: true });
    const before = await send(t, 'POST', '/api/campaigns', manager, withPoints);
    expect(before.status).toBe(400);
    expect((await errorOf(before)).fields).toEqual({
      pointRewardEnabled: [CAMPAIGN_MESSAGES.pointRewardsNeedVerification],
    });

    const request = await requestAs(t, owner, await businessRequest(t, owner));
    expect((await approve(request.id)).status).toBe(200);
    const workspace = (await (await send(t, 'GET', '/api/workspace', manager)).json()) as Workspace;
    expect(workspace.verificationStatus).toBe('verified');
    expect((await meOf(owner)).profile).toMatchObject({ isVerified: true, verificationStatus: 'verified' });
    expect((await send(t, 'POST', '/api/campaigns', manager, withPoints)).status).toBe(201);
    expect(await notificationsOf(owner.id)).toContainEqual(
      expect.objectContaining({ type: 'verification_approved', title: 'Your brand is verified' }),
    );
  });
});

describe('rejecting', () => {
  it("uses the spec's reason by default; the requester reads it, is unverified again and may retry", async () => {
    const { creator, request } = await pendingCreator();
    const response = await reject(request.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: DEFAULT_VERIFICATION_REJECTION_REASON,
      reviewer: { id: superAdmin.id, name: 'Ada Admin' },
    });
    expect((await meOf(creator)).profile).toMatchObject({
      isVerified: false,
      verificationStatus: 'unverified',
    });
    expect(await mine(creator)).toMatchObject({
      status: 'unverified',
      latest: { status: 'rejected', rejectionReason: DEFAULT_VERIFICATION_REJECTION_REASON },
      cannotRequestReason: null,
    });
    expect(await auditOf(creator.id)).toEqual([
      expect.objectContaining({
        adminId: superAdmin.id,
        actionType: 'verification_rejected',
        actionDetails: {
          verificationRequestId: request.id,
          requesterType: 'creator',
          reason: DEFAULT_VERIFICATION_REJECTION_REASON,
        },
      }),
    ]);
    const [notice] = await notificationsOf(creator.id);
    expect(notice).toMatchObject({ type: 'verification_rejected', link: '/profile' });
    expect(notice!.message).toContain(DEFAULT_VERIFICATION_REJECTION_REASON);

    // A new request after the rejection.
    expect((await send(t, 'POST', '/api/verification-requests', creator, creatorRequest())).status).toBe(201);
  });

  it('takes a custom reason and refuses a blank or overlong one', async () => {
    const { request } = await pendingCreator();
    const blank = await reject(request.id, { reason: '   ' });
    expect(blank.status).toBe(400);
    expect((await errorOf(blank)).fields).toEqual({ reason: [VERIFICATION_MESSAGES.reasonRequired] });
    const long = await reject(request.id, { reason: 'x'.repeat(501) });
    expect((await errorOf(long)).fields).toEqual({ reason: [VERIFICATION_MESSAGES.reasonTooLong] });
    const custom = await reject(request.id, { reason: 'The profile link shows a different account' }, admin);
    expect(custom.status).toBe(200);
    expect((await custom.json()).rejectionReason).toBe('The profile link shows a different account');
  });
});

describe('the attached document', () => {
  it('opens for admins through the queue, never for other users', async () => {
    const agent = await createTestUser(t, { userType: 'agent' });
    const body = await businessRequest(t, agent);
    const request = await requestAs(t, agent, body);
    const documentPath = `/api/admin/verifications/${request.id}/document`;

    const opened = await send(t, 'GET', documentPath, admin);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await opened.arrayBuffer())).toEqual(PDF_BYTES);

    const stranger = await createTestUser(t);
    const brand = await createTestUser(t, { userType: 'brand' });
    for (const user of [stranger, brand]) {
      expect((await send(t, 'GET', documentPath, user)).status).toBe(403);
      expect((await send(t, 'GET', `/api/uploads/${body.documentUploadId}`, user)).status).toBe(404);
    }
    expect((await send(t, 'GET', `/api/uploads/${body.documentUploadId}`, agent)).status).toBe(200);
  });

  it('answers 404 for a request without a document', async () => {
    const creator = await createTestUser(t);
    const request = await requestAs(t, creator, creatorRequest());
    const response = await send(t, 'GET', `/api/admin/verifications/${request.id}/document`, admin);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toBe(VERIFICATION_MESSAGES.documentMissing);
  });
});

describe('the gate', () => {
  it('refuses the queue to other roles and to visitors', async () => {
    const creator = await createTestUser(t);
    expect((await send(t, 'GET', '/api/admin/verifications', null)).status).toBe(401);
    expect((await send(t, 'GET', '/api/admin/verifications', creator)).status).toBe(403);
    const { request } = await pendingCreator();
    expect((await send(t, 'POST', `/api/admin/verifications/${request.id}/approve`, creator)).status).toBe(
      403,
    );
    const [row] = await t.deps.database.db
      .select({ status: verificationRequests.status })
      .from(verificationRequests)
      .where(eq(verificationRequests.id, request.id));
    expect(row!.status).toBe('pending');
  });
});
