import {
  RESULTS_EVENTS,
  RESULTS_FLOW_MESSAGES,
  RESULTS_MESSAGES,
  WORKSPACE_MESSAGES,
  type CampaignResult,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentRepresentations,
  brandProfiles,
  campaignApplications,
  campaigns,
  workspaceActivity,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  connectEvents,
  createCreator,
  negotiation,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';
import { uploadAs } from '../campaigns/campaigns.fixtures';
import { approvedContent, call, figures, reviewResults, stored, submitResults } from './results.fixtures';

// Final results and their review (issue 16 items 1, 3 and 9; decision 0046).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('submitting final results', () => {
  it('stores the figures with the engagement the server computes; content status final_submitted', async () => {
    const { creator, brand, applicationId } = await approvedContent(t);
    const screenshot = await uploadAs(t, creator, 'image');
    const brandStream = await connectEvents(t, brand);
    const result = await submitResults(
      t,
      creator,
      figures(applicationId, { screenshotUploadIds: [screenshot], shares: undefined }),
    );
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      message: RESULTS_FLOW_MESSAGES.submitted,
      result: {
        applicationId,
        creatorName: 'Sara Ahmed',
        contentUrl: 'https://instagram.com/p/abc123',
        views: 10_000,
        likes: 400,
        comments: 30,
        shares: 0,
        // rate 430 / 10,000 × 100; score (430 / 10,000 × 100) × 10 = 43, +5 for 30 comments.
        engagement: { rate: 4.3, score: 48, level: 'strong' },
        screenshots: [{ id: screenshot }],
        contentStatus: 'final_submitted',
        payoutStatus: 'pending',
        payoutAmount: null,
      },
    });
    const event = await brandStream.nextEvent(RESULTS_EVENTS.changed);
    expect(event.data).toEqual({
      applicationId,
      campaignId: result.body.result.campaignId,
      change: 'submitted',
      contentStatus: 'final_submitted',
      payoutStatus: 'pending',
    });
    await brandStream.close();
    expect((await stored(t, applicationId)).application.contentStatus).toBe('final_submitted');

    const mine = await call(t, creator, 'GET', `/api/results/mine?applicationId=${applicationId}`);
    expect(mine.body).toMatchObject({ contentStatus: 'final_submitted', result: { views: 10_000 } });
    const notices = (await notificationsOf(t, brand)).filter((notice) => notice.type === 'results_submitted');
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Results submitted',
        message: 'Sara Ahmed submitted the final results for "Summer Coffee Launch".',
        // The campaign's Submissions view with its report open, where results are reviewed.
        link: `/dashboard?tab=submissions&campaign=${result.body.result.campaignId}&report=${result.body.result.campaignId}`,
      }),
    ]);
  });

  it('lets a representing agent submit; refuses another creator, a non-representing agent, a brand and a signed-out caller', async () => {
    const { creator, brand, applicationId } = await approvedContent(t);
    const stranger = await createCreator(t, 'Omar', 'Khan');
    const outsider = await createTestUser(t, { userType: 'agent' });
    for (const user of [stranger, outsider]) {
      const refused = await submitResults(t, user, figures(applicationId));
      expect(refused.status).toBe(404);
      expect(refused.body.error.message).toBe("Campaign not found or you don't have access to it.");
      expect((await call(t, user, 'GET', `/api/results/mine?applicationId=${applicationId}`)).status).toBe(
        404,
      );
    }
    expect((await submitResults(t, brand, figures(applicationId))).status).toBe(403);
    expect((await submitResults(t, undefined, figures(applicationId))).status).toBe(401);
    expect((await stored(t, applicationId)).results).toBeNull();

    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel', lastName: 'Agent' });
    await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    expect((await submitResults(t, agent, figures(applicationId))).status).toBe(201);
  });

  it('refuses results before the content is approved and while results await review (409)', async () => {
    const { campaignId, brand } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { platforms: ['instagram'] },
    );
    const early = await createCreator(t, 'Lina', 'Early');
    const application = await applyAs(t, early, { type: 'direct', campaignId });
    await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
    const notYet = await submitResults(t, early, figures(application.id));
    expect(notYet.status).toBe(409);
    expect(notYet.body.error.message).toBe(RESULTS_FLOW_MESSAGES.notApprovedYet);

    const { creator, applicationId } = await approvedContent(t);
    expect((await submitResults(t, creator, figures(applicationId))).status).toBe(201);
    const again = await submitResults(t, creator, figures(applicationId));
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(RESULTS_FLOW_MESSAGES.notApprovedYet);
  });

  it('answers 400 with field messages for bad figures, URL and screenshots, and stores nothing', async () => {
    const { creator, applicationId } = await approvedContent(t);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ views: -1 }, { views: [RESULTS_MESSAGES.viewsInvalid] }],
      [{ likes: 1.5 }, { likes: [RESULTS_MESSAGES.likesInvalid] }],
      [{ comments: undefined }, { comments: [RESULTS_MESSAGES.commentsInvalid] }],
      [{ contentUrl: 'javascript:alert(1)' }, { contentUrl: [RESULTS_MESSAGES.contentUrlInvalid] }],
      [{ views: 1, likes: 100, comments: 0 }, { views: [RESULTS_FLOW_MESSAGES.viewsTooLow] }],
    ];
    for (const [change, fields] of cases) {
      const refused = await submitResults(t, creator, { ...figures(applicationId), ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(refused.body.error.fields).toEqual(fields);
    }
    const foreign = await uploadAs(t, await createCreator(t, 'Omar', 'Khan'), 'image');
    const notOwn = await submitResults(
      t,
      creator,
      figures(applicationId, { screenshotUploadIds: [foreign] }),
    );
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.error.fields).toEqual({ screenshotUploadIds: [RESULTS_MESSAGES.screenshotInvalid] });
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(() => uploadAs(t, creator, 'image')));
    const tooMany = await submitResults(t, creator, figures(applicationId, { screenshotUploadIds: six }));
    expect(tooMany.body.error.fields).toEqual({ screenshotUploadIds: [RESULTS_MESSAGES.tooManyScreenshots] });

    const state = await stored(t, applicationId);
    expect(state.results).toBeNull();
    expect(state.application.contentStatus).toBe('approved');
  });

  it("keeps the earlier screenshots on a resubmission, whoever uploaded them; a stranger's upload is still refused", async () => {
    const { brand, creator, applicationId } = await approvedContent(t);
    const agent = await createTestUser(t, { userType: 'agent' });
    await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    const agentsScreenshot = await uploadAs(t, agent, 'image');
    await submitResults(t, agent, figures(applicationId, { screenshotUploadIds: [agentsScreenshot] }));
    await reviewResults(t, brand, applicationId, { action: 'correction', message: 'Check the likes' });

    const foreign = await uploadAs(t, await createCreator(t, 'Omar', 'Khan'), 'image');
    const withForeign = await submitResults(
      t,
      creator,
      figures(applicationId, { screenshotUploadIds: [agentsScreenshot, foreign] }),
    );
    expect(withForeign.status).toBe(400);
    expect(withForeign.body.error.fields).toEqual({
      screenshotUploadIds: [RESULTS_MESSAGES.screenshotInvalid],
    });

    const own = await uploadAs(t, creator, 'image');
    const again = await submitResults(
      t,
      creator,
      figures(applicationId, { likes: 380, screenshotUploadIds: [agentsScreenshot, own] }),
    );
    expect(again.status).toBe(201);
    expect((again.body.result as CampaignResult).screenshots.map((shot) => shot.id)).toEqual([
      agentsScreenshot,
      own,
    ]);
  });
});

