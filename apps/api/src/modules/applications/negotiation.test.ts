import { APPLICATION_EVENTS, type BrandApplication, type MyApplication } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { affiliateCodes, applicationOffers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { createCampaignAs } from '../campaigns/campaigns.fixtures';
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
      message: expect.stringMatching(/accepted your rate of AED\s2,000/),
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

describe('e-mail for negotiation events, per the receiver’s preferences', () => {
  async function setPreference(user: TestUser, preference: Record<string, unknown>) {
    const response = await send(t, 'PUT', '/api/notifications/preferences', user, {
      preferences: [preference],
    });
    expect(response.status).toBe(200);
  }
  async function setAccountEmail(user: TestUser, emailNotifications: boolean) {
    const response = await send(t, 'PUT', '/api/settings/account', user, { emailNotifications });
    expect(response.status).toBe(200);
  }
  const titlesOf = async (user: TestUser) => (await notificationsOf(t, user)).map((notice) => notice.title);
  const subjectsTo = async (user: TestUser) => (await mailsTo(t, user.email)).map((mail) => mail.subject);

  it('mails counter offers and the rejection unless the type, its e-mail or all e-mail is off', async () => {
    const { brand: ownBrand, campaignId: ownCampaign } = await brandWithCampaign(t, { planId: 'enterprise' });
    const creator = await createCreator(t, 'Rana', 'Mail');
    const { id } = await applyAs(t, creator, negotiation(ownCampaign, { proposedRate: 3000 }));
    await waitForMail(t, ownBrand.email, { subject: 'New negotiation request' });

    // On by default: the counter offer arrives in the bell and by e-mail.
    expect((await act(ownBrand, id, 'counter', { amount: 2000 })).status).toBe(200);
    await waitForMail(t, creator.email, { subject: 'Counter offer received' });

    // The type's e-mail off: the bell still gets the counter offer, the mailbox does not.
    await setPreference(creator, { type: 'negotiation_counter_offer', emailEnabled: false });
    expect((await act(creator, id, 'counter', { amount: 2800 })).status).toBe(200);
    await waitForMail(t, ownBrand.email, { subject: 'Counter offer received' });
    expect((await act(ownBrand, id, 'counter', { amount: 2200 })).status).toBe(200);
    expect((await titlesOf(creator)).filter((title) => title === 'Counter offer received')).toHaveLength(2);

    // The type off: neither bell nor mail.
    await setPreference(creator, { type: 'negotiation_counter_offer', enabled: false });
    expect((await act(creator, id, 'counter', { amount: 2600 })).status).toBe(200);
    expect((await act(ownBrand, id, 'counter', { amount: 2400 })).status).toBe(200);
    expect((await titlesOf(creator)).filter((title) => title === 'Counter offer received')).toHaveLength(2);

    // All e-mail off in Account Settings: the rejection reaches the bell only.
    await setPreference(creator, { type: 'negotiation_counter_offer', enabled: true, emailEnabled: true });
    await setAccountEmail(creator, false);
    expect((await act(creator, id, 'counter', { amount: 2500 })).status).toBe(200);
    expect((await act(ownBrand, id, 'reject')).status).toBe(200);
    expect((await titlesOf(creator))[0]).toBe('Negotiation rejected');

    // E-mail back on: a rejected application is mailed, and it is the only mail since the first.
    await setAccountEmail(creator, true);
    const { id: secondCampaign } = await createCampaignAs(t, ownBrand, { title: 'Winter Cocoa' });
    const direct = await applyAs(t, creator, { type: 'direct', campaignId: secondCampaign });
    expect((await send(t, 'POST', `/api/applications/${direct.id}/reject`, ownBrand)).status).toBe(200);
    const rejection = await waitForMail(t, creator.email, { subject: 'Application rejected' });
    expect(rejection.text).toContain('Test Brand Co. rejected your application to "Winter Cocoa".');
    expect(await subjectsTo(creator)).toEqual(['Counter offer received', 'Application rejected']);
  });

  it('mails the brand when the creator accepts or declines its counter, unless the brand turned it off', async () => {
    const { brand: ownBrand, campaignId: ownCampaign } = await brandWithCampaign(t, { planId: 'enterprise' });
    const accepting = await createCreator(t, 'Ali', 'One');
    const declining = await createCreator(t, 'Bea', 'Two');
    const first = await applyAs(t, accepting, negotiation(ownCampaign));
    const second = await applyAs(t, declining, negotiation(ownCampaign));
    for (const application of [first, second]) {
      expect((await act(ownBrand, application.id, 'counter', { amount: 1000 })).status).toBe(200);
    }

    await setPreference(ownBrand, { type: 'negotiation_accepted', emailEnabled: false });
    expect((await act(accepting, first.id, 'accept')).status).toBe(200);
    expect((await act(declining, second.id, 'reject')).status).toBe(200);
    const declined = await waitForMail(t, ownBrand.email, { subject: 'Counter offer declined' });
    expect(declined.text).toContain('Bea Two declined your counter offer for "Summer Coffee Launch".');
    expect((await titlesOf(ownBrand)).slice(0, 2)).toEqual([
      'Counter offer declined',
      'Counter offer accepted',
    ]);
    expect(await subjectsTo(ownBrand)).not.toContain('Counter offer accepted');
  });
});
