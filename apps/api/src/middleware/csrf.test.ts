import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { notifications, payments } from '../db/schema';
import { sandboxWebhookSecret } from '../integrations/payments/create-payment-provider';
import { signWebhookBody } from '../integrations/payments/webhook-signature';
import { resolveAuthSecret } from '../modules/auth/auth-secret';
import { startCheckout } from '../modules/subscriptions/subscriptions.fixtures';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/create-test-app';
import { createBrand, giveSubscription, subscriptionOf } from '../test/factories/brand';
import { createTestUser, type TestUser } from '../test/users';

// Issue: CSRF on every state-changing /api route. Only SameSite=Lax protected the body-less
// POSTs (approve, reject, accept, cancel subscription, read-all), and it does not stop a
// sibling origin (same site): a form there could act as the signed-in user.

const REFUSED = {
  error: { code: 'FORBIDDEN', message: 'This request was refused because it came from another site' },
};
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
// Another origin of the same site (a sibling subdomain), where SameSite=Lax cookies are sent.
const SIBLING = { origin: 'http://shop.localhost:3000', 'sec-fetch-site': 'same-site' };

const PREFERENCE_OFF = JSON.stringify({ preferences: [{ type: 'application_accepted', enabled: false }] });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A request exactly as given: unlike t.request, no Origin header is added. */
function send(
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
  app: { request: ReturnType<typeof createApp>['request'] } = t.app,
): Promise<Response> {
  return Promise.resolve(app.request(new URL(pathname, TEST_ORIGIN).toString(), { method, headers, body }));
}

async function withUnreadNotification(user: TestUser): Promise<string> {
  const [row] = await t.deps.database.db
    .insert(notifications)
    .values({ userId: user.id, type: 'application_accepted', title: 'Accepted', message: 'You are in' })
    .returning();
  return row!.id;
}

async function isRead(id: string): Promise<boolean> {
  const [row] = await t.deps.database.db.select().from(notifications).where(eq(notifications.id, id));
  return row!.isRead;
}

