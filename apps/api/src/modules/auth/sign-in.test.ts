import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, sessionCookieOf, type TestUser } from '../../test/users';
import { TRUSTED_PROXY_ENV, me, postJson, signIn, signedInCookie } from './auth.fixtures';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
  user = await createTestUser(t, { email: 'sam@example.com', firstName: 'Sam' });
});
afterAll(() => t.close());

describe('sign-in and sessions', () => {
  it('signs in with e-mail and password; the cookie opens /api/me', async () => {
    const response = await signIn(t, 'SAM@example.com', user.password);
    expect(response.status).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatch(/^partnerly\.session_token=/);
    const body = await (await me(t, cookie)).json();
    expect(body.user.email).toBe('sam@example.com');
    expect(body.profile.firstName).toBe('Sam');
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const response = await signIn(t, user.email, user.password);
    const setCookie = response.headers.getSetCookie().find((cookie) => cookie.includes('session_token='));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrongPassword = await signIn(t, user.email, 'not-the-password');
    const unknownEmail = await signIn(t, 'nobody@example.com', 'not-the-password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const expected = { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } };
    expect(await wrongPassword.json()).toEqual(expected);
    expect(await unknownEmail.json()).toEqual(expected);
    expect(sessionCookieOf(wrongPassword)).toBeUndefined();
  });

  it('ends the session on the server at sign-out: the old cookie gets 401', async () => {
    const cookie = await signedInCookie(t, user.email, user.password);
    expect((await me(t, cookie)).status).toBe(200);
    const signOut = await postJson(t, '/api/auth/sign-out', {}, { cookie });
    expect(signOut.status).toBe(200);
    const afterSignOut = await me(t, cookie);
    expect(afterSignOut.status).toBe(401);
    expect(await afterSignOut.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Please sign in to continue' },
    });
  });

  it('issues a new session token at every sign-in and ends the one it replaces', async () => {
    const first = await signedInCookie(t, user.email, user.password);
    const again = await signIn(t, user.email, user.password, { cookie: first });
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await me(t, first)).status).toBe(401);
    expect((await me(t, second)).status).toBe(200);
  });

  it('keeps sessions of other browsers when the same user signs in again', async () => {
    const laptop = await signedInCookie(t, user.email, user.password);
    const phone = await signedInCookie(t, user.email, user.password);
    expect((await me(t, laptop)).status).toBe(200);
    expect((await me(t, phone)).status).toBe(200);
  });

  it('answers /api/me with 401 when signed out', async () => {
    expect((await me(t)).status).toBe(401);
    expect((await me(t, 'partnerly.session_token=forged.value')).status).toBe(401);
  });

  it.each([
    ['/api/auth/sign-in/email', { email: 'sam@example.com' }, 'password', 'Please enter email and password'],
    ['/api/auth/sign-in/email', { password: 'x' }, 'email', 'Please enter email and password'],
    [
      '/api/auth/sign-in/email',
      { email: 'sam@', password: 'x' },
      'email',
      'Please enter a valid email address',
    ],
    ['/api/auth/request-password-reset', { email: '' }, 'email', 'Please enter your email address'],
    [
      '/api/auth/reset-password',
      { token: 'abc', newPassword: '123' },
      'newPassword',
      'Password must be at least 6 characters',
    ],
    ['/api/auth/email-otp/send-verification-otp', {}, 'email', 'Please enter your email address'],
    [
      '/api/auth/sign-in/email-otp',
      { email: 'sam@example.com', otp: '' },
      'otp',
      'Please enter the OTP code',
    ],
    [
      '/api/auth/sign-in/email-otp',
      { email: 'sam@example.com', otp: '12ab56' },
      'otp',
      'Please enter the 6-digit code',
    ],
  ])('%s answers %j with 400 and a field message', async (path, body, field, message) => {
    const response = await postJson(t, path, body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toEqual([message]);
  });

  it('refuses a sign-in POST from a foreign origin', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-for': '10.9.9.9',
      },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(response.status).toBe(403);
    expect(sessionCookieOf(response)).toBeUndefined();
  });
});
