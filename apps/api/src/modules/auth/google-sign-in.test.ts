import {
  ACCOUNT_SUSPENDED_CODE,
  CONSENT_REQUIRED_MESSAGE,
  LEGAL_DOCUMENT_VERSIONS,
  OAUTH_ERROR_MESSAGES,
} from '@partnerly/contracts';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authAccounts, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, sessionCookieOf } from '../../test/users';
import { GOOGLE_PROVIDER_ID } from './auth';
import { TRUSTED_PROXY_ENV, me, postJson, signIn } from './auth.fixtures';

// Google sign-in against a local OpenID provider (oauth2-mock-server): discovery, code
// exchange with PKCE, ID token checked against the provider's keys. Never the internet.

const CLIENT_ID = 'partnerly-test-client';

interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
  aud?: string;
}

let provider: OAuth2Server;
let t: TestApp;
let identity: GoogleIdentity;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  // The provider puts whoever `identity` names into its tokens and user info.
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, identity);
  });
  provider.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { ...identity };
  });
  t = await createTestApp({
    ...TRUSTED_PROXY_ENV,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-client-secret',
    GOOGLE_ISSUER: provider.issuer.url!,
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});
beforeEach(() => {
  identity = { sub: 'google-sub-1', email: 'gina@gmail.example', name: 'Gina Lopez', email_verified: true };
});

