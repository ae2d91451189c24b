import { SUBSCRIPTION_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, paymentAttemptLogs, payments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, giveSubscription, subscriptionOf } from '../../test/factories/brand';
import { createTestUser } from '../../test/users';
import {
  getLimits,
  mailsMatching,
  postJson,
  pressSandboxButton,
  startCheckout,
  subscribeInSandbox,
} from './subscriptions.fixtures';

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const moveClock = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(Date.now() + ms));
};

async function paymentsOf(userId: string) {
  return t.deps.database.db.select().from(payments).where(eq(payments.workspaceId, userId));
}

async function logStatuses(userId: string) {
  const rows = await t.deps.database.db
    .select({ status: paymentAttemptLogs.status })
    .from(paymentAttemptLogs)
    .where(eq(paymentAttemptLogs.workspaceId, userId));
  return rows.map((row) => row.status);
}

describe('who may start a checkout', () => {
  it('refuses a visitor with the spec message', async () => {
    const response = await postJson(t, '/api/payments/checkout', { planId: 'basic' });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'User must be authenticated' },
    });
  });

  it('refuses a creator', async () => {
    const creator = await createTestUser(t, { userType: 'creator' });
    const response = await postJson(t, '/api/payments/checkout', { planId: 'basic' }, creator.cookie);
    expect(response.status).toBe(403);
  });

  it('answers bad input with 400 and field messages', async () => {
    const brand = await createBrand(t);
    for (const body of [
      {},
      { planId: 'gold' },
      { planId: 'enterprise' },
      { planId: 'free' },
      { planId: 'basic', idempotencyKey: 'x' },
    ]) {
      const response = await postJson(t, '/api/payments/checkout', body, brand.cookie);
      expect(response.status).toBe(400);
      expect((await response.json()).error.fields).toBeDefined();
    }
    const malformed = await t.request('/api/payments/checkout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: brand.cookie },
      body: '{"planId":',
    });
    expect(malformed.status).toBe(400);
    expect(await paymentsOf(brand.id)).toHaveLength(0);
  });
});

