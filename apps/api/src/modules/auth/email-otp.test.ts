import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUsers, authVerifications } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser, sessionCookieOf } from '../../test/users';
import { EMAIL_CODE } from './auth-limits';
import { TRUSTED_PROXY_ENV, me, postJson, signIn } from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const CODE_SUBJECT = /^Your Partnerly sign-in code: \d{6}$/;

const sendCode = (email: string) =>
  postJson(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
const signInWithCode = (email: string, otp: string) =>
  postJson(t, '/api/auth/sign-in/email-otp', { email, otp });

/** Requests a code and reads it from the newest e-mail. */
async function codeFor(email: string): Promise<string> {
  const before = (await mailsTo(t, email)).at(-1);
  const response = await sendCode(email);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  const mail = await waitForMail(t, email, { subject: CODE_SUBJECT, newerThan: before });
  return /(\d{6})$/.exec(mail.subject)![1]!;
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail one-time code sign-in', () => {
  it('e-mails a server-made 6-digit code, stored only as a hash, that signs the user in', async () => {
    const user = await createTestUser(t, { email: 'otp@example.com', firstName: 'Olive' });
    const code = await codeFor(user.email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = await waitForMail(t, user.email, { subject: CODE_SUBJECT });
    expect(mail.text).toContain('Hi Olive User,');
    expect(mail.text).toContain('expires in 10 minutes');

    const stored = await t.deps.database.db
      .select({ value: authVerifications.value })
      .from(authVerifications)
      .where(like(authVerifications.identifier, '%otp@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).not.toContain(code);

    const response = await signInWithCode(user.email, code);
    expect(response.status).toBe(200);
    const body = await (await me(t, sessionCookieOf(response))).json();
    expect(body.user.email).toBe(user.email);
  });

  it('refuses a code the second time', async () => {
    const user = await createTestUser(t, { email: 'reuse@example.com' });
    const code = await codeFor(user.email);
    expect((await signInWithCode(user.email, code)).status).toBe(200);
    const reused = await signInWithCode(user.email, code);
    expect(reused.status).toBe(400);
    expect((await reused.json()).error).toEqual({ code: 'INVALID_OTP', message: 'That code is not valid' });
    expect(sessionCookieOf(reused)).toBeUndefined();
  });

  it('refuses a code one second after its 10 minutes', async () => {
    const user = await createTestUser(t, { email: 'expired@example.com' });
    const code = await codeFor(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_CODE.ttlSeconds * 1000 + 1000);
    const response = await signInWithCode(user.email, code);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      code: 'OTP_EXPIRED',
      message: 'That code has expired. Ask for a new one.',
    });
  });

  it('accepts a code just before it expires', async () => {
    const user = await createTestUser(t, { email: 'in-time@example.com' });
    const code = await codeFor(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + EMAIL_CODE.ttlSeconds * 1000 - 5000);
    expect((await signInWithCode(user.email, code)).status).toBe(200);
  });

  it(`locks the code after ${EMAIL_CODE.maxAttempts} wrong guesses: the next guess is refused even if right`, async () => {
    const user = await createTestUser(t, { email: 'guesser@example.com' });
    const code = await codeFor(user.email);
    for (let attempt = 0; attempt < EMAIL_CODE.maxAttempts; attempt += 1) {
      const response = await signInWithCode(user.email, wrongCode(code));
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('INVALID_OTP');
    }
    const right = await signInWithCode(user.email, code);
    expect(right.status).toBe(403);
    expect((await right.json()).error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many wrong codes. Ask for a new one.',
    });
    expect(sessionCookieOf(right)).toBeUndefined();
    expect((await signInWithCode(user.email, code)).status).toBe(400);
  });

  it('lets a wrong guess below the limit pass on to the right code', async () => {
    const user = await createTestUser(t, { email: 'typo@example.com' });
    const code = await codeFor(user.email);
    expect((await signInWithCode(user.email, wrongCode(code))).status).toBe(400);
    expect((await signInWithCode(user.email, code)).status).toBe(200);
  });

  it('answers an unknown e-mail the same, sends nothing and never creates an account', async () => {
    const response = await sendCode('stranger@example.com');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(await mailsTo(t, 'stranger@example.com')).toEqual([]);
    for (const guess of ['000000', '123456']) {
      expect((await signInWithCode('stranger@example.com', guess)).status).toBe(400);
    }
    const users = await t.deps.database.db
      .select()
      .from(authUsers)
      .where(eq(authUsers.email, 'stranger@example.com'));
    expect(users).toEqual([]);
  });

  it('keeps the password of a confirmed address when its owner signs in with a code', async () => {
    const user = await createTestUser(t, { email: 'confirmed@example.com' });
    const code = await codeFor(user.email);
    expect((await signInWithCode(user.email, code)).status).toBe(200);
    expect((await signIn(t, user.email, user.password)).status).toBe(200);
    expect((await me(t, user.cookie)).status).toBe(200);
  });

  it('takes an unconfirmed address back for its mailbox owner: the password and sessions set before end', async () => {
    // Someone registered the address without proving it; the code proves the mailbox.
    const squatter = await createTestUser(t, { email: 'squatted@example.com', isEmailVerified: false });
    const code = await codeFor(squatter.email);
    const response = await signInWithCode(squatter.email, code);
    expect(response.status).toBe(200);
    expect((await me(t, squatter.cookie)).status).toBe(401);
    expect((await signIn(t, squatter.email, squatter.password)).status).toBe(401);
    const { user } = await (await me(t, sessionCookieOf(response))).json();
    expect(user.emailVerified).toBe(true);
  });

  it('only hands out sign-in codes', async () => {
    await createTestUser(t, { email: 'types@example.com' });
    const response = await postJson(t, '/api/auth/email-otp/send-verification-otp', {
      email: 'types@example.com',
      type: 'forget-password',
    });
    expect(response.status).toBe(400);
    expect(await mailsTo(t, 'types@example.com')).toEqual([]);
  });
});