function cookieJar(response: Response, jar = new Map<string, string>()): Map<string, string> {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, ...value] = pair!.split('=');
    if (/max-age=0/i.test(cookie)) jar.delete(name!);
    else jar.set(name!, value.join('='));
  }
  return jar;
}
const cookieHeader = (jar: Map<string, string>) =>
  [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** Runs the browser's part of the flow and answers the app's final redirect. */
async function signInWithGoogle(): Promise<Response> {
  const start = await postJson(t, '/api/auth/sign-in/social', {
    provider: GOOGLE_PROVIDER_ID,
    callbackURL: '/dashboard',
    errorCallbackURL: '/auth?userType=creator',
    newUserCallbackURL: '/onboarding?userType=creator',
  });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${provider.issuer.url}/authorize`)).toBe(true);
  const jar = cookieJar(start);

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location')!);
  expect(callback.pathname).toBe(`/api/auth/callback/${GOOGLE_PROVIDER_ID}`);

  return t.request(`${callback.pathname}${callback.search}`, {
    headers: { cookie: cookieHeader(jar) },
    redirect: 'manual',
  });
}

async function googleAccountsOf(userId: string) {
  return t.deps.database.db
    .select({ accountId: authAccounts.accountId })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, GOOGLE_PROVIDER_ID)));
}

describe('Google sign-in (OpenID Connect)', () => {
  it('creates a creator account keyed by provider and subject on the first sign-in', async () => {
    const response = await signInWithGoogle();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/onboarding?userType=creator');
    const body = await (await me(t, sessionCookieOf(response))).json();
    expect(body.user).toMatchObject({ email: 'gina@gmail.example', emailVerified: true });
    expect(body.profile).toMatchObject({ userType: 'creator', firstName: 'Gina', lastName: 'Lopez' });
    expect(await googleAccountsOf(body.user.id)).toEqual([{ accountId: 'google-sub-1' }]);
    const welcome = await waitForMail(t, 'gina@gmail.example', { subject: 'Welcome to Partnerly' });
    expect(welcome.text).toContain('http://localhost:3000/dashboard');
  });

  it('signs the same subject into the same account, even after its e-mail changed at Google', async () => {
    const first = await signInWithGoogle();
    const firstUser = (await (await me(t, sessionCookieOf(first))).json()).user;

    identity = { ...identity, email: 'gina.new@gmail.example' };
    const again = await signInWithGoogle();
    expect(again.headers.get('location')).toBe('/dashboard');
    const againUser = (await (await me(t, sessionCookieOf(again))).json()).user;
    expect(againUser.id).toBe(firstUser.id);
  });

  it('refuses a Google identity whose e-mail belongs to a password account, and leaves that account alone', async () => {
    const owner = await createTestUser(t, { email: 'owner@example.com', isEmailVerified: true });
    identity = {
      sub: 'google-sub-attacker',
      email: 'owner@example.com',
      name: 'Not Owner',
      email_verified: true,
    };

    const response = await signInWithGoogle();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/auth?userType=creator&error=account_not_linked');
    expect(OAUTH_ERROR_MESSAGES.account_not_linked).toMatch(/already exists/);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect(await googleAccountsOf(owner.id)).toEqual([]);
    expect((await signIn(t, owner.email, owner.password)).status).toBe(200);
  });

  it('refuses an ID token issued to another client', async () => {
    identity = { ...identity, sub: 'google-sub-other-aud', email: 'aud@gmail.example', aud: 'another-app' };
    const response = await signInWithGoogle();
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/auth\?userType=creator&error=/);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('refuses a suspended account and says so on the sign-in page', async () => {
    identity = {
      sub: 'google-sub-suspended',
      email: 'sus@gmail.example',
      name: 'Sus Pended',
      email_verified: true,
    };
    const first = await signInWithGoogle();
    const { user } = await (await me(t, sessionCookieOf(first))).json();
    await t.deps.database.db
      .update(profiles)
      .set({ suspendedAt: new Date(), suspensionReason: 'Spam' })
      .where(eq(profiles.id, user.id));

    const response = await signInWithGoogle();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!, 'http://localhost:3000');
    expect(location.pathname).toBe('/auth');
    expect(location.searchParams.get('error')).toBe(ACCOUNT_SUSPENDED_CODE);
    expect(OAUTH_ERROR_MESSAGES[ACCOUNT_SUSPENDED_CODE]).toMatch(/^This account is suspended\. Contact /);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});

describe('consent after a Google sign-up (no checkbox: issue 24 item 3)', () => {
  it('holds the new member at the acceptance prompt until the current documents are accepted', async () => {
    identity = {
      sub: 'google-sub-consent',
      email: 'cora@gmail.example',
      name: 'Cora Sent',
      email_verified: true,
    };
    const cookie = sessionCookieOf(await signInWithGoogle())!;
    const call = (path: string, init: RequestInit = {}) =>
      t.request(path, { ...init, headers: { cookie, 'content-type': 'application/json' } });

    // A normal route: refused with the code the web app opens its dialog on.
    const refused = await call('/api/notifications');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: { code: 'CONSENT_REQUIRED', message: CONSENT_REQUIRED_MESSAGE },
    });
    expect((await call('/api/settings/privacy')).status).toBe(403);
    // Open: who is signed in, the prompt, the data export, public reference data, health.
    expect((await call('/api/me')).status).toBe(200);
    expect((await call('/api/settings/export')).status).not.toBe(403);
    expect((await call('/api/config')).status).toBe(200);
    expect((await call('/api/health')).status).toBe(200);
    const status = await call('/api/me/consents');
    expect(status.status).toBe(200);
    expect(await status.json()).toEqual({
      toAccept: [
        { document: 'terms', version: LEGAL_DOCUMENT_VERSIONS.terms },
        { document: 'privacy', version: LEGAL_DOCUMENT_VERSIONS.privacy },
      ],
      history: [],
    });

    const accepted = await call('/api/me/consents', {
      method: 'POST',
      body: JSON.stringify({
        terms: LEGAL_DOCUMENT_VERSIONS.terms,
        privacy: LEGAL_DOCUMENT_VERSIONS.privacy,
      }),
    });
    expect(accepted.status).toBe(200);
    const { toAccept, history } = await accepted.json();
    expect(toAccept).toEqual([]);
    expect(history).toHaveLength(2);
    for (const record of history) {
      expect(record).toMatchObject({ granted: true, source: 'acceptance_prompt' });
    }
    expect((await call('/api/notifications')).status).toBe(200);
  });
});