describe('sandbox checkout', () => {
  it('shows the plan and amount with Pay, Cancel and Decline under the sandbox banner', async () => {
    const brand = await createBrand(t);
    const { status, body } = await startCheckout(t, brand, 'basic');
    expect(status).toBe(201);
    expect(body).toMatchObject({
      planId: 'basic',
      amount: 320,
      currency: 'AED',
      status: 'pending',
      provider: 'sandbox',
    });
    expect(body.url).toMatch(/^http:\/\/localhost:3000\/api\/payments\/sandbox\/checkout\/sbx_/);

    const page = await t.request(new URL(body.url!).pathname);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox payment: no card is charged');
    expect(html).toContain('Basic plan');
    expect(html).toContain('AED 320');
    for (const label of ['>Pay<', '>Cancel<', '>Decline<']) expect(html).toContain(label);
  });

  it('Pay activates the plan once the signed sandbox webhook is applied, and returns to /payment-callback', async () => {
    const brand = await createBrand(t);
    const before = Date.now();
    const { body } = await startCheckout(t, brand, 'premium');
    const back = await pressSandboxButton(t, body.url!, 'pay');
    expect(back.pathname).toBe('/payment-callback');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_id: body.id,
      status: 'success',
      plan_id: 'premium',
    });

    const limits = await getLimits(t, brand);
    expect(limits).toMatchObject({
      hasActiveSubscription: true,
      subscriptionStatus: 'active',
      planId: 'premium',
      campaignPostLimit: 9,
      qrCodeLimit: 10,
      maxRedemptionsPerCode: 100,
      canCreateCampaigns: true,
    });
    const subscription = await subscriptionOf(t, brand.id);
    const period = subscription!.nextRenewalDate.getTime() - subscription!.billingCycleStart.getTime();
    expect(period).toBe(30 * DAY);
    expect(subscription!.billingCycleStart.getTime()).toBeGreaterThanOrEqual(before);
    expect(subscription).toMatchObject({
      paymentMethod: 'sandbox',
      customerId: brand.email,
      lastPaymentId: body.id,
    });

    expect(await mailsMatching(t, brand.email, /^Your Premium subscription is active$/)).toHaveLength(1);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.id));
    expect(notes.filter((note) => note.type === 'payment_received')).toHaveLength(1);

    const verified = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
    expect(await verified.json()).toMatchObject({
      isActivated: true,
      hasActiveSubscription: true,
      payment: { status: 'completed' },
    });
    expect(await logStatuses(brand.id)).toEqual(expect.arrayContaining(['created', 'completed']));
  });

  it('Cancel returns with status cancelled and activates nothing; a new checkout is then allowed', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const back = await pressSandboxButton(t, body.url!, 'cancel');
    expect(back.searchParams.get('status')).toBe('cancelled');
    expect((await getLimits(t, brand)).hasActiveSubscription).toBe(false);
    const payment = await t.request(`/api/payments/${body.id}`, { headers: { cookie: brand.cookie } });
    expect(await payment.json()).toMatchObject({ payment: { status: 'cancelled' }, isActivated: false });
    expect(await logStatuses(brand.id)).toEqual(expect.arrayContaining(['created', 'cancelled']));
    expect((await startCheckout(t, brand, 'basic')).status).toBe(201);
  });

  it('Decline returns with status failed', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const back = await pressSandboxButton(t, body.url!, 'decline');
    expect(back.searchParams.get('status')).toBe('failed');
    expect((await getLimits(t, brand)).hasActiveSubscription).toBe(false);
    expect(await logStatuses(brand.id)).toContain('failed');
  });

  it('a forged success return activates nothing: the provider still reports the intent unpaid', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    // The browser lands on /payment-callback?payment_id=...&status=success without paying.
    const response = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      isActivated: false,
      hasActiveSubscription: false,
      payment: { status: 'pending', providerStatus: 'requires_payment_instrument' },
    });
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
  });

  it("another brand's payment is not found", async () => {
    const owner = await createBrand(t);
    const other = await createBrand(t);
    const { body } = await startCheckout(t, owner, 'basic');
    const read = await t.request(`/api/payments/${body.id}`, { headers: { cookie: other.cookie } });
    expect(read.status).toBe(404);
    const verify = await postJson(t, `/api/payments/${body.id}/verify`, {}, other.cookie);
    expect(verify.status).toBe(404);
    expect((await postJson(t, '/api/payments/not-a-uuid/verify', {}, owner.cookie)).status).toBe(400);
  });
});

describe('checkout guards', () => {
  it('a pending payment of the last hour blocks a new one; after the hour it no longer does', async () => {
    const brand = await createBrand(t);
    expect((await startCheckout(t, brand, 'basic')).status).toBe(201);
    const blocked = await startCheckout(t, brand, 'premium');
    expect(blocked.status).toBe(409);
    expect(blocked.body.error).toEqual({
      code: 'PAYMENT_IN_PROGRESS',
      message: SUBSCRIPTION_MESSAGES.paymentInProgress,
    });
    expect(await logStatuses(brand.id)).toContain('blocked_in_progress');

    moveClock(61 * 60 * 1000);
    expect((await startCheckout(t, brand, 'premium')).status).toBe(201);
  });

  it('the same idempotency key returns the same payment, also under concurrency', async () => {
    const brand = await createBrand(t);
    const first = await startCheckout(t, brand, 'basic', 'key-0001-abcdef');
    const again = await startCheckout(t, brand, 'basic', 'key-0001-abcdef');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, url: first.body.url });
    // The retried create is logged as such, against the same payment.
    expect((await logStatuses(brand.id)).sort()).toEqual(['created', 'replayed']);
    const otherPlan = await startCheckout(t, brand, 'premium', 'key-0001-abcdef');
    expect(otherPlan.status).toBe(409);

    const racer = await createBrand(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => startCheckout(t, racer, 'premium', 'key-race-123456')),
    );
    expect(new Set(results.map((result) => result.body.id)).size).toBe(1);
    expect(new Set(results.map((result) => result.body.url)).size).toBe(1);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(await paymentsOf(racer.id)).toHaveLength(1);
  });

  it('concurrent checkouts with different keys: one payment, the rest are told one is in progress', async () => {
    const brand = await createBrand(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => startCheckout(t, brand, 'basic')));
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const refused = results.filter((result) => result.status === 409);
    expect(refused).toHaveLength(4);
    for (const result of refused) expect(result.body.error?.code).toBe('PAYMENT_IN_PROGRESS');
    expect(await paymentsOf(brand.id)).toHaveLength(1);
  });

  it('five declined payments lock checkout for 30 minutes', async () => {
    const brand = await createBrand(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { status, body } = await startCheckout(t, brand, 'basic');
      expect(status).toBe(201);
      await pressSandboxButton(t, body.url!, 'decline');
    }
    const locked = await startCheckout(t, brand, 'basic');
    expect(locked.status).toBe(429);
    expect(locked.body.error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: SUBSCRIPTION_MESSAGES.tooManyAttempts,
    });
    expect(await logStatuses(brand.id)).toContain('blocked_too_many_attempts');

    moveClock(29 * 60 * 1000);
    expect((await startCheckout(t, brand, 'basic')).status).toBe(429);
    moveClock(2 * 60 * 1000);
    expect((await startCheckout(t, brand, 'basic')).status).toBe(201);
  });
});

