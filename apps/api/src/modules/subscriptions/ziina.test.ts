import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentAttemptLogs, payments } from '../../db/schema';
import { createZiinaProvider, type ZiinaProvider } from '../../integrations/payments/ziina-provider';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createBrand, subscriptionOf } from '../../test/factories/brand';
import { startFakeZiina, type FakeZiina } from '../../test/fakes/ziina-server';
import { getLimits, mailsMatching, postJson, startCheckout } from './subscriptions.fixtures';
import { captureLogs } from '../../test/logs';

const API_KEY = 'ziina-test-key';
const WEBHOOK_SECRET = 'ziina-webhook-secret';

let ziina: FakeZiina;
let t: TestApp;
let server: ServerType;

beforeAll(async () => {
  ziina = await startFakeZiina({ apiKey: API_KEY });
  t = await createTestApp({
    ZIINA_API_KEY: API_KEY,
    ZIINA_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ZIINA_TEST_MODE: 'true',
    ZIINA_API_URL: ziina.apiUrl,
  });
  // The app listens on a real port so the fake delivers its webhooks over HTTP.
  const port = await new Promise<number>((resolve) => {
    server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port));
  });
  expect((server.address() as AddressInfo).port).toBe(port);
  await (t.deps.payments as ZiinaProvider).registerWebhook(
    `http://127.0.0.1:${port}/api/payments/webhooks/ziina`,
  );
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  await ziina.close();
});

const intentIdOf = async (paymentId: string) => {
  const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!.providerIntentId!;
};

const paymentRow = async (paymentId: string) => {
  const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return row!;
};

/** The payment's attempt-log statuses, sorted by name (rows of one request may share a time). */
const attemptLog = async (paymentId: string) => {
  const rows = await t.deps.database.db
    .select({ status: paymentAttemptLogs.status })
    .from(paymentAttemptLogs)
    .where(eq(paymentAttemptLogs.paymentId, paymentId));
  return rows.map((row) => row.status).sort();
};

