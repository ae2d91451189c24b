import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';

// Every route that changes something needs a signed-in caller, except the few that are
// public on purpose (listed below, each with its reason). The route list is read from the
// app, so a route added later is checked without editing this file.

const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Public on purpose; each must still exist (a stale entry fails the test). */
const PUBLIC_MUTATIONS: Record<string, string> = {
  'POST /api/contact': 'the contact form is for visitors too',
  'POST /api/subscriptions/enterprise-inquiries': 'visitors ask for enterprise during brand registration',
  'POST /api/payments/webhooks/:provider': 'providers call it; the signature authenticates the body',
  'POST /api/payments/sandbox/checkout/:intentId/:action':
    'the sandbox checkout page; the unguessable intent id is the capability',
  'POST /api/affiliate-events':
    "a visitor of a creator's public page copies a code (counted per visitor, rate-limited, decision 0053)",
  'POST /api/creator-pages/:shareCode/views':
    "a visitor's view of a creator's public page (counted per visitor, rate-limited, decision 0053)",
  'POST /api/redeem/:code':
    'a visitor redeems a private QR code on its public page (signed device cookie, one success per device, per-network limit, decision 0056)',
  'POST /api/content-reports':
    'a visitor of a public creator page or redemption page reports it (5 an hour per network when signed out, decision 0065)',
  'POST /api/marketing/unsubscribe':
    'the one-click opt-out of a marketing e-mail (RFC 8058): the signed token is the credential, no session (decision 0079)',
};

/** better-auth's endpoints (sign-up, sign-in, codes, reset) have their own rules and tests. */
const AUTH_PREFIX = '/api/auth/';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function mutatingRoutes(): string[] {
  const routes = t.app.routes
    .filter((route) => MUTATING_METHODS.has(route.method) && route.path.startsWith('/api/'))
    .filter((route) => !route.path.startsWith(AUTH_PREFIX))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

describe('authorisation of every mutating route', () => {
  it('lists the app routes, public ones included', () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(30);
    for (const route of Object.keys(PUBLIC_MUTATIONS)) expect(routes).toContain(route);
  });

  it('answers 401 JSON to a signed-out caller, before reading the input', async () => {
    const wrong: string[] = [];
    for (const route of mutatingRoutes()) {
      if (PUBLIC_MUTATIONS[route]) continue;
      const [method, pattern] = route.split(' ') as [string, string];
      const response = await t.request(pattern.replace(/:[^/]+/g, SOME_ID), {
        method,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (response.status !== 401 || body?.error?.code !== 'UNAUTHENTICATED') {
        wrong.push(`${route} -> ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