describe('upgrades, renewals and downgrades', () => {
  it('upgrading on the first day pays the full difference and keeps the period', async () => {
    const brand = await createBrand(t);
    await subscribeInSandbox(t, brand, 'basic');
    const before = await subscriptionOf(t, brand.id);
    const upgrade = await subscribeInSandbox(t, brand, 'premium');
    expect(upgrade.purpose).toBe('upgrade');
    // AED 530 - AED 320 for the 30 days left (decision 0038).
    expect(upgrade.amount).toBe(210);
    expect(await getLimits(t, brand)).toMatchObject({ planId: 'premium', hasActiveSubscription: true });
    const after = await subscriptionOf(t, brand.id);
    expect(after!.nextRenewalDate).toEqual(before!.nextRenewalDate);
    expect(after!.billingCycleStart).toEqual(before!.billingCycleStart);
  });

  it('paying the current plan again extends the period by 30 days (renewal)', async () => {
    const brand = await createBrand(t);
    const started = await giveSubscription(t, brand.id, { planId: 'basic' });
    const renewal = await subscribeInSandbox(t, brand, 'basic');
    expect(renewal.purpose).toBe('renewal');
    const after = await subscriptionOf(t, brand.id);
    expect(after!.nextRenewalDate.getTime()).toBe(started.nextRenewalDate.getTime() + 30 * DAY);
    expect(after!.billingCycleStart.getTime()).toBe(started.billingCycleStart.getTime());
  });

  it('a cancelled brand still in its paid period may pay a lower plan: a fresh period on it', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const cancelled = await postJson(t, '/api/subscriptions/me/cancel', {}, brand.cookie);
    expect(cancelled.status).toBe(200);
    expect((await getLimits(t, brand)).isEndingSoon).toBe(true);

    const { status, body } = await startCheckout(t, brand, 'basic');
    expect(status).toBe(201);
    expect(body).toMatchObject({ planId: 'basic', purpose: 'subscribe' });
    await pressSandboxButton(t, body.url!, 'pay');
    const after = await subscriptionOf(t, brand.id);
    expect(after).toMatchObject({ planId: 'basic', status: 'active', subscriptionEndDate: null });
    expect(after!.nextRenewalDate.getTime()).toBe(after!.billingCycleStart.getTime() + 30 * DAY);
    expect(await getLimits(t, brand)).toMatchObject({ planId: 'basic', isEndingSoon: false });
  });

  it('paying for a lower plan is refused: downgrades are scheduled without payment', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const { status, body } = await startCheckout(t, brand, 'basic');
    expect(status).toBe(409);
    expect(body.error?.message).toMatch(/Downgrades take effect at the end of the paid period/);
  });
});