describe('reviewing final results', () => {
  it('approves with a payout: payout approved, content completed, one active creator fewer, Avg. Engagement from the results', async () => {
    const { brand, creator, applicationId, campaignId } = await approvedContent(t);
    await submitResults(t, creator, figures(applicationId));
    const before = await stored(t, applicationId);
    expect(before.campaign.activeCreators).toBe(1);
    const creatorStream = await connectEvents(t, creator);

    const approved = await reviewResults(t, brand, applicationId, {
      action: 'approve',
      payoutAmount: 1500.5,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      message: RESULTS_FLOW_MESSAGES.approved,
      result: { contentStatus: 'completed', payoutStatus: 'approved', payoutAmount: 1500.5 },
    });
    expect(approved.body.result.brandReviewedAt).not.toBeNull();
    const event = await creatorStream.nextEvent(RESULTS_EVENTS.changed);
    expect(event.data).toMatchObject({
      change: 'approved',
      contentStatus: 'completed',
      payoutStatus: 'approved',
    });
    await creatorStream.close();

    const after = await stored(t, applicationId);
    expect(after.campaign.activeCreators).toBe(0);
    expect(after.campaign.engagementRate).toBe(4.3);
    const dashboard = await call(t, brand, 'GET', '/api/campaigns/dashboard');
    expect(dashboard.body.stats.averageEngagement).toBe(4.3);

    const notices = (await notificationsOf(t, creator)).filter(
      (notice) => notice.type === 'results_approved',
    );
    expect(notices).toEqual([
      expect.objectContaining({
        title: 'Campaign Completed!',
        message: expect.stringContaining('Payout approved: AED 1,500.50.'),
      }),
    ]);
    const activity = await t.deps.database.db
      .select()
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, brand.id));
    expect(activity.map((row) => row.action)).toContain('results_approved');

    // Completed is final for both sides.
    for (const body of [
      { action: 'approve', payoutAmount: 10 },
      { action: 'correction', message: 'Again' },
    ]) {
      const again = await reviewResults(t, brand, applicationId, body);
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe(RESULTS_FLOW_MESSAGES.notReviewable);
    }
    expect((await submitResults(t, creator, figures(applicationId))).status).toBe(409);
    expect(campaignId).toBe(after.campaign.id);
  });

  it('asks for a correction: back to approved, the creator hears of it and resubmits, and the new figures replace the old', async () => {
    const { brand, creator, applicationId } = await approvedContent(t);
    await submitResults(t, creator, figures(applicationId));
    const correction = await reviewResults(t, brand, applicationId, {
      action: 'correction',
      message: '  The views look like the reach, please check  ',
    });
    expect(correction.status).toBe(200);
    expect(correction.body.result).toMatchObject({
      contentStatus: 'approved',
      payoutStatus: 'pending',
      correctionMessage: 'The views look like the reach, please check',
    });
    const notices = (await notificationsOf(t, creator)).filter(
      (notice) => notice.type === 'results_correction_requested',
    );
    expect(notices).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('The views look like the reach, please check'),
      }),
    ]);
    // Nothing to review until they resubmit.
    expect(
      (await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 10 })).status,
    ).toBe(409);

    const again = await submitResults(t, creator, figures(applicationId, { views: 5000 }));
    expect(again.status).toBe(201);
    expect(again.body.result).toMatchObject({ views: 5000, contentStatus: 'final_submitted' });
    expect(again.body.result.engagement.rate).toBe(8.6);
    const resubmitted = (await notificationsOf(t, brand)).filter(
      (notice) => notice.title === 'Results resubmitted',
    );
    expect(resubmitted).toHaveLength(1);
    expect(
      (await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 900 })).status,
    ).toBe(200);
  });

  it('answers 400 with field messages for a bad amount or a missing message, and changes nothing', async () => {
    const { brand, creator, applicationId } = await approvedContent(t);
    await submitResults(t, creator, figures(applicationId));
    const cases: [unknown, Record<string, string[]>][] = [
      [{ action: 'approve', payoutAmount: 10.555 }, { payoutAmount: [RESULTS_MESSAGES.payoutAmountInvalid] }],
      [{ action: 'approve', payoutAmount: 0 }, { payoutAmount: [RESULTS_MESSAGES.payoutAmountInvalid] }],
      [{ action: 'approve', payoutAmount: -5 }, { payoutAmount: [RESULTS_MESSAGES.payoutAmountInvalid] }],
      [{ action: 'approve', payoutAmount: 'abc' }, { payoutAmount: [RESULTS_MESSAGES.payoutAmountInvalid] }],
      [
        { action: 'approve', payoutAmount: 1_000_000.01 },
        { payoutAmount: [RESULTS_MESSAGES.payoutAmountTooLarge] },
      ],
      [{ action: 'approve' }, { payoutAmount: [RESULTS_MESSAGES.payoutAmountInvalid] }],
      [{ action: 'correction', message: '   ' }, { message: [RESULTS_FLOW_MESSAGES.messageRequired] }],
      [{ action: 'correction' }, { message: [RESULTS_FLOW_MESSAGES.messageRequired] }],
    ];
    for (const [body, fields] of cases) {
      const refused = await reviewResults(t, brand, applicationId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields).toEqual(fields);
    }
    expect((await reviewResults(t, brand, applicationId, { action: 'pay' })).status).toBe(400);
    const state = await stored(t, applicationId);
    expect(state.application.contentStatus).toBe('final_submitted');
    expect(state.results?.payoutStatus).toBe('pending');
    expect(
      (await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 99.9 })).status,
    ).toBe(200);
  });

  it('leaves one outcome of two concurrent reviews', async () => {
    const { brand, creator, applicationId } = await approvedContent(t);
    await submitResults(t, creator, figures(applicationId));
    const results = await Promise.all([
      reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 1200 }),
      reviewResults(t, brand, applicationId, { action: 'correction', message: 'Check the views' }),
      reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 1300 }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409]);
    const winner = results.find((result) => result.status === 200)!.body.result as CampaignResult;
    const state = await stored(t, applicationId);
    expect(state.application.contentStatus).toBe(winner.contentStatus);
    expect(state.results?.payoutAmount).toBe(winner.payoutAmount);
    // The active creators count moved at most once.
    expect(state.campaign.activeCreators).toBe(winner.contentStatus === 'completed' ? 0 : 1);
  });

  it('lets the owner, a manager and an assigned member review; refuses an unassigned member, another workspace, a creator and a signed-out caller', async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { platforms: ['instagram'] },
    );
    const db = t.deps.database.db;
    const [outlet, main] = await db
      .insert(brandProfiles)
      .values([
        { workspaceId: brand.id, profileName: 'Outlet' },
        { workspaceId: brand.id, profileName: 'Main' },
      ])
      .returning();
    await db.update(campaigns).set({ brandProfileId: outlet!.id }).where(eq(campaigns.id, campaignId));
    const manager = await createColleague(t, brand.id, 'manager');
    const assigned = await createColleague(t, brand.id, 'member', [outlet!.id]);
    const unassigned = await createColleague(t, brand.id, 'member', [main!.id]);
    const { brand: otherBrand } = await brandWithCampaign(t);

    const items = [];
    for (const name of ['One', 'Two', 'Three']) {
      const creator = await createCreator(t, 'Creator', name);
      const setup = await approvedContent(t, { brand, campaignId, creator });
      await submitResults(t, creator, figures(setup.applicationId));
      items.push(setup);
    }
    const approve = { action: 'approve', payoutAmount: 500 };
    const target = items[0]!.applicationId;
    const refused = await reviewResults(t, unassigned, target, approve);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.notAssigned);
    expect((await reviewResults(t, otherBrand, target, approve)).status).toBe(404);
    expect((await reviewResults(t, items[1]!.creator, target, approve)).status).toBe(403);
    expect((await reviewResults(t, undefined, target, approve)).status).toBe(401);

    const list = (user: Parameters<typeof call>[1]) =>
      call(t, user, 'GET', `/api/results/campaigns/${campaignId}`).then((result) => result.status);
    expect(await list(unassigned)).toBe(200);
    expect(await list(otherBrand)).toBe(404);
    expect(await list(items[0]!.creator)).toBe(403);
    expect(await list(undefined)).toBe(401);

    for (const [index, user] of [brand, manager, assigned].entries()) {
      expect((await reviewResults(t, user, items[index]!.applicationId, approve)).status).toBe(200);
    }
  });
});

