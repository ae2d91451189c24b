import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import { PASSWORD_RESET_TTL_SECONDS } from './auth-limits';
import { TRUSTED_PROXY_ENV, me, postJson, signIn, signedInCookie } from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const RESET_SUBJECT = 'Reset your Partnerly password';

const requestReset = (email: string) => postJson(t, '/api/auth/request-password-reset', { email });
const resetPassword = (token: string, newPassword: string) =>
  postJson(t, '/api/auth/reset-password', { token, newPassword });

/** Requests a reset and answers the token from the link in the e-mail. */
async function resetTokenFor(email: string): Promise<string> {
  const before = (await mailsTo(t, email)).at(-1);
  expect((await requestReset(email)).status).toBe(200);
  const mail = await waitForMail(t, email, { subject: RESET_SUBJECT, newerThan: before });
  const link = /http:\/\/localhost:3000\/auth\?type=recovery&token=([\w-]+)/.exec(mail.text);
  expect(link).not.toBeNull();
  return link![1]!;
}

describe('password reset', () => {
  it('answers a known and an unknown e-mail with the same status and body', async () => {
    await createTestUser(t, { email: 'known@example.com' });
    const known = await requestReset('known@example.com');
    const unknown = await requestReset('unknown@example.com');
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await waitForMail(t, 'known@example.com', { subject: RESET_SUBJECT });
    expect(await mailsTo(t, 'unknown@example.com')).toEqual([]);
  });

  it('e-mails a link to the app that works once, sets the new password and ends every session', async () => {
    const user = await createTestUser(t, { email: 'reset@example.com', firstName: 'Rita' });
    const laptop = await signedInCookie(t, user.email, user.password);
    const phone = await signedInCookie(t, user.email, user.password);

    const token = await resetTokenFor(user.email);
    const mail = await waitForMail(t, user.email, { subject: RESET_SUBJECT });
    expect(mail.text).toContain('Hi Rita User,');
    const reset = await resetPassword(token, 'brand-new-pass');
    expect(reset.status).toBe(200);

    expect((await me(t, laptop)).status).toBe(401);
    expect((await me(t, phone)).status).toBe(401);
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
    expect((await signIn(t, user.email, 'brand-new-pass')).status).toBe(200);

    const again = await resetPassword(token, 'third-password');
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
    expect((await signIn(t, user.email, 'third-password')).status).toBe(401);
  });

  it('refuses a token after its hour is over', async () => {
    const user = await createTestUser(t, { email: 'late@example.com' });
    const token = await resetTokenFor(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + PASSWORD_RESET_TTL_SECONDS * 1000 + 1000);
    const response = await resetPassword(token, 'too-late-pass');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
    vi.useRealTimers();
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
  });

  it('refuses a too-short new password and keeps the token usable', async () => {
    const user = await createTestUser(t, { email: 'short-reset@example.com' });
    const token = await resetTokenFor(user.email);
    const tooShort = await resetPassword(token, 'abc');
    expect(tooShort.status).toBe(400);
    expect((await tooShort.json()).error.fields).toEqual({
      newPassword: ['Password must be at least 6 characters'],
    });
    expect((await resetPassword(token, 'long-enough')).status).toBe(200);
  });

  it('refuses an invented token', async () => {
    const response = await resetPassword('not-a-real-token', 'whatever123');
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('INVALID_TOKEN');
  });
});
