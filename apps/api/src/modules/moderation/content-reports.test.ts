import { randomBytes } from 'node:crypto';
import {
  CONTENT_REPORT_MESSAGES,
  CREATOR_PAGE_MESSAGES,
  MODERATION_MESSAGES,
  type AdminReportList,
  type CampaignFeedPage,
  type RedemptionPage,
  type ReportResolution,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns, contentReports, notifications, userActionsLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { giveSubscription } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { givenShareLink } from '../affiliate/creator-page.fixtures';
import { brandWithPlan, createCampaignAs, send } from '../campaigns/campaigns.fixtures';
import { givenCode } from '../redemption/redemption.fixtures';
import { REPORT_LIMITS } from './report-content';

let t: TestApp;
let admin: TestUser;
let creator: TestUser;

beforeAll(async () => {
  // Behind a trusted proxy the client's network comes from X-Forwarded-For, so tests can vary it.
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  admin = await createElevatedAdmin(t, 'admin');
  creator = await createTestUser(t);
});
afterAll(() => t.close());

let network = 0;
const freshNetwork = () => `198.51.100.${(network += 1)}`;

/** A report as a visitor's browser sends it: signed in when `user` is given, from its own network. */
function report(body: unknown, user?: TestUser, ip = freshNetwork()) {
  return t.request('/api/content-reports', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(user ? { cookie: user.cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

const storedReport = async (id: string) =>
  (await t.deps.database.db.select().from(contentReports).where(eq(contentReports.id, id)))[0]!;

const noticesOf = (
  userId: string,
  type: 'content_report_resolved' | 'campaign_moderated' | 'system_update',
) =>
  t.deps.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

const auditRowsFor = async (reportId: string) =>
  (await t.deps.database.db.select().from(userActionsLog)).filter(
    (row) => row.actionDetails.reportId === reportId,
  );

async function reportedCampaign() {
  const brand = await brandWithPlan(t);
  const title = `Rep${randomBytes(4).toString('hex')}`;
  const campaign = await createCampaignAs(t, brand, { title });
  return { brand, campaign, title };
}

async function decide(reportId: string, action: 'dismiss' | 'take-down', body: unknown) {
  return send(t, 'POST', `/api/admin/reports/${reportId}/${action}`, admin, body);
}

describe('reporting', () => {
  it('answers bad input with field messages', async () => {
    const empty = await report({});
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toEqual({
      targetType: ['Choose a campaign, a page or a code'],
      targetId: ['Say what you are reporting'],
      reason: [CONTENT_REPORT_MESSAGES.reasonRequired],
    });
    const other = await report({ targetType: 'campaign', targetId: 'x', reason: 'other', details: '  ' });
    expect((await other.json()).error.fields).toEqual({ details: [CONTENT_REPORT_MESSAGES.detailsRequired] });
    const long = await report({
      targetType: 'code',
      targetId: 'x',
      reason: 'spam',
      details: 'x'.repeat(1001),
    });
    expect((await long.json()).error.fields).toEqual({ details: [CONTENT_REPORT_MESSAGES.detailsTooLong] });
    const reason = await report({ targetType: 'code', targetId: 'x', reason: 'boring' });
    expect((await reason.json()).error.fields).toEqual({ reason: [CONTENT_REPORT_MESSAGES.reasonRequired] });
    for (const body of ['nonsense', '[]']) {
      const bad = await t.request('/api/content-reports', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(bad.status).toBe(400);
    }
  });

  it('answers 404 for something that is not there to report', async () => {
    const brand = await brandWithPlan(t);
    const draft = await createCampaignAs(t, brand);
    await t.deps.database.db.update(campaigns).set({ status: 'draft' }).where(eq(campaigns.id, draft.id));
    for (const [targetType, targetId] of [
      ['campaign', '00000000-0000-4000-8000-000000000000'],
      ['campaign', 'not-an-id'],
      ['campaign', draft.id],
      ['public_page', 'NoSuchPage1'],
      ['public_page', '../../etc'],
      ['code', 'NOPE-ABC123'],
      ['code', 'lower-case'],
    ]) {
      const response = await report({ targetType, targetId, reason: 'spam' });
      expect(response.status, `${targetType} ${targetId}`).toBe(404);
      expect((await response.json()).error.message).toBe(CONTENT_REPORT_MESSAGES.notFound);
    }
  });

  it('keeps a signed-in reporter and does not store their second report of the same thing', async () => {
    const { campaign } = await reportedCampaign();
    const first = await report(
      { targetType: 'campaign', targetId: campaign.id, reason: 'misleading' },
      creator,
    );
    expect(first.status).toBe(201);
    const { id, message } = await first.json();
    expect(message).toBe(CONTENT_REPORT_MESSAGES.sentDetail);
    expect(await storedReport(id)).toMatchObject({
      reporterId: creator.id,
      targetType: 'campaign',
      targetId: campaign.id,
      reason: 'misleading',
      details: null,
      status: 'open',
    });
    const again = await report({ targetType: 'campaign', targetId: campaign.id, reason: 'spam' }, creator);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, message: CONTENT_REPORT_MESSAGES.alreadyReported });
  });

  it('takes anonymous reports, a few an hour per network', async () => {
    const { code } = await givenCode(t);
    const ip = freshNetwork();
    const body = { targetType: 'code', targetId: code.code, reason: 'fraud', details: 'Fake shop' };
    for (let index = 0; index < REPORT_LIMITS.perNetwork.max; index++) {
      const response = await report(body, undefined, ip);
      expect(response.status).toBe(201);
      expect(await storedReport((await response.json()).id)).toMatchObject({
        reporterId: null,
        targetId: code.id,
        details: 'Fake shop',
      });
    }
    const refused = await report(body, undefined, ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await refused.json()).error.message).toBe(CONTENT_REPORT_MESSAGES.tooMany);
    // Another network, and a signed-in reporter on the same one, are not held back.
    expect((await report(body)).status).toBe(201);
    expect((await report(body, creator, ip)).status).toBe(201);
  });
});

describe('the report queue', () => {
  it('lists open reports first with what they are about', async () => {
    const { campaign, title } = await reportedCampaign();
    const { code } = await givenCode(t, { campaignName: 'Queue Sale' });
    const codeReport = (
      await (await report({ targetType: 'code', targetId: code.code, reason: 'spam' })).json()
    ).id;
    const campaignReport = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'fraud' }, creator)).json()
    ).id;
    await decide(codeReport, 'dismiss', {});

    const response = await send(t, 'GET', '/api/admin/reports?page=1', admin);
    expect(response.status).toBe(200);
    const list = (await response.json()) as AdminReportList;
    const firstResolved = list.reports.findIndex((row) => row.status !== 'open');
    const lastOpen = list.reports.map((row) => row.status).lastIndexOf('open');
    expect(firstResolved === -1 || lastOpen < firstResolved).toBe(true);
    expect(list.reports.find((row) => row.id === campaignReport)).toMatchObject({
      status: 'open',
      reason: 'fraud',
      reporter: { id: creator.id, email: creator.email },
      target: { title, ownerName: 'Test Brand Co.', link: null, status: 'active', isAvailable: true },
    });
    const open = (await (
      await send(t, 'GET', '/api/admin/reports?status=dismissed&targetType=code', admin)
    ).json()) as AdminReportList;
    expect(open.reports.find((row) => row.id === codeReport)).toMatchObject({
      status: 'dismissed',
      reporter: null,
      reviewerName: 'Ada Admin',
      target: { title: `${code.code} (Queue Sale)`, link: `/r/${code.code}` },
    });
    expect((await send(t, 'GET', '/api/admin/reports?status=closed', admin)).status).toBe(400);
  });

  it('dismisses a report with its open twins; reporters hear it, the content stays', async () => {
    const { campaign, title } = await reportedCampaign();
    const other = await createTestUser(t);
    const first = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'spam' }, creator)).json()
    ).id;
    const second = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'fraud' }, other)).json()
    ).id;

    const response = await decide(first, 'dismiss', { note: 'A normal campaign' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as ReportResolution;
    expect(body).toMatchObject({ resolvedCount: 2, message: MODERATION_MESSAGES.reportDismissed });
    expect(body.report).toMatchObject({ status: 'dismissed', reviewNote: 'A normal campaign' });
    expect(await storedReport(second)).toMatchObject({ status: 'dismissed', reviewedBy: admin.id });
    for (const reporter of [creator, other]) {
      const notices = await noticesOf(reporter.id, 'content_report_resolved');
      expect(notices.at(-1)!.message).toContain(`report of "${title}"`);
    }
    const [audit] = await auditRowsFor(first);
    expect(audit).toMatchObject({ adminId: admin.id, actionType: 'report_dismissed' });
    expect(audit!.actionDetails.resolvedReportIds).toEqual(expect.arrayContaining([first, second]));

    const twice = await decide(first, 'dismiss', {});
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(MODERATION_MESSAGES.reportResolved);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'dismiss', {})).status).toBe(404);
  });
});

