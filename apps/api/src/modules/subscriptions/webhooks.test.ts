import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, paymentAttemptLogs, payments } from '../../db/schema';
import { sandboxWebhookSecret } from '../../integrations/payments/create-payment-provider';
import { signWebhookBody } from '../../integrations/payments/webhook-signature';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { resolveAuthSecret } from '../auth/auth-secret';
import { createBrand, subscriptionOf } from '../../test/factories/brand';
import type { TestUser } from '../../test/users';
import { mailsMatching, pressSandboxButton, startCheckout } from './subscriptions.fixtures';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp();
  secret = sandboxWebhookSecret(t.deps.env, resolveAuthSecret(t.deps.env));
});
afterAll(() => t.close());

async function pendingPayment(brand: TestUser, planId = 'basic') {
  const { body } = await startCheckout(t, brand, planId);
  const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, body.id));
  return row!;
}

const completedEvent = (intentId: string, amount: number, status = 'completed', currency = 'AED') =>
  JSON.stringify({
    event: 'payment_intent.status.updated',
    data: {
      id: intentId,
      account_id: 'acc_1',
      amount,
      currency_code: currency,
      status,
      created_at: '1700000000000',
    },
  });

function deliver(rawBody: string, signature?: string, provider = 'sandbox') {
  return t.request(`/api/payments/webhooks/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hmac-signature': signature } : {}) },
    body: rawBody,
  });
}

async function stateOf(brand: TestUser, paymentId: string) {
  const [payment] = await t.deps.database.db.select().from(payments).where(eq(payments.id, paymentId));
  return { paymentStatus: payment!.status, subscription: await subscriptionOf(t, brand.id) };
}

describe('webhook signature', () => {
  it('an unsigned, tampered or wrongly signed webhook gets 401 and changes nothing', async () => {
    const brand = await createBrand(t);
    const payment = await pendingPayment(brand);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils);
    const tampered = body.replace('"amount":32000', '"amount":32001');

    const attempts = [
      deliver(body),
      deliver(body, ''),
      deliver(body, 'not-hex'),
      deliver(tampered, signWebhookBody(secret, body)),
      deliver(body, signWebhookBody('another-secret', body)),
      deliver(
        body,
        signWebhookBody(secret, body).replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      ),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('UNAUTHENTICATED');
    }
    expect(await stateOf(brand, payment.id)).toEqual({ paymentStatus: 'pending', subscription: undefined });
  });

  it('the Ziina route is not in use while the sandbox is the provider', async () => {
    const body = completedEvent('x', 1);
    expect((await deliver(body, signWebhookBody(secret, body), 'ziina')).status).toBe(404);
    expect((await deliver(body, signWebhookBody(secret, body), 'paypal')).status).toBe(400);
  });

  it('a signed body that is not a valid event gets 400', async () => {
    for (const body of [
      '{"event":',
      '[]',
      JSON.stringify({ event: 'payment_intent.status.updated', data: { id: 1 } }),
    ]) {
      expect((await deliver(body, signWebhookBody(secret, body))).status).toBe(400);
    }
    const other = JSON.stringify({ event: 'refund.status.updated', data: {} });
    expect(await (await deliver(other, signWebhookBody(secret, other))).json()).toEqual({
      received: true,
      result: 'ignored',
    });
  });
});

describe('webhook handling', () => {
  it('the same completed event 5 times at once activates once: one period, one e-mail, one notification', async () => {
    const brand = await createBrand(t);
    const payment = await pendingPayment(brand);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils);
    const signature = signWebhookBody(secret, body);

    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(body, signature)));
    const results = await Promise.all(responses.map(async (response) => (await response.json()).result));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(results.filter((result) => result === 'activated')).toHaveLength(1);
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(4);

    for (let again = 0; again < 5; again += 1) {
      expect(await (await deliver(body, signature)).json()).toEqual({ received: true, result: 'unchanged' });
    }
    const subscription = await subscriptionOf(t, brand.id);
    expect(subscription!.nextRenewalDate.getTime() - subscription!.billingCycleStart.getTime()).toBe(
      30 * 86_400_000,
    );
    expect(await mailsMatching(t, brand.email, /subscription is active/)).toHaveLength(1);
    const notes = await t.deps.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, brand.id));
    expect(notes).toHaveLength(1);
    const completed = await t.deps.database.db
      .select()
      .from(paymentAttemptLogs)
      .where(eq(paymentAttemptLogs.workspaceId, brand.id));
    expect(completed.filter((log) => log.status === 'completed')).toHaveLength(1);
  });

  it('a completed event with another amount or currency activates nothing', async () => {
    for (const [amount, currency] of [
      [100, 'AED'],
      [32000, 'USD'],
    ] as const) {
      const brand = await createBrand(t);
      const payment = await pendingPayment(brand);
      const body = completedEvent(payment.providerIntentId!, amount, 'completed', currency);
      expect(await (await deliver(body, signWebhookBody(secret, body))).json()).toMatchObject({
        result: 'rejected',
      });
      const state = await stateOf(brand, payment.id);
      expect(state).toEqual({ paymentStatus: 'failed', subscription: undefined });
    }
  });

  it('failed and canceled statuses end the payment without activation', async () => {
    const brand = await createBrand(t);
    const payment = await pendingPayment(brand);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils, 'canceled');
    expect(await (await deliver(body, signWebhookBody(secret, body))).json()).toMatchObject({
      result: 'cancelled',
    });
    expect(await stateOf(brand, payment.id)).toEqual({ paymentStatus: 'cancelled', subscription: undefined });

    const late = completedEvent(payment.providerIntentId!, payment.amountFils, 'completed');
    expect(await (await deliver(late, signWebhookBody(secret, late))).json()).toMatchObject({
      result: 'unchanged',
    });
    expect((await stateOf(brand, payment.id)).subscription).toBeUndefined();
  });

  it('a checkout completed after the brand deleted its account starts no plan and asks the team for a refund, once', async () => {
    const brand = await createBrand(t);
    const payment = await pendingPayment(brand);
    const deleted = await t.request('/api/account', { method: 'DELETE', headers: { cookie: brand.cookie } });
    expect(deleted.status).toBe(200);

    const body = completedEvent(payment.providerIntentId!, payment.amountFils);
    const signature = signWebhookBody(secret, body);
    const results = await Promise.all(
      Array.from({ length: 3 }, async () => (await (await deliver(body, signature)).json()).result),
    );
    expect(results.sort()).toEqual(['refund_due', 'unchanged', 'unchanged']);

    const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'completed', failureReason: 'account_deleted' });
    expect((await subscriptionOf(t, brand.id))?.status).not.toBe('active');
    const refunds = await mailsMatching(
      t,
      t.deps.env.TEAM_EMAIL,
      new RegExp(`Refund due: payment ${payment.id}`),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.text).toContain('Basic checkout of AED 320');
    expect(refunds[0]!.text).toContain(`payment intent ${payment.providerIntentId}`);
    for (const address of [brand.email, `deleted-${brand.id}@deleted.partnerly.invalid`]) {
      expect(await mailsMatching(t, address, /subscription is active/, 0)).toHaveLength(0);
    }
    const logs = await t.deps.database.db
      .select()
      .from(paymentAttemptLogs)
      .where(eq(paymentAttemptLogs.workspaceId, brand.id));
    expect(logs.map((log) => log.status)).toContain('refund_due');
    expect(logs.map((log) => log.status)).not.toContain('completed');
  });

  it('an intermediate status is recorded and an unknown intent is acknowledged', async () => {
    const brand = await createBrand(t);
    const payment = await pendingPayment(brand);
    const body = completedEvent(payment.providerIntentId!, payment.amountFils, 'pending');
    expect(await (await deliver(body, signWebhookBody(secret, body))).json()).toMatchObject({
      result: 'unchanged',
    });
    const [row] = await t.deps.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'pending', providerStatus: 'pending' });

    const unknown = completedEvent('sbx_unknown', 32000);
    expect(await (await deliver(unknown, signWebhookBody(secret, unknown))).json()).toMatchObject({
      result: 'unknown_intent',
    });
  });
});

describe('the sandbox webhook secret without AUTH_SECRET or SANDBOX_WEBHOOK_SECRET', () => {
  it('is not the old fixed key: a webhook signed with it is refused, the sandbox checkout still activates', async () => {
    // A zero-config install: the auth secret is generated into DATA_DIR.
    const local = await createTestApp({ NODE_ENV: 'development', AUTH_SECRET: '' });
    try {
      const brand = await createBrand(local);
      const { body: checkout } = await startCheckout(local, brand, 'basic');
      const [payment] = await local.deps.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, checkout.id));
      const event = completedEvent(payment!.providerIntentId!, payment!.amountFils);
      // What the sandbox used to sign with when AUTH_SECRET was unset: public in the source.
      const oldKey = createHmac('sha256', 'partnerly-development-secret-change-me')
        .update('partnerly-sandbox-webhook')
        .digest('hex');
      const forged = await local.request('/api/payments/webhooks/sandbox', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hmac-signature': signWebhookBody(oldKey, event) },
        body: event,
      });
      expect(forged.status).toBe(401);
      expect(await subscriptionOf(local, brand.id)).toBeUndefined();

      await pressSandboxButton(local, checkout.url!, 'pay');
      expect(await subscriptionOf(local, brand.id)).toMatchObject({ planId: 'basic', status: 'active' });
    } finally {
      await local.close();
    }
  });
});
