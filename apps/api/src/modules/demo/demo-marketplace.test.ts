import type {
  MyAdvertiserPermit,
  ChatRequestList,
  NotificationList,
  CreatorDashboard,
  ApplicationDisputes,
  CalendarResponse,
  BrandAffiliateAnalytics,
  BrandCampaign,
  BrandPayoutList,
  ConversationList,
  CampaignApplications,
  CampaignResultList,
  CreatorPage,
  CreatorPayoutList,
  EventCheckInList,
  EventPass,
  MessagePage,
  Me,
  MyAffiliateCodes,
  MyApplication,
  MyCodeAnalytics,
  MySubscription,
  BillingHistory,
  MySupportRequests,
  MyVerification,
  NetworkList,
  PointsSummary,
  PrivateCodesOverview,
  Representation,
  SocialLinkList,
  SubmissionList,
  SubscriptionLimits,
  UnreadCount,
  Workspace,
  WorkspaceActivityItem,
} from '@partnerly/contracts';
import { CHECK_IN_POINTS } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiserPermits,
  authUsers,
  calendarEvents,
  contentReports,
  enterpriseLimitRequests,
  eventCheckIns,
  verificationRequests,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo } from '../../test/mailbox';
import { sessionCookieOf } from '../../test/users';
import { DEMO_PASSWORD, seedDemoAccounts } from './demo';
import { DEMO_PERMIT_NUMBERS } from './demo-advertiser-permits';
import { DEMO_NEXT_EVENT, DEMO_PAST_EVENT } from './demo-check-ins';
import { DEMO_SHARE_CODE } from './demo-share-link';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.deps);
});
afterAll(() => t.close());

