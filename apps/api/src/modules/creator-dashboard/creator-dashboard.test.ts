import { engagementLevel, type CreatorDashboard } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignApplications, campaignCreatorAnalytics } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { applyAs, brandWithCampaign, createCreator, send } from '../applications/applications.fixtures';
import { myCodes } from '../affiliate/my-codes.fixtures';
import { uaeDay } from '../platform-analytics/uae-days';
import {
  approvedContent,
  approvedPayout,
  figures,
  markPaid,
  reviewResults,
  submitResults,
} from '../submissions/results.fixtures';
import { getCreatorDashboard } from './get-creator-dashboard';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function dashboardOf(user: TestUser): Promise<CreatorDashboard> {
  const response = await send(t, 'GET', '/api/creator-dashboard', user);
  expect(response.status).toBe(200);
  return (await response.json()) as CreatorDashboard;
}

async function addExternalCode(creator: TestUser, code: string) {
  const response = await send(t, 'POST', '/api/my-codes', creator, {
    brandName: 'Desert Bloom',
    code,
    brandUrl: 'https://desertbloom.example',
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { code: { id: string } }).code.id;
}

/** A completed result (the brand approved the final results) with the given figures. */
async function completedResult(creator: TestUser, extra: Parameters<typeof figures>[1], reviewedAt: Date) {
  const { brand, applicationId } = await approvedContent(t, { creator });
  expect((await submitResults(t, creator, figures(applicationId, extra))).status).toBe(201);
  expect(
    (await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 500 })).status,
  ).toBe(200);
  await t.deps.database.db
    .update(campaignCreatorAnalytics)
    .set({ brandReviewedAt: reviewedAt })
    .where(eq(campaignCreatorAnalytics.applicationId, applicationId));
  return applicationId;
}