describe('taking content down', () => {
  it('closes a campaign: out of the feed, the brand told, the reporters told, for good', async () => {
    const { brand, campaign, title } = await reportedCampaign();
    const first = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'fraud' }, creator)).json()
    ).id;
    const anonymous = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'spam' })).json()
    ).id;

    const noNote = await decide(first, 'take-down', { note: '' });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).error.fields).toEqual({ note: [MODERATION_MESSAGES.noteRequired] });

    const response = await decide(first, 'take-down', { note: 'Asks creators for payment up front' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      resolvedCount: 2,
      message: MODERATION_MESSAGES.reportTakenDown,
    });
    expect(await storedReport(anonymous)).toMatchObject({ status: 'taken_down' });

    const feed = (await (
      await send(t, 'GET', `/api/campaigns/feed?q=${title}`, creator)
    ).json()) as CampaignFeedPage;
    expect(feed.campaigns).toEqual([]);
    const [moderated] = await noticesOf(brand.id, 'campaign_moderated');
    expect(moderated!.message).toContain('Reason: Asks creators for payment up front.');
    const resolved = (await noticesOf(creator.id, 'content_report_resolved')).find((notice) =>
      notice.message.includes(title),
    );
    expect(resolved).toMatchObject({ title: 'Reported content taken down' });
    const [audit] = await auditRowsFor(first);
    expect(audit).toMatchObject({
      actionType: 'report_taken_down',
      targetUserId: brand.id,
      actionDetails: { campaignId: campaign.id, note: 'Asks creators for payment up front' },
    });

    const reactivate = await send(t, 'PATCH', `/api/campaigns/${campaign.id}/status`, brand, {
      status: 'active',
    });
    expect(reactivate.status).toBe(409);
    expect((await reactivate.json()).error.message).toBe(MODERATION_MESSAGES.closedByModeration);
  });

  it('deactivates a public page: Creator Not Found, the creator told, and not switched back on', async () => {
    const pageOwner = await createTestUser(t, { firstName: 'Rania', lastName: 'Page' });
    const shareCode = await givenShareLink(t, pageOwner);
    expect((await send(t, 'GET', `/api/creator-pages/${shareCode}`)).status).toBe(200);
    const id = (
      await (await report({ targetType: 'public_page', targetId: shareCode, reason: 'inappropriate' })).json()
    ).id;
    const queue = (await (
      await send(t, 'GET', '/api/admin/reports?targetType=public_page&status=open', admin)
    ).json()) as AdminReportList;
    expect(queue.reports.find((row) => row.id === id)!.target).toMatchObject({
      title: "Rania Page's public page",
      link: `/creator/${shareCode}`,
    });

    expect((await decide(id, 'take-down', { note: 'Offensive bio' })).status).toBe(200);
    const page = await send(t, 'GET', `/api/creator-pages/${shareCode}`);
    expect(page.status).toBe(404);
    expect((await page.json()).error.message).toBe(CREATOR_PAGE_MESSAGES.notFound);
    const [notice] = await noticesOf(pageOwner.id, 'system_update');
    expect(notice).toMatchObject({
      title: 'Your public page was taken down',
      link: '/affiliate-hub?tab=share-links',
    });
    const [audit] = await auditRowsFor(id);
    expect(audit).toMatchObject({ actionType: 'report_taken_down', targetUserId: pageOwner.id });

    const switchOn = await send(t, 'PATCH', '/api/share-link', pageOwner, { isActive: true });
    expect(switchOn.status).toBe(409);
    expect((await switchOn.json()).error.message).toBe(MODERATION_MESSAGES.takenDown);
  });

  it('deactivates a code: its page shows it turned off, and the brand cannot switch it on', async () => {
    const { brand, code } = await givenCode(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const id = (
      await (await report({ targetType: 'code', targetId: code.code, reason: 'fraud' }, creator)).json()
    ).id;

    expect((await decide(id, 'take-down', { note: 'Not a real shop' })).status).toBe(200);
    const page = (await (await send(t, 'GET', `/api/redeem/${code.code}`)).json()) as RedemptionPage;
    expect(page.outcome).toBe('inactive');
    const [notice] = await noticesOf(brand.id, 'system_update');
    expect(notice).toMatchObject({
      title: 'A QR code was taken down',
      link: '/dashboard?tab=private-referrals',
    });
    const [audit] = await auditRowsFor(id);
    expect(audit).toMatchObject({ actionType: 'report_taken_down', targetUserId: brand.id });

    const switchOn = await send(t, 'PATCH', `/api/private-codes/${code.id}`, brand, { status: 'active' });
    expect(switchOn.status).toBe(409);
    expect((await switchOn.json()).error.message).toBe(MODERATION_MESSAGES.takenDown);
  });

  it('refuses to take down what no longer exists (dismissing still works)', async () => {
    const { brand, campaign } = await reportedCampaign();
    const id = (
      await (await report({ targetType: 'campaign', targetId: campaign.id, reason: 'spam' })).json()
    ).id;
    expect((await send(t, 'DELETE', `/api/campaigns/${campaign.id}`, brand)).status).toBe(204);
    const response = await decide(id, 'take-down', { note: 'Spam' });
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toBe(MODERATION_MESSAGES.targetGone);
    expect(await storedReport(id)).toMatchObject({ status: 'open' });
    const dismissed = await decide(id, 'dismiss', {});
    expect(dismissed.status).toBe(200);
    expect(((await dismissed.json()) as ReportResolution).report.target).toMatchObject({
      isAvailable: false,
    });
  });
});