async function getAs<T>(email: string, pathname: string): Promise<T> {
  const signIn = await t.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${email}@demo.partnerly.local`, password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const response = await t.request(pathname, { headers: { cookie: sessionCookieOf(signIn)! } });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const byTitle = (campaigns: BrandCampaign[], title: string) =>
  campaigns.find((campaign) => campaign.title === title)!;

describe('the living demo (a fresh embedded database)', () => {
  it('gives the demo brand a paid Premium plan with its receipt', async () => {
    const { subscription } = await getAs<MySubscription>('brand', '/api/subscriptions/me');
    expect(subscription).toMatchObject({ planId: 'premium', status: 'active' });
    const receipts = await mailsTo(t, 'brand@demo.partnerly.local');
    expect(receipts.some((mail) => /premium/i.test(mail.subject + mail.text))).toBe(true);
  });

  it("issued the demo brand's Premium payment its tax invoice, e-mailed and in its billing history", async () => {
    const { documents } = await getAs<BillingHistory>('brand', '/api/subscriptions/me/billing-history');
    expect(documents).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: 'PL-INV-000001',
        totalFils: 53_000,
        vatFils: 2_524,
        description: expect.stringContaining('Premium plan'),
      }),
    ]);
    const mails = await mailsTo(t, 'brand@demo.partnerly.local');
    expect(mails.map((mail) => mail.subject)).toContain('Tax Invoice PL-INV-000001 from Partnerly');
  });

  it('shows the brand campaigns in every state a brand can set', async () => {
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    expect(Object.fromEntries(campaigns.map((campaign) => [campaign.title, campaign.status]))).toEqual({
      'Ramadan Iftar Stories': 'active',
      'Desert Bloom Skincare Launch': 'active',
      'Dubai Mall Pop-up Weekend': 'paused',
      'Winter Collection Lookbook': 'closed',
      // Its events with check-ins (demo-check-ins.ts).
      [DEMO_PAST_EVENT]: 'closed',
      [DEMO_NEXT_EVENT]: 'active',
    });
  });

  it('shows applications in every state, with negotiations waiting on either side', async () => {
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const iftar = await getAs<CampaignApplications>(
      'brand',
      `/api/applications/campaigns/${byTitle(campaigns, 'Ramadan Iftar Stories').id}`,
    );
    const iftarStates = iftar.applications.map((application) => ({
      name: application.applicant.name.split(' ')[0],
      status: application.status,
      awaiting: application.awaiting,
      isViewed: application.isViewed,
    }));
    expect(iftarStates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Casey', status: 'in_progress' }),
        expect.objectContaining({ name: 'Layla', status: 'pending', awaiting: 'creator' }),
        expect.objectContaining({ name: 'Omar', status: 'pending', isViewed: false }),
      ]),
    );
    const skincare = await getAs<CampaignApplications>(
      'brand',
      `/api/applications/campaigns/${byTitle(campaigns, 'Desert Bloom Skincare Launch').id}`,
    );
    expect(skincare.counts).toMatchObject({ total: 3, pending: 1, approved: 1, rejected: 1 });
    const noor = skincare.applications.find((application) => application.applicant.name.startsWith('Noor'));
    expect(noor).toMatchObject({ status: 'pending', awaiting: 'brand', quotedRate: 2600 });
  });

  it('gives the creator a history: a deal agreed by her agent, a refusal, a withdrawal, pending offers', async () => {
    const { applications } = await getAs<{ applications: MyApplication[] }>(
      'creator',
      '/api/applications/mine',
    );
    const of = (title: string) => applications.find((application) => application.campaign.title === title);
    expect(applications).toHaveLength(9);
    expect(of('Dubai Mall Pop-up Weekend')).toMatchObject({ status: 'withdrawn' });
    expect(of('Desert Bloom Skincare Launch')).toMatchObject({
      status: 'in_progress',
      agreedRate: 4200,
      submittedByAgent: true,
    });
    expect(of('Winter Collection Lookbook')).toMatchObject({ status: 'rejected' });
    expect(of('Cold Brew Tasting Night')).toMatchObject({ status: 'pending', awaiting: 'brand' });
    expect(of(DEMO_PAST_EVENT)).toMatchObject({ status: 'approved' });
    expect(of(DEMO_NEXT_EVENT)).toMatchObject({ status: 'approved' });
  });

  it('shows content in every review state: approved, awaiting the brand, sent back with feedback', async () => {
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const queue = async (title: string) =>
      (
        await getAs<SubmissionList>('brand', `/api/submissions/campaigns/${byTitle(campaigns, title).id}`)
      ).submissions.map(({ creatorName, platform, status, feedback, screenshotUploadIds }) => ({
        creator: creatorName.split(' ')[0],
        platform,
        status,
        hasFeedback: feedback !== null,
        screenshots: screenshotUploadIds.length,
      }));
    expect(await queue('Winter Collection Lookbook')).toEqual(
      ['Noor', 'Layla'].map((creator) => ({
        creator,
        platform: 'instagram',
        status: 'approved',
        hasFeedback: false,
        screenshots: 1,
      })),
    );
    expect(await queue('Dubai Mall Pop-up Weekend')).toEqual([
      { creator: 'Omar', platform: 'instagram', status: 'submitted', hasFeedback: false, screenshots: 1 },
    ]);
    expect(await queue('Ramadan Iftar Stories')).toEqual([
      {
        creator: 'Casey',
        platform: 'instagram',
        status: 'revision_requested',
        hasFeedback: true,
        screenshots: 1,
      },
    ]);
    expect(await queue('Desert Bloom Skincare Launch')).toEqual([
      { creator: 'Casey', platform: 'youtube', status: 'submitted', hasFeedback: false, screenshots: 0 },
    ]);
    // The screenshot is a real image the brand can open.
    const lookbook = await getAs<SubmissionList>(
      'brand',
      `/api/submissions/campaigns/${byTitle(campaigns, 'Winter Collection Lookbook').id}`,
    );
    const image = await t.request(`/api/uploads/${lookbook.submissions[0]!.screenshotUploadIds[0]}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it("fills Casey's creator dashboard: her paid iced latte reel this month, its engagement and reach", async () => {
    const { stats, performance } = await getAs<CreatorDashboard>('creator', '/api/creator-dashboard');
    expect(stats).toMatchObject({ earningsPaidThisMonth: 950 });
    expect(stats.applications).toBeGreaterThan(0);
    expect(stats.approved).toBeGreaterThan(0);
    expect(stats.activeCodes).toBeGreaterThan(0);
    expect(performance).toMatchObject({ completedResults: 1, totalReach: 15_800 });
    expect(performance.engagementScore).toBeGreaterThan(0);
    expect(performance.trend.map((point) => point.campaignTitle)).toEqual(['Iced Latte Summer Reels']);
  });

  it("shows the lookbook's final results: Noor's approved and paid, Layla's under review", async () => {
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const { results } = await getAs<CampaignResultList>(
      'brand',
      `/api/results/campaigns/${byTitle(campaigns, 'Winter Collection Lookbook').id}`,
    );
    expect(
      results.map(({ creatorName, engagement, screenshots, contentStatus }) => ({
        creator: creatorName.split(' ')[0],
        level: engagement.level,
        screenshots: screenshots.length,
        contentStatus,
      })),
    ).toEqual([
      { creator: 'Noor', level: 'strong', screenshots: 1, contentStatus: 'completed' },
      { creator: 'Layla', level: 'medium', screenshots: 1, contentStatus: 'final_submitted' },
    ]);
    const brandPayouts = await getAs<BrandPayoutList>('brand', '/api/payouts');
    expect(
      brandPayouts.payouts.map(({ creatorName, status, amount }) => [
        creatorName.split(' ')[0],
        status,
        amount,
      ]),
    ).toEqual([
      ['Layla', 'pending', null],
      ['Noor', 'paid', 2500],
    ]);
    expect(brandPayouts.totalSpent).toBe(2500);
    const noors = await getAs<CreatorPayoutList>('noor', '/api/payouts/mine');
    expect(noors).toMatchObject({
      totalEarned: 2500,
      payouts: [{ status: 'paid', reference: 'ENBD-TRF-58231' }],
    });
    // The brand home's Avg. Engagement comes from the approved results.
    const lookbook = byTitle(campaigns, 'Winter Collection Lookbook');
    expect(lookbook.engagementRate).toBeGreaterThan(0);
  });

  it('shows affiliate codes with tracked use: real orders for the lookbook, estimates elsewhere, a deleted code kept', async () => {
    const { rows, totals } = await getAs<BrandAffiliateAnalytics>('brand', '/api/brand-affiliate/analytics');
    const summary = rows.map((row) => ({
      creator: row.creatorName.split(' ')[0],
      campaign: row.campaignTitle,
      status: row.status,
      source: row.conversions.source,
      orders: row.conversions.orders,
    }));
    expect(summary.filter((row) => row.campaign === 'Winter Collection Lookbook')).toEqual([
      {
        creator: 'Noor',
        campaign: 'Winter Collection Lookbook',
        status: 'active',
        source: 'imported',
        orders: 4,
      },
      {
        creator: 'Layla',
        campaign: 'Winter Collection Lookbook',
        status: 'active',
        source: 'imported',
        orders: 1,
      },
    ]);
    expect(
      summary.filter((row) => row.campaign !== 'Winter Collection Lookbook').map((row) => row.source),
    ).toEqual(Array(8).fill('estimated'));
    expect(summary.at(-1)).toMatchObject({ creator: 'Omar', status: 'deleted' });
    expect(totals).toMatchObject({ codes: 10, importedOrders: 5, importedRevenueMinor: 173_650 });
    expect(totals.clicks).toBeGreaterThan(0);
  });

  it('gives the demo brand QR codes: one in use, one used up, one ending tomorrow at the mall', async () => {
    const { stats, plan, codes, recentRedemptions } = await getAs<PrivateCodesOverview>(
      'brand',
      '/api/private-codes',
    );
    // 9 of 11 attempts succeeded; the three codes count against Premium's 10 a month.
    expect(stats).toEqual({
      totalCodes: 3,
      totalRedemptions: 9,
      successRate: 82,
      monthlyUsed: 3,
      monthlyLimit: 10,
    });
    expect(plan).toMatchObject({ planId: 'premium', canCreate: true, maxRedemptionsPerCode: 100 });
    expect(
      codes.map(({ campaignName, remainingUses, maxUses, isExpired, status }) => ({
        campaignName,
        remainingUses,
        maxUses,
        isExpired,
        status,
      })),
    ).toEqual([
      { campaignName: 'Mall Weekend', remainingUses: 100, maxUses: 100, isExpired: false, status: 'active' },
      { campaignName: 'Spring Brunch', remainingUses: 46, maxUses: 50, isExpired: false, status: 'active' },
      { campaignName: 'Gift Week', remainingUses: 0, maxUses: 5, isExpired: true, status: 'active' },
    ]);
    const mall = codes[0]!;
    expect(mall.businessLocation).toBe('Dubai Mall, Fashion Avenue, Level 1');
    expect(mall.googleMapsUrl).toMatch(/^https:\/\/maps\.google\.com\//);
    const hoursLeft = (new Date(mall.expiresAt!).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(24);
    expect(hoursLeft).toBeLessThanOrEqual(48);
    expect(mall.brandProfile?.name).toBe('Demo Brand Co.');
    expect(recentRedemptions).toHaveLength(10);
    expect(recentRedemptions[0]).toMatchObject({ campaignName: 'Spring Brunch', success: true });
    expect(
      recentRedemptions.filter((attempt) => !attempt.success).map((attempt) => attempt.failureReason),
    ).toEqual(['already_redeemed', 'exhausted']);
  });

  it('gives the demo brand a network: Noor with her completed lookbook, and Layla', async () => {
    const { creators } = await getAs<NetworkList>('brand', '/api/network');
    expect(
      creators.map(({ name, performance }) => [name.split(' ')[0], performance?.completedCampaigns ?? 0]),
    ).toEqual(
      expect.arrayContaining([
        ['Noor', 1],
        ['Layla', 0],
      ]),
    );
    expect(creators).toHaveLength(2);
  });

  it('gives the demo creator three social links for her public page', async () => {
    const list = await getAs<SocialLinkList>('creator', '/api/me/social-links');
    expect(list.links.map((link) => link.platform)).toEqual(['instagram', 'tiktok', 'youtube']);
    expect(list.isShownOnPublicPage).toBe(true);
  });

  it("fills the creator's Affiliate Hub: her campaign codes, an external code and tracked activity", async () => {
    const { codes } = await getAs<MyAffiliateCodes>('creator', '/api/my-codes');
    expect(codes.map((code) => [code.brand.name, code.isExternal]).sort()).toEqual([
      ['Demo Brand Co.', false],
      ['Demo Brand Co.', false],
      ['Demo Brand Co.', false],
      ['Demo Brand Co.', false],
      ['Oasis Coffee Roasters', false],
      ['Sahara Threads', true],
    ]);
    const analytics = await getAs<MyCodeAnalytics>('creator', '/api/my-codes/analytics');
    expect(analytics.hasActivity).toBe(true);
    expect(analytics.totals).toMatchObject({ views: 91, copies: 21, clicks: 10 });
    expect(analytics.topCode?.clicks).toBe(9);
    expect(analytics.insights.length).toBeGreaterThan(0);
  });

  it('gives the agent a represented creator and a request still unanswered', async () => {
    const { representations } = await getAs<{ representations: Representation[] }>(
      'agent',
      '/api/agents/representations',
    );
    expect(
      representations.map((representation) => [representation.creator.email, representation.status]).sort(),
    ).toEqual([
      ['creator@demo.partnerly.local', 'accepted'],
      ['noor@demo.partnerly.local', 'pending'],
    ]);
  });

  it('gives the demo brand a team: a manager, a member on the Beauty Bar, an invitation waiting', async () => {
    const workspace = await getAs<Workspace>('brand', '/api/workspace');
    expect(workspace).toMatchObject({ name: 'Demo Brand Co.', role: 'owner' });
    const people = workspace.members.map(({ email, role }) => [email, role]);
    expect(people).toEqual([
      ['brand@demo.partnerly.local', 'owner'],
      ['maya@demo.partnerly.local', 'manager'],
      ['sami@demo.partnerly.local', 'member'],
    ]);
    expect(workspace.invitations.map(({ email, isExpired }) => [email, isExpired])).toEqual([
      ['hessa@demo.partnerly.local', false],
    ]);
    expect(await mailsTo(t, 'hessa@demo.partnerly.local')).toHaveLength(1);
    // Sami works on the skincare launch (the Beauty Bar's campaign), and reads the rest.
    const sami = await getAs<Workspace>('sami', '/api/workspace');
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('sami', '/api/campaigns/mine');
    const skincare = campaigns.find((campaign) => campaign.brandProfileId === sami.brandProfileIds[0]);
    expect(skincare?.title).toMatch(/skincare/i);
    expect(campaigns.length).toBeGreaterThan(1);
    // The owner's activity list names who did what (every page of it: the seed fills more than one).
    const items: WorkspaceActivityItem[] = [];
    for (let before: string | null = ''; before !== null;) {
      const page: { items: WorkspaceActivityItem[]; nextCursor: string | null } = await getAs(
        'brand',
        `/api/workspace/activity${before ? `?before=${encodeURIComponent(before)}` : ''}`,
      );
      items.push(...page.items);
      before = page.nextCursor;
    }
    expect(items).toContainEqual(
      expect.objectContaining({ actorName: 'Maya Rahman', action: 'application_approved' }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ actorName: 'Sami Aziz', action: 'member_joined' }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ actorName: 'Bailey Brand', action: 'payment_completed' }),
    );
  });

  it("holds the iftar thread between the brand and Casey, with Maya's reminder unread for her", async () => {
    expect(await getAs<UnreadCount>('creator', '/api/messages/unread-count')).toEqual({
      unreadCount: 1,
      conversationCount: 1,
    });
    const { conversations } = await getAs<ConversationList>('creator', '/api/conversations');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({
      kind: 'application',
      application: { campaignName: 'Ramadan Iftar Stories' },
      unreadCount: 1,
      lastMessage: { side: 'brand', isMine: false },
    });
    const { messages } = await getAs<MessagePage>(
      'brand',
      `/api/conversations/${conversations[0]!.id}/messages`,
    );
    // Newest first: the reminder reached Casey's phone but waits unread.
    expect(messages.map((message) => [message.sender.side, message.state])).toEqual([
      ['brand', 'delivered'],
      ['brand', 'read'],
      ['creator', 'read'],
      ['brand', 'read'],
    ]);
  });

  it('holds a pending chat request from Oasis Coffee Roasters to Casey, in her bell too', async () => {
    const incoming = await getAs<ChatRequestList>('creator', '/api/chat-requests');
    expect(incoming.pendingCount).toBe(1);
    expect(incoming.requests).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        status: 'pending',
        from: expect.objectContaining({ side: 'brand', name: 'Oasis Coffee Roasters' }),
      }),
    ]);
    const { notifications } = await getAs<NotificationList>('creator', '/api/notifications');
    expect(notifications).toContainEqual(
      expect.objectContaining({ type: 'chat_request', title: 'New chat request' }),
    );
  });

  it("holds disputes: Noor's payout dispute resolved, Casey's content dispute open with evidence", async () => {
    const mine = await getAs<{ applications: MyApplication[] }>('creator', '/api/applications/mine');
    const iftar = mine.applications.find((item) => item.campaign.title === 'Ramadan Iftar Stories')!;
    expect(iftar.latestDispute).toMatchObject({ status: 'open', disputeType: 'content' });
    const casey = await getAs<ApplicationDisputes>('creator', `/api/applications/${iftar.id}/disputes`);
    expect(casey).toMatchObject({ canOpen: false, disputes: [{ isOwnSide: true, evidenceCount: 1 }] });
    expect(casey.disputes[0]!.evidence).toHaveLength(1);

    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const lookbook = await getAs<CampaignApplications>(
      'brand',
      `/api/applications/campaigns/${byTitle(campaigns, 'Winter Collection Lookbook').id}`,
    );
    const noor = lookbook.applications.find((item) => item.applicant.name.startsWith('Noor'))!;
    const { disputes } = await getAs<ApplicationDisputes>('brand', `/api/applications/${noor.id}/disputes`);
    expect(disputes).toEqual([
      expect.objectContaining({
        disputeType: 'payment',
        status: 'resolved',
        outcome: 'in_favour_of_initiator',
        investigatingAt: expect.any(String),
        evidence: [],
      }),
    ]);
  });

  it("opens Casey's public page at /creator/CaseyUAE with the codes of her approved campaigns", async () => {
    const response = await t.request(`/api/creator-pages/${DEMO_SHARE_CODE}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as CreatorPage;
    expect(page.creator).toMatchObject({ name: 'Casey Creator', tagline: 'Everyday finds from Dubai' });
    expect(page.codes.length).toBeGreaterThan(0);
    expect(page.codes.every((code) => code.hasShopLink)).toBe(true);
  });

  it('fills the admin console: open reports, a dismissed one, and an Enterprise brand waiting on a limit request', async () => {
    const { db } = t.deps.database;
    const reports = await db.select().from(contentReports);
    expect(reports.map((report) => `${report.targetType} ${report.status}`).sort()).toEqual([
      'campaign dismissed',
      'campaign open',
      'code open',
    ]);
    const limits = await getAs<SubscriptionLimits>('oasis', '/api/subscriptions/me/limits');
    expect(limits).toMatchObject({ planId: 'enterprise', qrCodeLimit: 60, maxRedemptionsPerCode: 600 });
    const requests = await db.select().from(enterpriseLimitRequests);
    expect(requests).toMatchObject([{ status: 'pending', requestedQrLimit: 150 }]);
  });

  it('gives the support inbox requests: a bug report and a question open, one answered, one closed', async () => {
    const casey = await getAs<MySupportRequests>('creator', '/api/support-requests/mine');
    expect(casey.requests).toMatchObject([{ requestType: 'bug_report', priority: 'high', status: 'open' }]);
    const bailey = await getAs<MySupportRequests>('brand', '/api/support-requests/mine');
    expect(bailey.requests).toMatchObject([
      { requestType: 'feature_request', status: 'answered', reply: expect.stringContaining('Bailey') },
    ]);
    const layla = await getAs<MySupportRequests>('layla', '/api/support-requests/mine');
    expect(layla.requests).toMatchObject([{ status: 'closed', reply: expect.any(String) }]);
    expect(await mailsTo(t, 'support@partnerly.local')).toHaveLength(4);
  });

  it("gives Casey 15 points from the night market, and her pass to the brand's next event", async () => {
    const points = await getAs<PointsSummary>('creator', '/api/points');
    expect(points).toMatchObject({
      balance: CHECK_IN_POINTS,
      history: [{ points: CHECK_IN_POINTS, campaignTitle: DEMO_PAST_EVENT, brandName: 'Demo Brand Co.' }],
    });
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const past = byTitle(campaigns, DEMO_PAST_EVENT);
    const next = byTitle(campaigns, DEMO_NEXT_EVENT);
    expect(next).toMatchObject({ campaignType: 'onsite', pointRewardEnabled: true });
    const pass = await getAs<EventPass>('creator', `/api/campaigns/${next.id}/event-pass`);
    expect(pass).toMatchObject({ pointsOnCheckIn: CHECK_IN_POINTS, checkIn: null });
    expect(pass.code).toMatch(new RegExp(`^ONSITE_${next.id}_\\d{18}$`));

    const checkIns = await getAs<EventCheckInList>('brand', `/api/campaigns/${past.id}/check-ins`);
    expect(checkIns.approvedCreators).toBe(2);
    expect(checkIns.checkIns.map((row) => [row.creator.name, row.pointsAwarded])).toEqual([
      ['Omar Farouk', CHECK_IN_POINTS],
      ['Casey Creator', CHECK_IN_POINTS],
    ]);
    const brand = await getAs<Me>('brand', '/api/me');
    expect(brand.profile).toMatchObject({ isVerified: true });
  });

  it("fills Casey's calendar: her own call and reminder, content deadlines, the Marina Walk night; the agent sees her dates", async () => {
    const { items } = await getAs<CalendarResponse>('creator', '/api/calendar');
    const titles = items.map((item) => item.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Call with Oasis Coffee Roasters',
        'Film the Desert Bloom morning routine',
        'Content due: Ramadan Iftar Stories',
        'Content due: Desert Bloom Skincare Launch',
        `Event: ${DEMO_NEXT_EVENT}`,
        'Applications close: Cold Brew Tasting Night',
      ]),
    );
    const night = items.find((item) => item.title === `Event: ${DEMO_NEXT_EVENT}`)!;
    expect(night).toMatchObject({
      eventType: 'milestone',
      location: 'Dubai Marina Walk, Dubai',
      isAllDay: true,
    });
    expect(Date.parse(night.startsAt)).toBeGreaterThan(Date.now());
    const call = items.find((item) => item.title === 'Call with Oasis Coffee Roasters')!;
    expect(call).toMatchObject({ source: 'own', eventType: 'meeting', isAllDay: false });

    const agent = await getAs<CalendarResponse>('agent', '/api/calendar');
    const skincare = agent.items.find((item) => item.title === 'Content due: Desert Bloom Skincare Launch');
    expect(skincare?.creator?.name).toBe('Casey Creator');
    expect(agent.items.filter((item) => item.source === 'own')).toEqual([]);
  });

  it('fills the verification queue: Layla and Oasis wait, Noor was approved', async () => {
    const { db } = t.deps.database;
    const requests = await db
      .select({ status: verificationRequests.status, email: authUsers.email })
      .from(verificationRequests)
      .innerJoin(authUsers, eq(authUsers.id, verificationRequests.userId));
    expect(requests.map((request) => `${request.email} ${request.status}`).sort()).toEqual([
      // The demo brand's trade licence, approved (demo-check-ins.ts): its events award points.
      'brand@demo.partnerly.local approved',
      'layla@demo.partnerly.local pending',
      'noor@demo.partnerly.local approved',
      'oasis@demo.partnerly.local pending',
    ]);
    const noor = await getAs<Me>('noor', '/api/me');
    expect(noor.profile).toMatchObject({ isVerified: true, verificationStatus: 'verified' });
    const oasis = await getAs<MyVerification>('oasis', '/api/verification-requests/mine');
    expect(oasis).toMatchObject({ status: 'pending', latest: { tradeLicenceNumber: 'DED-1187342' } });
  });

  it("shows the Advertiser Permits: Casey's verified, Layla's waiting, Omar warned about", async () => {
    const casey = await getAs<MyAdvertiserPermit>('creator', '/api/advertiser-permit');
    expect(casey).toMatchObject({ state: 'verified', permitNumber: DEMO_PERMIT_NUMBERS.casey });
    const page = (await (await t.request(`/api/creator-pages/${DEMO_SHARE_CODE}`)).json()) as CreatorPage;
    expect(page.creator.advertiserPermit).toMatchObject({
      state: 'verified',
      permitNumber: DEMO_PERMIT_NUMBERS.casey,
    });
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    const iftar = byTitle(campaigns, 'Ramadan Iftar Stories');
    const { applications } = await getAs<CampaignApplications>(
      'brand',
      `/api/applications/campaigns/${iftar.id}`,
    );
    const permitOf = (name: string) =>
      applications.find((item) => item.applicant.name.startsWith(name))!.advertiserPermit;
    expect(permitOf('Casey')).toMatchObject({ state: 'verified', isRequired: true, isValidThrough: true });
    expect(permitOf('Omar')).toMatchObject({ state: 'none', isRequired: true, isValidThrough: false });
    expect(permitOf('Layla')).toMatchObject({ state: 'pending', isValidThrough: false });
    const { db } = t.deps.database;
    const queue = await db
      .select()
      .from(advertiserPermits)
      .where(eq(advertiserPermits.reviewStatus, 'pending'));
    expect(queue).toHaveLength(1);
  });

  it('seeds the marketplace once: a second run adds nothing', async () => {
    await seedDemoAccounts(t.deps);
    const { campaigns } = await getAs<{ campaigns: BrandCampaign[] }>('brand', '/api/campaigns/mine');
    expect(campaigns).toHaveLength(6);
    expect(await t.deps.database.db.select().from(contentReports)).toHaveLength(3);
    expect(await t.deps.database.db.select().from(verificationRequests)).toHaveLength(4);
    expect(await t.deps.database.db.select().from(eventCheckIns)).toHaveLength(2);
    expect(await t.deps.database.db.select().from(calendarEvents)).toHaveLength(2);
    expect((await getAs<MySupportRequests>('creator', '/api/support-requests/mine')).requests).toHaveLength(
      1,
    );
  });
});