describe('Ziina adapter against the fake Ziina API', () => {
  it('registers the webhook with the configured secret', () => {
    expect(ziina.webhook).toEqual({
      url: expect.stringMatching(/\/api\/payments\/webhooks\/ziina$/),
      secret: WEBHOOK_SECRET,
    });
  });

  it('creates the payment intent as documented and answers its redirect_url', async () => {
    const brand = await createBrand(t);
    const { status, body } = await startCheckout(t, brand, 'basic');
    expect(status).toBe(201);
    expect(body).toMatchObject({ provider: 'ziina', amount: 320, currency: 'AED' });
    const create = ziina.requests.find(
      (request) => request.method === 'POST' && request.path === '/api/payment_intent',
    );
    expect(create?.authorization).toBe(`Bearer ${API_KEY}`);
    const base = 'http://localhost:3000/payment-callback';
    expect(create?.body).toEqual({
      amount: 32000,
      currency_code: 'AED',
      // The period it pays for (decision 0038).
      message: expect.stringMatching(/^Partnerly Basic plan, \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}$/),
      success_url: `${base}?payment_id=${body.id}&status=success&plan_id=basic`,
      cancel_url: `${base}?payment_id=${body.id}&status=cancelled&plan_id=basic`,
      failure_url: `${base}?payment_id=${body.id}&status=failed&plan_id=basic`,
      operation_id: body.id,
      test: true,
    });
    const intentId = await intentIdOf(body.id);
    expect(body.url).toBe(`${ziina.origin}/checkout/${intentId}`);
  });

  it('paying on the hosted page delivers a signed webhook that activates the plan', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'premium');
    const pay = await fetch(`${body.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    expect(pay.headers.get('location')).toContain(`payment_id=${body.id}&status=success`);
    expect(await getLimits(t, brand)).toMatchObject({ hasActiveSubscription: true, planId: 'premium' });
  });

  it('without a webhook, /payment-callback verification asks Ziina and activates a completed payment', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const intentId = await intentIdOf(body.id);

    // Before paying: a forged success return is checked with Ziina and activates nothing.
    const forged = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
    expect(await forged.json()).toMatchObject({ isActivated: false, payment: { status: 'pending' } });
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();

    await ziina.setStatus(intentId, 'completed', { shouldDeliver: false });
    const verified = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
    expect(await verified.json()).toMatchObject({ isActivated: true, hasActiveSubscription: true });
    expect(
      ziina.requests.some(
        (request) => request.method === 'GET' && request.path === `/api/payment_intent/${intentId}`,
      ),
    ).toBe(true);
  });

  it('the webhook racing /payment-callback verifications activates once: one period, one e-mail, one notification', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'premium');
    const intentId = await intentIdOf(body.id);
    const verify = async () =>
      (await (await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie)).json()) as {
        isActivated: boolean;
      };

    // Ziina reports the payment twice while the returning browser verifies three times.
    const [first, second, ...verified] = await Promise.all([
      ziina.setStatus(intentId, 'completed'),
      ziina.setStatus(intentId, 'completed'),
      verify(),
      verify(),
      verify(),
    ]);
    expect([first?.status, second?.status]).toEqual([200, 200]);
    expect(verified.every((result) => result.isActivated)).toBe(true);

    const subscription = await subscriptionOf(t, brand.id);
    expect(subscription).toMatchObject({ planId: 'premium', status: 'active', lastPaymentId: body.id });
    expect(subscription!.nextRenewalDate.getTime() - subscription!.billingCycleStart.getTime()).toBe(
      30 * 86_400_000,
    );
    expect(await mailsMatching(t, brand.email, /subscription is active/)).toHaveLength(1);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.id));
    expect(notes.filter((note) => note.type === 'payment_received')).toHaveLength(1);
  });

  it('verification activates nothing when Ziina reports completed with another amount or currency', async () => {
    for (const change of [{ amount: 100 }, { currency_code: 'USD' }]) {
      const brand = await createBrand(t);
      const { body } = await startCheckout(t, brand, 'basic');
      const intentId = await intentIdOf(body.id);
      Object.assign(ziina.intents.get(intentId)!, change);
      await ziina.setStatus(intentId, 'completed', { shouldDeliver: false });

      const verified = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
      expect(await verified.json()).toMatchObject({ isActivated: false, hasActiveSubscription: false });
      expect(await subscriptionOf(t, brand.id)).toBeUndefined();
    }
  });

  it('a webhook signed with another secret gets 401 and changes nothing', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const intent = ziina.intents.get(await intentIdOf(body.id))!;
    const rawBody = JSON.stringify({
      event: 'payment_intent.status.updated',
      data: { ...intent, status: 'completed' },
    });
    const { createHmac } = await import('node:crypto');
    const wrong = createHmac('sha256', 'not-the-secret').update(rawBody).digest('hex');
    expect(await ziina.deliverRaw(rawBody, wrong)).toBe(401);
    expect(await ziina.deliverRaw(rawBody)).toBe(401);
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
  });

  it('a Ziina error while creating answers "Failed to create checkout session" and leaves no pending payment', async () => {
    const brand = await createBrand(t);
    ziina.failNextCreate(500);
    const lines = captureLogs();
    const failed = await startCheckout(t, brand, 'basic');
    expect(lines.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      expect.stringMatching(/^Checkout .*: the payment provider failed$/),
    ]);
    expect(failed.status).toBe(500);
    expect(failed.body.error).toEqual({ code: 'INTERNAL', message: 'Failed to create checkout session' });
    expect(await paymentsOfUser(brand.id)).toEqual([{ status: 'failed', failureReason: 'provider_error' }]);
    const [failedPayment] = await t.deps.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.workspaceId, brand.id));
    expect(await attemptLog(failedPayment!.id)).toEqual(['created', 'provider_error']);
    expect((await startCheckout(t, brand, 'basic')).status).toBe(201);
  });

  it('a retried create sends the same operation_id and gets the same intent', async () => {
    const brand = await createBrand(t);
    const first = await startCheckout(t, brand, 'basic', 'ziina-retry-0001');
    const again = await startCheckout(t, brand, 'basic', 'ziina-retry-0001');
    expect(again.body.url).toBe(first.body.url);
    expect(
      [...ziina.intents.values()].filter((intent) => intent.operation_id === first.body.id),
    ).toHaveLength(1);
  });
});

const paymentsOfUser = async (userId: string) =>
  t.deps.database.db
    .select({ status: payments.status, failureReason: payments.failureReason })
    .from(payments)
    .where(eq(payments.workspaceId, userId));

describe('Ziina webhooks through the fake Ziina', () => {
  it('the same completed event delivered 5 times at once activates once: one period, one e-mail, one notification', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const intentId = await intentIdOf(body.id);
    await ziina.setStatus(intentId, 'completed', { shouldDeliver: false });
    const { rawBody, signature } = ziina.signedEvent(intentId);

    const answers = await Promise.all(Array.from({ length: 5 }, () => ziina.deliverRaw(rawBody, signature)));
    expect(answers).toEqual([200, 200, 200, 200, 200]);

    const subscription = await subscriptionOf(t, brand.id);
    expect(subscription).toMatchObject({ planId: 'basic', status: 'active', lastPaymentId: body.id });
    expect(subscription!.nextRenewalDate.getTime() - subscription!.billingCycleStart.getTime()).toBe(
      30 * 86_400_000,
    );
    expect(await mailsMatching(t, brand.email, /subscription is active/)).toHaveLength(1);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.id));
    expect(notes.filter((note) => note.type === 'payment_received')).toHaveLength(1);
    expect(await attemptLog(body.id)).toEqual(['completed', 'created']);
  });

  it('a tampered body under the original signature gets 401 and changes nothing', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'premium');
    const intentId = await intentIdOf(body.id);
    const { rawBody, signature } = ziina.signedEvent(intentId);
    // Signed while pending; the attacker flips the status (and the amount) and keeps the signature.
    const tampered = rawBody
      .replace('"status":"requires_payment_instrument"', '"status":"completed"')
      .replace('"amount":53000', '"amount":100');
    expect(tampered).not.toBe(rawBody);
    expect(await ziina.deliverRaw(tampered, signature)).toBe(401);
    expect(await ziina.deliverRaw(`${rawBody} `, signature)).toBe(401);

    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
    expect(await paymentRow(body.id)).toMatchObject({ status: 'pending', completedAt: null });
    expect(await attemptLog(body.id)).toEqual(['created']);
  });

  it('requires_user_action keeps the payment pending and activates nothing; the completion then activates', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    const intentId = await intentIdOf(body.id);

    expect(await ziina.setStatus(intentId, 'requires_user_action')).toEqual({ status: 200, attempts: 1 });
    expect(await paymentRow(body.id)).toMatchObject({
      status: 'pending',
      providerStatus: 'requires_user_action',
    });
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
    const checked = await postJson(t, `/api/payments/${body.id}/verify`, {}, brand.cookie);
    expect(await checked.json()).toMatchObject({
      isActivated: false,
      payment: { status: 'pending', providerStatus: 'requires_user_action' },
    });
    // Still in progress: a second checkout is told to wait.
    const blocked = await startCheckout(t, brand, 'premium');
    expect(blocked.body.error?.code).toBe('PAYMENT_IN_PROGRESS');

    await ziina.setStatus(intentId, 'completed');
    expect(await getLimits(t, brand)).toMatchObject({ hasActiveSubscription: true, planId: 'basic' });
  });

  it('a declined payment is logged as failed and activates nothing', async () => {
    const brand = await createBrand(t);
    const { body } = await startCheckout(t, brand, 'basic');
    await ziina.setStatus(await intentIdOf(body.id), 'failed');
    expect(await paymentRow(body.id)).toMatchObject({ status: 'failed', providerStatus: 'failed' });
    expect(await subscriptionOf(t, brand.id)).toBeUndefined();
    expect(await attemptLog(body.id)).toEqual(['created', 'failed']);
  });
});

describe('Ziina adapter options', () => {
  it('leaves `test` out of the create body when test mode is off', async () => {
    const live = createZiinaProvider({ apiKey: API_KEY, apiUrl: ziina.apiUrl, isTestMode: false });
    const intent = await live.createIntent({
      amount: 32000,
      currencyCode: 'AED',
      message: 'Partnerly Basic plan, 30 days',
      successUrl: 'http://localhost:3000/payment-callback?status=success',
      cancelUrl: 'http://localhost:3000/payment-callback?status=cancelled',
      failureUrl: 'http://localhost:3000/payment-callback?status=failed',
      operationId: 'live-mode-operation-1',
    });
    const create = ziina.requests.findLast(
      (request) => request.method === 'POST' && request.path === '/api/payment_intent',
    );
    expect(create?.body).toMatchObject({ amount: 32000, operation_id: 'live-mode-operation-1' });
    expect(create?.body).not.toHaveProperty('test');
    expect(intent.redirectUrl).toBe(`${ziina.origin}/checkout/${intent.id}`);
  });
});
