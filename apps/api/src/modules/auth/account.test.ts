import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo } from '../../test/mailbox';
import { createTestUser, sessionCookieOf } from '../../test/users';
import { brandWithPlan, createCampaignAs, send } from '../campaigns/campaigns.fixtures';
import { CLIENT_ACCOUNT_LIMIT } from './auth-limits';
import {
  TRUSTED_PROXY_ENV,
  freshIp,
  me,
  postJson,
  signIn,
  signUpAndConfirm,
  signedInCookie,
} from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const changePassword = (cookie: string | undefined, body: unknown, ip?: string) =>
  postJson(t, '/api/account/change-password', body, { cookie, ip });
const deleteAccount = (cookie?: string) =>
  t.request('/api/account', { method: 'DELETE', headers: cookie ? { cookie } : {} });

describe('change password', () => {
  it('checks the current password, sets the new one and ends the other sessions', async () => {
    const user = await createTestUser(t, { email: 'changer@example.com' });
    const otherBrowser = await signedInCookie(t, user.email, user.password);

    const response = await changePassword(user.cookie, {
      currentPassword: user.password,
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const newCookie = sessionCookieOf(response);
    expect(newCookie).toBeDefined();

    expect((await me(t, newCookie)).status).toBe(200);
    expect((await me(t, otherBrowser)).status).toBe(401);
    expect((await me(t, user.cookie)).status).toBe(401);
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
    expect((await signIn(t, user.email, 'fresh-pass-1')).status).toBe(200);
  });

  it('refuses a wrong current password with a field message', async () => {
    const user = await createTestUser(t, { email: 'wrong-current@example.com' });
    const response = await changePassword(user.cookie, {
      currentPassword: 'not-my-password',
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'BAD_REQUEST',
        message: 'Current password is incorrect',
        fields: { currentPassword: ['Current password is incorrect'] },
      },
    });
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it('counts wrong current passwords against the sign-in limit of that client', async () => {
    const user = await createTestUser(t, { email: 'guessing-current@example.com' });
    const ip = freshIp();
    for (let attempt = 0; attempt < CLIENT_ACCOUNT_LIMIT.maxFailures; attempt += 1) {
      const response = await changePassword(
        user.cookie,
        { currentPassword: `guess-${attempt}`, newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
        ip,
      );
      expect(response.status).toBe(400);
    }
    const body = {
      currentPassword: user.password,
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    };
    expect((await changePassword(user.cookie, body, ip)).status).toBe(429);
    expect((await signIn(t, user.email, user.password, { ip })).status).toBe(429);
    // The owner elsewhere is unaffected.
    expect((await signIn(t, user.email, user.password, { ip: freshIp() })).status).toBe(200);
  });

  it.each([
    [
      { currentPassword: 'secret123', newPassword: 'abc', confirmPassword: 'abc' },
      'newPassword',
      'Password must be at least 6 characters long.',
    ],
    [
      { currentPassword: 'secret123', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-2' },
      'confirmPassword',
      "New password and confirmation don't match.",
    ],
    [
      { currentPassword: '', newPassword: 'fresh-pass-1', confirmPassword: 'fresh-pass-1' },
      'currentPassword',
      'Please enter your current password',
    ],
  ])('answers %j with 400 and the spec message', async (body, field, message) => {
    const user = await createTestUser(t);
    const response = await changePassword(user.cookie, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toEqual([message]);
  });

  it('needs a session', async () => {
    const response = await changePassword(undefined, {
      currentPassword: 'secret123',
      newPassword: 'fresh-pass-1',
      confirmPassword: 'fresh-pass-1',
    });
    expect(response.status).toBe(401);
  });
});

describe('delete account', () => {
  it('soft-deletes the profile, removes personal data and every way to sign in', async () => {
    const user = await createTestUser(t, {
      email: 'leaving@example.com',
      firstName: 'Lee',
      lastName: 'Ving',
      bio: 'Goodbye',
      isEmailVerified: true,
    });
    const otherBrowser = await signedInCookie(t, user.email, user.password);

    const response = await deleteAccount(user.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(response.headers.getSetCookie().some((cookie) => /session_token=;.*Max-Age=0/i.test(cookie))).toBe(
      true,
    );

    expect((await me(t, user.cookie)).status).toBe(401);
    expect((await me(t, otherBrowser)).status).toBe(401);
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
    const codeRequest = await postJson(t, '/api/auth/email-otp/send-verification-otp', {
      email: user.email,
      type: 'sign-in',
    });
    expect(codeRequest.status).toBe(200);
    expect((await mailsTo(t, user.email)).filter((mail) => mail.subject.includes('sign-in code'))).toEqual(
      [],
    );

    const [profile] = await t.deps.database.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile).toMatchObject({ firstName: null, lastName: null, bio: null, userType: 'creator' });
    expect(profile!.deletedAt).toBeInstanceOf(Date);
    expect(profile!.email).not.toContain('leaving@example.com');
  });

  it('frees the e-mail for a new account', async () => {
    const user = await createTestUser(t, { email: 'again@example.com' });
    expect((await deleteAccount(user.cookie)).status).toBe(200);
    const browser = await signUpAndConfirm(t, { email: 'again@example.com', password: 'secret456' });
    const body = await (await me(t, browser.session)).json();
    expect(body.user.id).not.toBe(user.id);
  });

  it("closes a deleted brand's campaigns: they leave the feed at once and refuse applications", async () => {
    const brand = await brandWithPlan(t);
    const creator = await createTestUser(t, { userType: 'creator' });
    const open = await createCampaignAs(t, brand, { title: 'Farewell tasting' });
    const paused = await createCampaignAs(t, brand, { title: 'Farewell brunch' });
    await send(t, 'PATCH', `/api/campaigns/${paused.id}/status`, brand, { status: 'paused' });
    const feedTitles = async () => {
      const page = (await (await send(t, 'GET', '/api/campaigns/feed?q=farewell', creator)).json()) as {
        campaigns: { title: string }[];
      };
      return page.campaigns.map((campaign) => campaign.title);
    };
    expect(await feedTitles()).toEqual(['Farewell tasting']);

    expect((await deleteAccount(brand.cookie)).status).toBe(200);

    expect(await feedTitles()).toEqual([]);
    for (const id of [open.id, paused.id]) {
      const detail = await send(t, 'GET', `/api/campaigns/${id}`, creator);
      expect((await detail.json()).campaign.status).toBe('closed');
    }
    const apply = await send(t, 'POST', '/api/applications', creator, {
      type: 'direct',
      campaignId: open.id,
    });
    expect(apply.status).toBe(409);
  });

  it('needs a session', async () => {
    expect((await deleteAccount()).status).toBe(401);
  });
});

describe('better-auth endpoints replaced by ours', () => {
  it.each(['/api/auth/delete-user', '/api/auth/change-password', '/api/auth/update-user'])(
    '%s is not offered',
    async (path) => {
      const user = await createTestUser(t);
      const response = await postJson(t, path, {}, { cookie: user.cookie });
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    },
  );
});
