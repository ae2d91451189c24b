import { formatBillingDate, planChangeScheduledMessage, type CheckoutQuote } from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sandboxPaymentIntents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import { createTestUser, type TestUser } from '../../test/users';
import { assertWithinMonthlyLimit } from './limits/assert-within-monthly-limit';
import { getSubscriptionLimits } from './limits/get-limits';
import { proratedFils } from './payments/checkout-quote';
import { runRenewalSweep } from './renewals/run-renewal-sweep';
import {
  getAs,
  getLimits,
  mailsMatching,
  postJson,
  pressSandboxButton,
  startCheckout,
} from './subscriptions.fixtures';

// Decision 0038: prorated upgrades, downgrades at the period end, receipts with their period.

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function quote(user: TestUser, planId: string) {
  const response = await getAs(t, `/api/subscriptions/me/quote?planId=${planId}`, user);
  return { status: response.status, body: (await response.json()) as CheckoutQuote };
}

const deleteAs = (user: TestUser | undefined, pathname: string) =>
  t.request(pathname, { method: 'DELETE', headers: user ? { cookie: user.cookie } : {} });

describe('prorated upgrades', () => {
  it('computes the difference for the days left in fils, rounded half up (worked examples)', () => {
    // Basic AED 320 -> Premium AED 530: AED 210 a period, AED 7 a day.
    expect(proratedFils(32_000, 53_000, 30)).toBe(21_000);
    expect(proratedFils(32_000, 53_000, 15)).toBe(10_500);
    expect(proratedFils(32_000, 53_000, 1)).toBe(700);
    // A period paid ahead (renewed early) has more than 30 days left.
    expect(proratedFils(32_000, 53_000, 45)).toBe(31_500);
    // Rounding: 100 x 1 / 30 = 3.33 -> 3; 45 x 1 / 30 = 1.5 -> 2; 50 x 1 / 30 = 1.67 -> 2.
    expect(proratedFils(0, 100, 1)).toBe(3);
    expect(proratedFils(0, 45, 1)).toBe(2);
    expect(proratedFils(0, 50, 1)).toBe(2);
    expect(proratedFils(53_000, 32_000, 10)).toBe(0);
  });

  it('halfway through Basic, Premium costs AED 105 until the same end; usage stays', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'basic', startedAt: daysAgo(15) });
    // Both QR codes of Basic's month are used.
    for (let i = 0; i < 2; i += 1) {
      await t.deps.database.db.transaction((tx) => assertWithinMonthlyLimit(tx, brand.id, 'qr_codes'));
    }
    expect(await getLimits(t, brand)).toMatchObject({
      currentQrCodes: 2,
      qrCodeLimit: 2,
      canCreateQrCodes: false,
    });

    const offered = await quote(brand, 'premium');
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({
      planId: 'premium',
      purpose: 'upgrade',
      amount: 105,
      amountFils: 10_500,
      currency: 'AED',
      daysRemaining: 15,
      daysInPeriod: 30,
      periodEnd: given.nextRenewalDate.toISOString(),
      summary: `You pay AED 105 now for Premium until ${formatBillingDate(given.nextRenewalDate)}.`,
    });

    const { status, body } = await startCheckout(t, brand, 'premium');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      purpose: 'upgrade',
      amount: 105,
      periodEnd: given.nextRenewalDate.toISOString(),
    });
    // The provider is asked for the prorated amount.
    const intentId = new URL(body.url!).pathname.split('/').pop()!;
    const [intent] = await t.deps.database.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent!.amount).toBe(10_500);
    await pressSandboxButton(t, body.url!, 'pay');

    const after = await subscriptionOf(t, brand.id);
    expect(after).toMatchObject({ planId: 'premium', status: 'active' });
    expect(after!.nextRenewalDate).toEqual(given.nextRenewalDate);
    expect(after!.billingCycleStart).toEqual(given.billingCycleStart);
    // The counters of the period were not reset: 2 of Premium's 10.
    expect(await getLimits(t, brand)).toMatchObject({
      planId: 'premium',
      currentQrCodes: 2,
      qrCodeLimit: 10,
      canCreateQrCodes: true,
    });
  });

  it('the receipt (payment view and e-mail) states the period paid for', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'basic', startedAt: daysAgo(20) });
    const { body } = await startCheckout(t, brand, 'premium');
    expect(body.amount).toBe(70);
    await pressSandboxButton(t, body.url!, 'pay');
    const payment = await (await getAs(t, `/api/payments/${body.id}`, brand)).json();
    expect(payment.payment).toMatchObject({
      status: 'completed',
      periodEnd: given.nextRenewalDate.toISOString(),
    });
    const start = new Date(payment.payment.periodStart);
    const [mail] = await mailsMatching(t, brand.email, /^Your Premium subscription is active$/);
    expect(mail!.text).toContain('We received AED 70 (tax included)');
    expect(mail!.text).toContain(
      `Receipt: Premium plan for the period ${formatBillingDate(start)} to ${formatBillingDate(given.nextRenewalDate)}.`,
    );
  });

  it('a first subscription and a renewal state their 30 days', async () => {
    const brand = await createBrand(t);
    const first = await startCheckout(t, brand, 'basic');
    await pressSandboxButton(t, first.body.url!, 'pay');
    const paid = (await (await getAs(t, `/api/payments/${first.body.id}`, brand)).json()).payment;
    expect(new Date(paid.periodEnd).getTime() - new Date(paid.periodStart).getTime()).toBe(30 * DAY);
    const row = await subscriptionOf(t, brand.id);
    expect(paid.periodEnd).toBe(row!.nextRenewalDate.toISOString());

    const renewal = await quote(brand, 'basic');
    expect(renewal.body).toMatchObject({
      purpose: 'renewal',
      amount: 320,
      periodStart: row!.nextRenewalDate.toISOString(),
      daysRemaining: null,
    });
  });

  it('refuses other roles, a team member and bad input', async () => {
    expect((await getAs(t, '/api/subscriptions/me/quote?planId=premium')).status).toBe(401);
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await quote(creator, 'premium')).status).toBe(403);
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'basic' });
    for (const planId of ['free', 'enterprise', 'gold', '']) {
      const response = await getAs(t, `/api/subscriptions/me/quote?planId=${planId}`, brand);
      expect(response.status, planId).toBe(400);
      expect((await response.json()).error.fields.planId).toEqual(['Plan not found']);
    }
    expect((await getAs(t, '/api/subscriptions/me/quote', brand)).status).toBe(400);
  });
});

