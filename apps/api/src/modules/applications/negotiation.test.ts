import { APPLICATION_EVENTS, type BrandApplication, type MyApplication } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, applicationOffers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type { TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  connectEvents,
  createCreator,
  myApplications,
  negotiation,
  notificationsOf,
  send,
} from './applications.fixtures';

let t: TestApp;
let brand: TestUser;
let campaignId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ brand, campaignId } = await brandWithCampaign(t, { planId: 'enterprise' }));
});
afterAll(() => t.close());

async function act(user: TestUser, id: string, action: string, body?: unknown) {
  const response = await send(t, 'POST', `/api/applications/${id}/negotiation/${action}`, user, body);
  return { status: response.status, body: await response.json() };
}

async function freshNegotiation() {
  const creator = await createCreator(t, 'Nour', 'Ali');
  const application = await applyAs(t, creator, negotiation(campaignId, { proposedRate: 2000 }));
  return { creator, id: application.id };
}

describe('a negotiation', () => {
  it('goes round by round until the creator accepts the counter, then the brand approves', async () => {
    const { creator, id } = await freshNegotiation();
    const creatorStream = await connectEvents(t, creator);

    const counter = await act(brand, id, 'counter', { amount: 1200, message: 'Our budget is tighter' });
    expect(counter.status).toBe(200);
    expect(counter.body.message).toBe('Counter Offer Sent');
    expect(counter.body.application as BrandApplication).toMatchObject({
      negotiationStatus: 'in_progress',
      awaiting: 'creator',
      latestCounterOffer: { round: 2, madeBy: 'brand', amount: 1200, message: 'Our budget is tighter' },
      actions: { decisions: ['reject'], negotiation: [] },
    });
    expect((await creatorStream.nextEvent(APPLICATION_EVENTS.changed)).data).toMatchObject({
      applicationId: id,
      change: 'countered',
      negotiationStatus: 'in_progress',
    });
    const [counterNotice] = await notificationsOf(t, creator);
    expect(counterNotice).toMatchObject({
      type: 'negotiation_counter_offer',
      message: 'Test Brand Co. offered AED 1,200 for "Summer Coffee Launch".',
    });

    // The brand cannot answer its own counter, nor approve while the creator's answer is due.
    expect((await act(brand, id, 'accept')).status).toBe(409);
    const early = await send(t, 'POST', `/api/applications/${id}/approve`, brand);
    expect(early.status).toBe(409);
    expect((await early.json()).error.message).toBe('Waiting for the creator to answer your counter offer');

    const [mine] = await myApplications(t, creator);
    expect(mine).toMatchObject({
      awaiting: 'creator',
      latestCounterOffer: { amount: 1200 },
      actions: { negotiation: ['accept', 'counter', 'reject'] },
    });

    const back = await act(creator, id, 'counter', { amount: '1600' });
    expect(back.status).toBe(200);
    expect((back.body.application as MyApplication).awaiting).toBe('brand');
    expect((await act(creator, id, 'counter', { amount: 1500 })).status).toBe(409);

    expect((await act(brand, id, 'counter', { amount: 1400 })).status).toBe(200);
    const accepted = await act(creator, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Negotiation Accepted');
    expect(accepted.body.application).toMatchObject({
      status: 'pending',
      negotiationStatus: 'completed',
      agreedRate: 1400,
      awaiting: null,
      actions: { negotiation: [] },
    });
    const [acceptedNotice] = await notificationsOf(t, brand);
    expect(acceptedNotice).toMatchObject({ type: 'negotiation_accepted', title: 'Counter offer accepted' });

    const approve = await send(t, 'POST', `/api/applications/${id}/approve`, brand);
    expect(approve.status).toBe(200);
    expect((await approve.json()).application).toMatchObject({
      status: 'approved',
      negotiationStatus: 'completed',
      agreedRate: 1400,
    });
    const offers = await t.deps.database.db
      .select()
      .from(applicationOffers)
      .where(eq(applicationOffers.applicationId, id));
    expect(offers.map((offer) => [offer.round, offer.madeBy, offer.amount])).toEqual([
      [1, 'creator', 2000],
      [2, 'brand', 1200],
      [3, 'creator', 1600],
      [4, 'brand', 1400],
    ]);
    await creatorStream.close();
  });

  it('approves the application when the brand accepts the creator’s proposal', async () => {
    const { creator, id } = await freshNegotiation();
    const accepted = await act(brand, id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe('Negotiation Accepted');
    expect(accepted.body.application).toMatchObject({
      status: 'approved',
      negotiationStatus: 'completed',
      agreedRate: 2000,
    });
    const codes = await t.deps.database.db
      .select()
      .from(affiliateCodes)
      .where(eq(affiliateCodes.applicationId, id));
    expect(codes).toHaveLength(1);
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      type: 'application_accepted',
      message: expect.stringContaining('accepted your rate of AED 2,000'),
    });
    expect((await act(creator, id, 'accept')).status).toBe(409);
  });

  it('ends when the brand rejects the proposal, and when the creator rejects a counter', async () => {
    const first = await freshNegotiation();
    const rejected = await act(brand, first.id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe('Negotiation Rejected');
    expect(rejected.body.application).toMatchObject({ status: 'rejected', negotiationStatus: 'rejected' });
    const [notice] = await notificationsOf(t, first.creator);
    expect(notice).toMatchObject({ type: 'negotiation_rejected' });
    const closed = await act(brand, first.id, 'counter', { amount: 100 });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('This negotiation is closed');

    const second = await freshNegotiation();
    await act(brand, second.id, 'counter', { amount: 900 });
    const declined = await act(second.creator, second.id, 'reject');
    expect(declined.body.application).toMatchObject({ status: 'rejected', negotiationStatus: 'rejected' });
    const [brandNotice] = await notificationsOf(t, brand);
    expect(brandNotice).toMatchObject({ type: 'negotiation_rejected', title: 'Counter offer declined' });
  });

  it('accepts the brand’s Approve on an open proposal as accepting it', async () => {
    const { id } = await freshNegotiation();
    const approve = await send(t, 'POST', `/api/applications/${id}/approve`, brand);
    expect((await approve.json()).application).toMatchObject({
      negotiationStatus: 'completed',
      agreedRate: 2000,
    });
  });

  it('takes one of 5 concurrent counters from the same side', async () => {
    const { id } = await freshNegotiation();
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => act(brand, id, 'counter', { amount: 1000 + n })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const offers = await t.deps.database.db
      .select()
      .from(applicationOffers)
      .where(eq(applicationOffers.applicationId, id));
    expect(offers).toHaveLength(2);
  });

  it('refuses a counter without an amount, with the spec message', async () => {
    const { id } = await freshNegotiation();
    for (const body of [{}, { amount: '' }, { amount: null }]) {
      const response = await act(brand, id, 'counter', body);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ amount: ['Please provide a counter offer amount'] });
    }
    const negative = await act(brand, id, 'counter', { amount: -3 });
    expect(negative.body.error.fields).toEqual({ amount: ['Please enter a valid rate amount.'] });
  });

  it('has no negotiation for a direct application', async () => {
    const creator = await createCreator(t);
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    const response = await act(brand, application.id, 'counter', { amount: 500 });
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This application has no negotiation');
  });

  it('is answered only by the applicant: another creator gets 404', async () => {
    const { creator, id } = await freshNegotiation();
    await act(brand, id, 'counter', { amount: 900 });
    const stranger = await createCreator(t);
    for (const action of ['accept', 'reject']) expect((await act(stranger, id, action)).status).toBe(404);
    expect((await act(stranger, id, 'counter', { amount: 5 })).status).toBe(404);
    expect((await send(t, 'GET', `/api/applications/${id}`, stranger)).status).toBe(404);
    const own = await send(t, 'GET', `/api/applications/${id}`, creator);
    expect(own.status).toBe(200);
    expect((await own.json()).application).toMatchObject({ id, awaiting: 'creator' });
  });
});
