import {
  RESULTS_EVENTS,
  RESULTS_FLOW_MESSAGES,
  RESULTS_MESSAGES,
  WORKSPACE_MESSAGES,
  type Payout,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRepresentations, workspaceActivity } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createColleague } from '../../test/factories/brand';
import { waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import {
  brandWithCampaign,
  connectEvents,
  createCreator,
  notificationsOf,
} from '../applications/applications.fixtures';
import {
  approvedContent,
  approvedPayout,
  call,
  figures,
  markPaid,
  reviewResults,
  stored,
  submitResults,
} from './results.fixtures';

// Payouts (issue 16 items 4 and 9; decision 0046): pending → approved → paid, paid is final,
// owners and managers mark them paid, both sides list them with their totals.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
/** A day no time zone has reached yet (today in UTC+14 is at most tomorrow in UTC). */
const dayAfterTomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

describe('marking a payout paid', () => {
  it('marks an approved payout paid; the creator and their agent hear of it in the bell and by e-mail', async () => {
    const { brand, creator, applicationId, campaignId } = await approvedContent(t);
    const agent = await createTestUser(t, { userType: 'agent', firstName: 'Adel', lastName: 'Agent' });
    await t.deps.database.db
      .insert(agentRepresentations)
      .values({ agentId: agent.id, creatorId: creator.id, status: 'accepted' });
    expect((await submitResults(t, agent, figures(applicationId))).status).toBe(201);
    await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 1500 });
    const creatorStream = await connectEvents(t, creator);

    const paid = await markPaid(t, brand, applicationId, { paidOn: today(), reference: '  TRX-123  ' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      message: RESULTS_FLOW_MESSAGES.markedPaid,
      result: { payoutStatus: 'paid', payoutAmount: 1500, paidOn: today(), payoutReference: 'TRX-123' },
    });
    const event = await creatorStream.nextEvent(RESULTS_EVENTS.changed);
    expect(event.data).toMatchObject({ applicationId, campaignId, change: 'paid', payoutStatus: 'paid' });
    await creatorStream.close();

    const message = `paid your payout of AED 1,500.00 for "Summer Coffee Launch" on ${today()}. Reference: TRX-123.`;
    const creatorNotices = (await notificationsOf(t, creator)).filter(
      (notice) => notice.type === 'payment_received',
    );
    expect(creatorNotices).toEqual([
      expect.objectContaining({ title: 'Payment received', message: expect.stringContaining(message) }),
    ]);
    const agentNotices = (await notificationsOf(t, agent)).filter(
      (notice) => notice.type === 'payment_received',
    );
    expect(agentNotices).toEqual([
      expect.objectContaining({
        message: expect.stringContaining("paid Sara Ahmed's payout of AED 1,500.00"),
      }),
    ]);
    const mail = await waitForMail(t, creator.email, { subject: 'Payment received' });
    expect(mail.text).toContain(message);

    const activity = await t.deps.database.db
      .select()
      .from(workspaceActivity)
      .where(eq(workspaceActivity.workspaceId, brand.id));
    expect(activity.map((row) => row.action)).toContain('payout_paid');
  });

  it('refuses a payout not approved yet, and any change once paid (409)', async () => {
    const { brand, creator, applicationId } = await approvedContent(t);
    await submitResults(t, creator, figures(applicationId));
    const pending = await markPaid(t, brand, applicationId, { paidOn: today() });
    expect(pending.status).toBe(409);
    expect(pending.body.error.message).toBe(RESULTS_FLOW_MESSAGES.notPayable);

    await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 800 });
    expect((await markPaid(t, brand, applicationId, { paidOn: '2025-01-15' })).status).toBe(200);
    const again = await markPaid(t, brand, applicationId, { paidOn: today(), reference: 'Other' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(RESULTS_FLOW_MESSAGES.alreadyPaid);
    const state = await stored(t, applicationId);
    expect(state.results).toMatchObject({
      payoutStatus: 'paid',
      paidOn: '2025-01-15',
      payoutReference: null,
    });
    const review = await reviewResults(t, brand, applicationId, { action: 'approve', payoutAmount: 5 });
    expect(review.status).toBe(409);
  });

  it('answers 400 with field messages for a future, malformed or missing date and a long reference', async () => {
    const { brand, applicationId } = await approvedPayout(t);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ paidOn: dayAfterTomorrow() }, { paidOn: [RESULTS_MESSAGES.paidOnFuture] }],
      [{ paidOn: '2025-02-30' }, { paidOn: [RESULTS_MESSAGES.paidOnInvalid] }],
      [{ paidOn: '15/01/2025' }, { paidOn: [RESULTS_MESSAGES.paidOnInvalid] }],
      [{}, { paidOn: [RESULTS_MESSAGES.paidOnInvalid] }],
      [
        { paidOn: today(), reference: 'x'.repeat(101) },
        { reference: ['Reference must be at most 100 characters'] },
      ],
    ];
    for (const [body, fields] of cases) {
      const refused = await markPaid(t, brand, applicationId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields).toEqual(fields);
    }
    expect((await stored(t, applicationId)).results?.payoutStatus).toBe('approved');
  });

  it('lets owners and managers mark payouts paid; refuses members, another workspace, a creator and a signed-out caller', async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { platforms: ['instagram'] },
    );
    const manager = await createColleague(t, brand.id, 'manager');
    const member = await createColleague(t, brand.id, 'member');
    const { brand: otherBrand } = await brandWithCampaign(t);
    const first = await approvedPayout(t, 100, {
      brand,
      campaignId,
      creator: await createCreator(t, 'First', 'One'),
    });
    const second = await approvedPayout(t, 200, {
      brand,
      campaignId,
      creator: await createCreator(t, 'Second', 'Two'),
    });
    const body = { paidOn: today() };

    const refused = await markPaid(t, member, first.applicationId, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(WORKSPACE_MESSAGES.managersOnly);
    expect((await markPaid(t, otherBrand, first.applicationId, body)).status).toBe(404);
    expect((await markPaid(t, first.creator, first.applicationId, body)).status).toBe(403);
    expect((await markPaid(t, undefined, first.applicationId, body)).status).toBe(401);
    expect((await stored(t, first.applicationId)).results?.payoutStatus).toBe('approved');

    expect((await markPaid(t, brand, first.applicationId, body)).status).toBe(200);
    expect((await markPaid(t, manager, second.applicationId, body)).status).toBe(200);
  });

  it('pays once when two people mark the same payout at the same time', async () => {
    const { brand, applicationId } = await approvedPayout(t);
    const manager = await createColleague(t, brand.id, 'manager');
    const results = await Promise.all([
      markPaid(t, brand, applicationId, { paidOn: today(), reference: 'A' }),
      markPaid(t, manager, applicationId, { paidOn: today(), reference: 'B' }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const winner = results.find((result) => result.status === 200)!.body.result;
    expect((await stored(t, applicationId)).results?.payoutReference).toBe(winner.payoutReference);
  });
});

describe('payout lists', () => {
  it("lists the workspace's payouts with the total spent, and the creator's and their agent's with the total earned", async () => {
    const { brand, campaignId } = await brandWithCampaign(
      t,
      { planId: 'enterprise' },
      { platforms: ['instagram'] },
    );
    const sara = await createCreator(t, 'Sara', 'Paid');
    const omar = await createCreator(t, 'Omar', 'Paid');
    const nour = await createCreator(t, 'Nour', 'Approved');
    const saraPayout = await approvedPayout(t, 100.1, { brand, campaignId, creator: sara });
    const omarPayout = await approvedPayout(t, 200.2, { brand, campaignId, creator: omar });
    await approvedPayout(t, 999, { brand, campaignId, creator: nour });
    const pending = await approvedContent(t, {
      brand,
      campaignId,
      creator: await createCreator(t, 'Lina', 'Pending'),
    });
    await submitResults(t, pending.creator, figures(pending.applicationId));
    await markPaid(t, brand, saraPayout.applicationId, { paidOn: '2025-03-01', reference: 'TRX-1' });
    await markPaid(t, brand, omarPayout.applicationId, { paidOn: '2025-03-02' });

    const member = await createColleague(t, brand.id, 'member');
    const list = await call(t, member, 'GET', '/api/payouts');
    expect(list.status).toBe(200);
    expect(list.body.totalSpent).toBe(300.3);
    const payouts = list.body.payouts as Payout[];
    expect(payouts.map((payout) => [payout.creatorName, payout.status, payout.amount])).toEqual([
      ['Lina Pending', 'pending', null],
      ['Nour Approved', 'approved', 999],
      ['Omar Paid', 'paid', 200.2],
      ['Sara Paid', 'paid', 100.1],
    ]);
    expect(payouts[3]).toMatchObject({
      campaignTitle: 'Summer Coffee Launch',
      paidOn: '2025-03-01',
      reference: 'TRX-1',
    });

    const { brand: otherBrand } = await brandWithCampaign(t);
    expect((await call(t, otherBrand, 'GET', '/api/payouts')).body).toEqual({ payouts: [], totalSpent: 0 });

    const mine = await call(t, sara, 'GET', '/api/payouts/mine');
    expect(mine.body.totalEarned).toBe(100.1);
    expect(mine.body.payouts.map((payout: Payout) => payout.applicationId)).toEqual([
      saraPayout.applicationId,
    ]);
    const agent = await createTestUser(t, { userType: 'agent' });
    await t.deps.database.db.insert(agentRepresentations).values([
      { agentId: agent.id, creatorId: sara.id, status: 'accepted' },
      { agentId: agent.id, creatorId: omar.id, status: 'accepted' },
    ]);
    const represented = await call(t, agent, 'GET', '/api/payouts/mine');
    expect(represented.body.totalEarned).toBe(300.3);
    expect(represented.body.payouts).toHaveLength(2);
    const stranger = await createCreator(t, 'No', 'Payouts');
    expect((await call(t, stranger, 'GET', '/api/payouts/mine')).body).toEqual({
      payouts: [],
      totalEarned: 0,
    });

    expect((await call(t, brand, 'GET', '/api/payouts/mine')).status).toBe(403);
    expect((await call(t, sara, 'GET', '/api/payouts')).status).toBe(403);
    expect((await call(t, undefined, 'GET', '/api/payouts')).status).toBe(401);
    expect((await call(t, undefined, 'GET', '/api/payouts/mine')).status).toBe(401);
  });
});