describe('GET /api/creator-dashboard', () => {
  it('counts the applications in every state but withdrawn, the approved ones and the active codes', async () => {
    const creator = await createCreator(t, 'Casey', 'Lane');
    const other = await createCreator(t, 'Omar', 'Farouk');
    for (const decision of ['pending', 'approve', 'reject', 'withdraw'] as const) {
      const { brand, campaignId } = await brandWithCampaign(t);
      const application = await applyAs(t, creator, { type: 'direct', campaignId });
      // Another creator on the same campaigns: never in Casey's figures.
      await applyAs(t, other, { type: 'direct', campaignId });
      if (decision === 'withdraw') {
        expect((await send(t, 'POST', `/api/applications/${application.id}/withdraw`, creator)).status).toBe(
          200,
        );
      } else if (decision !== 'pending') {
        expect((await send(t, 'POST', `/api/applications/${application.id}/${decision}`, brand)).status).toBe(
          200,
        );
      }
    }
    // Work in progress counts as approved.
    const { applicationId } = await approvedContent(t, { creator });
    const [inProgress] = await t.deps.database.db
      .select({ status: campaignApplications.status })
      .from(campaignApplications)
      .where(eq(campaignApplications.id, applicationId));
    expect(['approved', 'in_progress']).toContain(inProgress?.status);

    await addExternalCode(creator, 'CASEY15');
    const deleted = await addExternalCode(creator, 'CASEY20');
    expect((await send(t, 'DELETE', `/api/my-codes/${deleted}`, creator)).status).toBe(204);
    await addExternalCode(other, 'OMAR10');

    // Each approval issues the campaign's code: two of them, the external one, not the deleted one.
    const codes = await myCodes(t, creator);
    expect(codes).toHaveLength(3);
    expect((await dashboardOf(creator)).stats).toEqual({
      applications: 4,
      approved: 2,
      activeCodes: 3,
      earningsPaidThisMonth: 0,
    });
    expect((await dashboardOf(other)).stats).toMatchObject({ applications: 4, approved: 0, activeCodes: 1 });
  });

  it('adds up only the payouts paid this month, not approved ones or another creator’s', async () => {
    const creator = await createCreator(t, 'Layla', 'Haddad');
    const paid = await approvedPayout(t, 1500, { creator });
    const paidOn = uaeDay(new Date());
    expect((await markPaid(t, paid.brand, paid.applicationId, { paidOn })).status).toBe(200);
    await approvedPayout(t, 700, { creator }); // approved, not paid yet
    const someoneElse = await approvedPayout(t, 900);
    expect((await markPaid(t, someoneElse.brand, someoneElse.applicationId, { paidOn })).status).toBe(200);

    expect((await dashboardOf(creator)).stats.earningsPaidThisMonth).toBe(1500);
    expect((await dashboardOf(someoneElse.creator)).stats.earningsPaidThisMonth).toBe(900);
  });

  it('takes the month of Asia/Dubai: a payout of the last day of June is not July’s', async () => {
    const creator = await createCreator(t, 'Noor', 'Khalil');
    const june = await approvedPayout(t, 1000, { creator });
    const july = await approvedPayout(t, 250.5, { creator });
    const { db } = t.deps.database;
    for (const [setup, paidOn] of [
      [june, '2030-06-30'],
      [july, '2030-07-01'],
    ] as const) {
      await db
        .update(campaignCreatorAnalytics)
        .set({ payoutStatus: 'paid', paidOn })
        .where(eq(campaignCreatorAnalytics.applicationId, setup.applicationId));
    }
    // 20:30 UTC on 30 June is 00:30 on 1 July in Dubai.
    const earnings = async (now: string) =>
      (await getCreatorDashboard(db, creator.id, new Date(now))).stats.earningsPaidThisMonth;
    expect(await earnings('2030-06-30T20:30:00Z')).toBe(250.5);
    expect(await earnings('2030-06-30T19:30:00Z')).toBe(1000);
    expect(await earnings('2030-08-01T00:00:00Z')).toBe(0);
  });

  it('reports the engagement and reach of the completed results and their trend, oldest first', async () => {
    const creator = await createCreator(t, 'Sara', 'Ahmed');
    expect((await dashboardOf(creator)).performance).toEqual({
      completedResults: 0,
      engagementScore: null,
      engagementLevel: null,
      totalReach: 0,
      trend: [],
    });

    const older = new Date('2030-03-01T10:00:00.000Z');
    const newer = new Date('2030-04-01T10:00:00.000Z');
    const first = await completedResult(
      creator,
      { views: 10_000, likes: 400, comments: 30, shares: 20 },
      newer,
    );
    const second = await completedResult(
      creator,
      { views: 2_000, likes: 100, comments: 4, shares: 0 },
      older,
    );
    // Results waiting for the brand's review are not completed.
    const pending = await approvedContent(t, { creator });
    expect((await submitResults(t, creator, figures(pending.applicationId))).status).toBe(201);

    const { db } = t.deps.database;
    const stored = await db
      .select()
      .from(campaignCreatorAnalytics)
      .where(eq(campaignCreatorAnalytics.creatorId, creator.id));
    const scoreOf = (applicationId: string) =>
      stored.find((row) => row.applicationId === applicationId)!.engagementScore;

    const { performance } = await dashboardOf(creator);
    expect(performance).toEqual({
      completedResults: 2,
      engagementScore: Math.round((scoreOf(first) + scoreOf(second)) / 2),
      engagementLevel: engagementLevel({ likes: 250, comments: 17 }),
      totalReach: 12_000,
      trend: [
        {
          campaignTitle: expect.any(String),
          completedAt: older.toISOString(),
          engagementScore: scoreOf(second),
          views: 2_000,
        },
        {
          campaignTitle: expect.any(String),
          completedAt: newer.toISOString(),
          engagementScore: scoreOf(first),
          views: 10_000,
        },
      ],
    });
    // Another creator's dashboard shows none of it.
    expect((await dashboardOf(await createCreator(t))).performance.completedResults).toBe(0);
  });

  it('counts every completed result in the figures, and trends the latest six', async () => {
    const creator = await createCreator(t);
    const views = [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000];
    for (const [index, count] of views.entries()) {
      await completedResult(creator, { views: count }, new Date(Date.UTC(2030, 0, index + 1, 10)));
    }
    const { performance } = await dashboardOf(creator);
    expect(performance.completedResults).toBe(7);
    expect(performance.totalReach).toBe(28_000);
    // The oldest result (1,000 views on 1 January) leaves the trend; the rest stay, oldest first.
    expect(performance.trend.map((point) => point.views)).toEqual(views.slice(1));
    expect(performance.trend[0]?.completedAt).toBe('2030-01-02T10:00:00.000Z');
  });

  it('is for creators: other roles get 403, visitors 401', async () => {
    for (const userType of ['brand', 'agent', 'admin'] as const) {
      const user = await createTestUser(t, { userType });
      expect((await send(t, 'GET', '/api/creator-dashboard', user)).status).toBe(403);
    }
    expect((await send(t, 'GET', '/api/creator-dashboard')).status).toBe(401);
  });
});