describe('the report list', () => {
  it("lists a campaign's results by engagement score, highest first (no rate agreed: no suggested payout)", async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { platforms: ['instagram'] },
    );
    const low = await approvedContent(t, {
      brand,
      campaignId,
      creator: await createCreator(t, 'Low', 'Score'),
    });
    const high = await approvedContent(t, {
      brand,
      campaignId,
      creator: await createCreator(t, 'High', 'Score'),
    });
    await submitResults(t, low.creator, figures(low.applicationId, { likes: 10, comments: 1, shares: 0 }));
    await submitResults(
      t,
      high.creator,
      figures(high.applicationId, { likes: 2000, comments: 80, shares: 100 }),
    );
    const list = await call(t, brand, 'GET', `/api/results/campaigns/${campaignId}`);
    expect(list.status).toBe(200);
    const results = list.body.results as CampaignResult[];
    expect(results.map((result) => [result.creatorName, result.engagement.score])).toEqual([
      ['High Score', 100],
      ['Low Score', 1],
    ]);
    expect(results[0]).toMatchObject({ campaignTitle: 'Summer Coffee Launch', suggestedPayout: null });
  });

  it('suggests the rate agreed in the negotiation as the payout, else the quoted rate', async () => {
    const { brand, creator, applicationId, campaignId } = await approvedContent(t, {
      // Proposes AED 1,500; the brand counters with 1,200, the creator accepts, the brand approves.
      approve: async (setup) => {
        const application = await applyAs(t, setup.creator, negotiation(setup.campaignId));
        const path = `/api/applications/${application.id}`;
        const counter = { amount: 1200, message: 'Our budget is tighter' };
        expect((await send(t, 'POST', `${path}/negotiation/counter`, setup.brand, counter)).status).toBe(200);
        expect((await send(t, 'POST', `${path}/negotiation/accept`, setup.creator)).status).toBe(200);
        expect((await send(t, 'POST', `${path}/approve`, setup.brand)).status).toBe(200);
        return application.id;
      },
    });
    expect((await submitResults(t, creator, figures(applicationId))).status).toBe(201);
    const suggested = async () => {
      const list = await call(t, brand, 'GET', `/api/results/campaigns/${campaignId}`);
      return (list.body.results as CampaignResult[]).map((result) => result.suggestedPayout);
    };
    expect(await suggested()).toEqual([1200]);

    await t.deps.database.db
      .update(campaignApplications)
      .set({ agreedRate: null })
      .where(eq(campaignApplications.id, applicationId));
    expect(await suggested()).toEqual([1500]);
  });
});