describe('downgrades at the end of the paid period', () => {
  it('is scheduled, reminded at the lower price, paid, then applied by the sweep', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium', startedAt: daysAgo(10) });
    const end = given.nextRenewalDate;
    const scheduled = await postJson(
      t,
      '/api/subscriptions/me/change-plan',
      { planId: 'basic' },
      brand.cookie,
    );
    expect(scheduled.status).toBe(200);
    expect((await scheduled.json()).message).toBe(planChangeScheduledMessage('Basic', end));
    expect(planChangeScheduledMessage('Basic', end)).toMatch(
      /^Your plan changes to Basic on \d{1,2} \w{3} \d{4}\.$/,
    );

    const me = await (await getAs(t, '/api/subscriptions/me', brand)).json();
    expect(me.subscription).toMatchObject({
      planId: 'premium',
      scheduledPlanId: 'basic',
      scheduledChangeAt: end.toISOString(),
    });
    expect(me.limits).toMatchObject({ planId: 'premium', campaignPostLimit: 9 });

    // The reminder before the end asks for Basic's price.
    const reminderTime = new Date(end.getTime() - 2 * DAY);
    expect((await runRenewalSweep(t.deps, reminderTime)).reminded).toContain(brand.id);
    const [reminder] = await t.deps.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, brand.id), eq(notifications.title, 'Your subscription renews soon')),
      );
    expect(reminder!.message).toMatch(/^Pay AED 320 by .* to keep your Basic plan/);
    expect(reminder!.link).toBe('/profile?tab=account&renew=basic');

    // Paying Basic pays the next period: it starts at the old end.
    const { status, body } = await startCheckout(t, brand, 'basic');
    expect(status).toBe(201);
    expect(body).toMatchObject({ purpose: 'renewal', amount: 320, periodStart: end.toISOString() });
    await pressSandboxButton(t, body.url!, 'pay');
    const paid = await subscriptionOf(t, brand.id);
    expect(paid).toMatchObject({ planId: 'premium', scheduledPlanId: 'basic' });
    expect(paid!.nextRenewalDate.getTime()).toBe(end.getTime() + 30 * DAY);
    // Paid on the lower plan: the change stands.
    expect((await deleteAs(brand, '/api/subscriptions/me/scheduled-change')).status).toBe(409);

    const afterEnd = new Date(end.getTime() + 60_000);
    expect(await getSubscriptionLimits(t.deps.database.db, brand.id, afterEnd)).toMatchObject({
      planId: 'basic',
      hasActiveSubscription: true,
    });
    const sweep = await runRenewalSweep(t.deps, afterEnd);
    expect(sweep.changed).toContain(brand.id);
    expect(sweep.expired).not.toContain(brand.id);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({
      planId: 'basic',
      status: 'active',
      scheduledPlanId: null,
      scheduledChangeAt: null,
    });
  });

  it('unpaid, the subscription ends at the period end as before', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium' });
    await postJson(t, '/api/subscriptions/me/change-plan', { planId: 'basic' }, brand.cookie);
    const sweep = await runRenewalSweep(t.deps, new Date(given.nextRenewalDate.getTime() + 60_000));
    expect(sweep.expired).toContain(brand.id);
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ status: 'expired', scheduledPlanId: null });
  });

  it('can be cancelled before it takes effect; another brand cannot touch it', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const other = await createBrand(t);
    await giveSubscription(t, other.id, { planId: 'premium' });
    await postJson(t, '/api/subscriptions/me/change-plan', { planId: 'basic' }, brand.cookie);
    const again = await postJson(t, '/api/subscriptions/me/change-plan', { planId: 'basic' }, brand.cookie);
    expect(again.status).toBe(409);

    // The other brand's request acts on its own subscription only.
    expect((await deleteAs(other, '/api/subscriptions/me/scheduled-change')).status).toBe(409);
    expect((await subscriptionOf(t, brand.id))!.scheduledPlanId).toBe('basic');

    expect((await deleteAs(undefined, '/api/subscriptions/me/scheduled-change')).status).toBe(401);
    const creator = await createTestUser(t, { userType: 'creator' });
    expect((await deleteAs(creator, '/api/subscriptions/me/scheduled-change')).status).toBe(403);

    const kept = await deleteAs(brand, '/api/subscriptions/me/scheduled-change');
    expect(kept.status).toBe(200);
    expect((await kept.json()).message).toBe(
      'Your scheduled plan change was cancelled. You stay on Premium.',
    );
    expect(await subscriptionOf(t, brand.id)).toMatchObject({ planId: 'premium', scheduledPlanId: null });
    expect((await deleteAs(brand, '/api/subscriptions/me/scheduled-change')).status).toBe(409);
  });

  it('paying the current plan again drops the scheduled downgrade', async () => {
    const brand = await createBrand(t);
    const given = await giveSubscription(t, brand.id, { planId: 'premium' });
    await postJson(t, '/api/subscriptions/me/change-plan', { planId: 'basic' }, brand.cookie);
    const { body } = await startCheckout(t, brand, 'premium');
    expect(body).toMatchObject({ purpose: 'renewal', amount: 530 });
    await pressSandboxButton(t, body.url!, 'pay');
    const row = await subscriptionOf(t, brand.id);
    expect(row).toMatchObject({ planId: 'premium', scheduledPlanId: null });
    expect(row!.nextRenewalDate.getTime()).toBe(given.nextRenewalDate.getTime() + 30 * DAY);
  });
});
