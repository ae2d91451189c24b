import {
  ACCEPT_LEGAL_DOCUMENTS_MESSAGE,
  LEGAL_DOCUMENT_VERSIONS,
  OUTDATED_LEGAL_VERSION_MESSAGE,
} from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, consents, userSettings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { TRUSTED_PROXY_ENV, postJson, signUpAndConfirm, type TestBrowser } from '../auth/auth.fixtures';

// Consent to the Terms of Service and Privacy Policy (issue 24 item 3, PDPL): recorded with
// version and time at sign-up, asked again when missing or changed, enforced on the server.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const CURRENT = { terms: LEGAL_DOCUMENT_VERSIONS.terms, privacy: LEGAL_DOCUMENT_VERSIONS.privacy };

async function idOf(email: string): Promise<string> {
  const [user] = await t.deps.database.db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return user!.id;
}

async function consentsOf(browser: TestBrowser) {
  const response = await browser.get('/api/me/consents');
  expect(response.status).toBe(200);
  return response.json();
}

function as(user: TestUser, path: string, init: { method?: string; body?: unknown } = {}) {
  return t.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

describe('sign-up with e-mail', () => {
  it.each([
    ['without the box', {}],
    ['with the box unticked', { acceptedTerms: false }],
    ['with something else than a tick', { acceptedTerms: 'yes' }],
  ])('refuses a sign-up %s with 400 and the field message; no account is made', async (_, consent) => {
    const email = `unticked-${Object.keys(consent).length}-${String(Object.values(consent)[0])}@example.com`;
    const response = await postJson(t, '/api/auth/sign-up/email', {
      email,
      password: 'secret123',
      ...consent,
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ acceptedTerms: [ACCEPT_LEGAL_DOCUMENTS_MESSAGE] });
    const users = await t.deps.database.db.select().from(authUsers).where(eq(authUsers.email, email));
    expect(users).toEqual([]);
  });

  it('records the Terms of Service and Privacy Policy at their current versions, with the time', async () => {
    const before = Date.now();
    const browser = await signUpAndConfirm(t, { email: 'sofia@example.com', password: 'secret123' });
    const { toAccept, history } = await consentsOf(browser);
    expect(toAccept).toEqual([]);
    expect(history).toHaveLength(2);
    expect(history.map((record: { subject: string }) => record.subject).sort()).toEqual(['privacy', 'terms']);
    for (const record of history) {
      expect(record).toMatchObject({
        version: CURRENT[record.subject as 'terms' | 'privacy'],
        granted: true,
        source: 'sign_up',
      });
      const recordedAt = Date.parse(record.recordedAt);
      expect(recordedAt).toBeGreaterThanOrEqual(before - 1000);
      expect(recordedAt).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // The member uses the product at once.
    expect((await browser.get('/api/notifications')).status).toBe(200);
  });

  it('records the marketing opt-in and switches marketing e-mails on only when ticked', async () => {
    await signUpAndConfirm(t, { email: 'optin@example.com', password: 'secret123', marketingEmails: true });
    await signUpAndConfirm(t, { email: 'optout@example.com', password: 'secret123', marketingEmails: false });
    await signUpAndConfirm(t, { email: 'silent@example.com', password: 'secret123' });
    const { db } = t.deps.database;
    const marketingOf = async (email: string) => {
      const userId = await idOf(email);
      const records = await db
        .select({
          subject: consents.subject,
          version: consents.version,
          granted: consents.granted,
          source: consents.source,
        })
        .from(consents)
        .where(eq(consents.userId, userId));
      const [settings] = await db
        .select({ marketingEmails: userSettings.marketingEmails })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return {
        records: records.filter((record) => record.subject === 'marketing_emails'),
        isOn: settings?.marketingEmails ?? false,
      };
    };
    expect(await marketingOf('optin@example.com')).toEqual({
      records: [{ subject: 'marketing_emails', version: null, granted: true, source: 'sign_up' }],
      isOn: true,
    });
    expect(await marketingOf('optout@example.com')).toEqual({ records: [], isOn: false });
    expect(await marketingOf('silent@example.com')).toEqual({ records: [], isOn: false });
  });

  it('refuses a marketing choice that is not true or false', async () => {
    const response = await postJson(t, '/api/auth/sign-up/email', {
      email: 'maybe@example.com',
      password: 'secret123',
      acceptedTerms: true,
      marketingEmails: 'maybe',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({
      marketingEmails: ['Marketing e-mails must be true or false'],
    });
  });
});

describe('acceptance when missing or changed', () => {
  it('asks again for a document whose recorded version is older, and holds the member until then', async () => {
    const member = await createTestUser(t, { acceptedTerms: false });
    await t.deps.database.db.insert(consents).values([
      { userId: member.id, subject: 'terms', version: '2020-01-01', granted: true, source: 'sign_up' },
      { userId: member.id, subject: 'privacy', version: CURRENT.privacy, granted: true, source: 'sign_up' },
    ]);
    const status = await as(member, '/api/me/consents');
    expect((await status.json()).toAccept).toEqual([{ document: 'terms', version: CURRENT.terms }]);
    const refused = await as(member, '/api/campaigns/feed');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('CONSENT_REQUIRED');

    const accepted = await as(member, '/api/me/consents', { method: 'POST', body: CURRENT });
    expect(accepted.status).toBe(200);
    const { toAccept, history } = await accepted.json();
    expect(toAccept).toEqual([]);
    // Only the changed document gets a new record; the older ones stay.
    expect(history).toHaveLength(3);
    expect(history[0]).toMatchObject({
      subject: 'terms',
      version: CURRENT.terms,
      granted: true,
      source: 'acceptance_prompt',
    });
    expect((await as(member, '/api/campaigns/feed')).status).toBe(200);
  });

  it('refuses a version that is not the current one with 409 and records nothing', async () => {
    const member = await createTestUser(t, { acceptedTerms: false });
    const response = await as(member, '/api/me/consents', {
      method: 'POST',
      body: { terms: '2020-01-01', privacy: CURRENT.privacy },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'CONFLICT', message: OUTDATED_LEGAL_VERSION_MESSAGE },
    });
    expect((await (await as(member, '/api/me/consents')).json()).history).toEqual([]);
  });

  it.each([
    [{}, ['privacy', 'terms']],
    [{ terms: CURRENT.terms }, ['privacy']],
    [{ terms: '', privacy: CURRENT.privacy }, ['terms']],
    [{ terms: 7, privacy: ['x'] }, ['privacy', 'terms']],
  ])('answers the bad body %j with 400 and field messages', async (body, fields) => {
    const member = await createTestUser(t, { acceptedTerms: false });
    const response = await as(member, '/api/me/consents', { method: 'POST', body });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields).sort()).toEqual(fields);
  });

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/me/consents')).status).toBe(401);
    const posted = await postJson(t, '/api/me/consents', CURRENT);
    expect(posted.status).toBe(401);
  });

  it("never shows another member's records", async () => {
    const first = await createTestUser(t);
    const second = await createTestUser(t, { acceptedTerms: false });
    const history = (await (await as(second, '/api/me/consents')).json()).history;
    expect(history).toEqual([]);
    await as(second, '/api/me/consents', { method: 'POST', body: CURRENT });
    const firstHistory = (await (await as(first, '/api/me/consents')).json()).history;
    expect(firstHistory).toHaveLength(2);
    expect(firstHistory.every((record: { source: string }) => record.source === 'sign_up')).toBe(true);
  });

  it('keeps the member rights and sign-out open while consent is missing', async () => {
    const member = await createTestUser(t, { acceptedTerms: false });
    expect((await as(member, '/api/settings/privacy')).status).toBe(403);
    expect((await as(member, '/api/settings/export')).status).not.toBe(403);
    expect((await as(member, '/api/me')).status).toBe(200);
    expect((await as(member, '/api/reference/categories')).status).not.toBe(403);
    // Changing the password is product use; deleting the account is the member's right.
    const changed = await as(member, '/api/account/change-password', {
      method: 'POST',
      body: { currentPassword: member.password, newPassword: 'another123', confirmPassword: 'another123' },
    });
    expect(changed.status).toBe(403);
    expect((await as(member, '/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
  });

  it('lets a member delete the account without accepting', async () => {
    const member = await createTestUser(t, { acceptedTerms: false });
    expect((await as(member, '/api/account', { method: 'DELETE' })).status).toBe(200);
  });
});