describe('CSRF protection of /api', () => {
  it('refuses body-less POSTs from another site or a sibling origin, changing nothing', async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const creator = await createTestUser(t);
    const notificationId = await withUnreadNotification(creator);

    for (const site of [CROSS_SITE, SIBLING]) {
      const cancel = await send('POST', '/api/subscriptions/me/cancel', { ...site, cookie: brand.cookie });
      expect(cancel.status).toBe(403);
      expect(await cancel.json()).toEqual(REFUSED);
      const readAll = await send('POST', '/api/notifications/read-all', { ...site, cookie: creator.cookie });
      expect(readAll.status).toBe(403);
      expect(await readAll.json()).toEqual(REFUSED);
    }
    // A form post from a browser that sends Origin but no Fetch Metadata (Safari before 16.4).
    const formPost = await send(
      'POST',
      '/api/notifications/read-all',
      {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        cookie: creator.cookie,
      },
      'a=1',
    );
    expect(formPost.status).toBe(403);

    expect((await subscriptionOf(t, brand.id))?.status).toBe('active');
    expect(await isRead(notificationId)).toBe(false);
  });

  it('refuses cross-site JSON, PUT, PATCH and DELETE requests, sign-out and opaque origins', async () => {
    const creator = await createTestUser(t);
    const notificationId = await withUnreadNotification(creator);
    const json = { 'content-type': 'application/json', cookie: creator.cookie };
    const attempts: [string, string, Record<string, string>, string?][] = [
      ['PUT', '/api/notifications/preferences', { ...CROSS_SITE, ...json }, PREFERENCE_OFF],
      ['PATCH', `/api/notifications/${notificationId}/read`, { ...SIBLING, cookie: creator.cookie }],
      ['DELETE', `/api/notifications/${notificationId}`, { ...CROSS_SITE, cookie: creator.cookie }],
      ['DELETE', '/api/account', { ...SIBLING, cookie: creator.cookie }],
      ['POST', '/api/auth/sign-out', { ...CROSS_SITE, cookie: creator.cookie }],
      // A sandboxed frame or data: page sends Origin: null.
      ['POST', '/api/notifications/read-all', { origin: 'null', cookie: creator.cookie }],
      // Fetch Metadata alone says cross-site.
      ['POST', '/api/notifications/read-all', { 'sec-fetch-site': 'cross-site', cookie: creator.cookie }],
      ['POST', '/api/contact', { ...CROSS_SITE, 'content-type': 'text/plain' }, '{}'],
    ];
    for (const [method, pathname, headers, body] of attempts) {
      const response = await send(method, pathname, headers, body);
      expect(response.status, `${method} ${pathname}`).toBe(403);
      expect(await response.json(), `${method} ${pathname}`).toEqual(REFUSED);
    }
    expect(await isRead(notificationId)).toBe(false);
    const me = await send('GET', '/api/me', { cookie: creator.cookie });
    expect(me.status).toBe(200);
  });

  it("allows the app's own requests: its Origin or Sec-Fetch-Site same-origin", async () => {
    const brand = await createBrand(t);
    await giveSubscription(t, brand.id, { planId: 'premium' });
    const creator = await createTestUser(t);

    const readAll = await send('POST', '/api/notifications/read-all', {
      origin: TEST_ORIGIN,
      'sec-fetch-site': 'same-origin',
      cookie: creator.cookie,
    });
    expect(readAll.status).toBe(200);
    // Origin: null with same-origin Fetch Metadata (a page with Referrer-Policy: no-referrer).
    const opaque = await send('POST', '/api/notifications/read-all', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
      cookie: creator.cookie,
    });
    expect(opaque.status).toBe(200);
    const cancel = await send('POST', '/api/subscriptions/me/cancel', {
      origin: TEST_ORIGIN,
      cookie: brand.cookie,
    });
    expect(cancel.status).toBe(200);
    expect((await subscriptionOf(t, brand.id))?.status).toBe('cancelled');
  });

  it('lets a caller with neither Origin nor Sec-Fetch-Site through: it is not a browser', async () => {
    const creator = await createTestUser(t);
    const notificationId = await withUnreadNotification(creator);
    const response = await send('POST', '/api/notifications/read-all', { cookie: creator.cookie });
    expect(response.status).toBe(200);
    expect(await isRead(notificationId)).toBe(true);
  });

  it('lets safe methods through from anywhere', async () => {
    const creator = await createTestUser(t);
    const response = await send('GET', '/api/notifications', { ...CROSS_SITE, cookie: creator.cookie });
    expect(response.status).toBe(200);
  });

  it('trusts the Vite dev server origin in development only', async () => {
    const creator = await createTestUser(t);
    const development = createApp({ ...t.deps, env: { ...t.deps.env, NODE_ENV: 'development' } });
    const fromVite = { origin: 'http://localhost:5173', cookie: creator.cookie };
    expect((await send('POST', '/api/notifications/read-all', fromVite, undefined, development)).status).toBe(
      200,
    );
    expect((await send('POST', '/api/notifications/read-all', fromVite)).status).toBe(403);
  });

  it('still accepts signed payment webhooks, which come from the provider, not the app', async () => {
    const brand = await createBrand(t);
    const { body: checkout } = await startCheckout(t, brand, 'basic');
    const [payment] = await t.deps.database.db.select().from(payments).where(eq(payments.id, checkout.id));
    const event = JSON.stringify({
      event: 'payment_intent.status.updated',
      data: {
        id: payment!.providerIntentId,
        account_id: 'acc_1',
        amount: payment!.amountFils,
        currency_code: 'AED',
        status: 'completed',
        created_at: '1700000000000',
      },
    });
    const response = await send(
      'POST',
      '/api/payments/webhooks/sandbox',
      {
        ...CROSS_SITE,
        'content-type': 'application/json',
        'x-hmac-signature': signWebhookBody(
          sandboxWebhookSecret(t.deps.env, resolveAuthSecret(t.deps.env)),
          event,
        ),
      },
      event,
    );
    expect(response.status).toBe(200);
    expect((await subscriptionOf(t, brand.id))?.status).toBe('active');
  });
});
