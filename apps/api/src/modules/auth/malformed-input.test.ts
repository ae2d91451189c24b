import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createTestUser, type TestUser } from '../../test/users';
import { freshIp } from './auth.fixtures';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: 'true' });
  user = await createTestUser(t);
});
afterAll(() => t.close());

const PATHS = [
  '/api/auth/sign-up/email',
  '/api/auth/sign-in/email',
  '/api/auth/sign-in/email-otp',
  '/api/auth/email-otp/send-verification-otp',
  '/api/auth/request-password-reset',
  '/api/auth/reset-password',
  '/api/auth/sign-in/social',
  '/api/auth/email-otp/verify-email',
  '/api/auth/send-verification-email',
  '/api/auth/revoke-session',
  '/api/account/change-password',
  // Last: it ends the session the others are sent with.
  '/api/auth/sign-out',
];

const PAYLOADS: [string, string][] = [
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '42'],
  ['application/json', '{"email": {"$gt": ""}, "password": ["a"], "otp": 123456}'],
  ['application/json', '{"email": "a@b.co", "password": '],
  ['application/json', `{"email": "${'a'.repeat(5000)}@b.co", "password": "${'p'.repeat(5000)}"}`],
  [
    'application/json',
    '{"email": "nul@b.co", "password": "secret123", "firstName": "A\\u0000B", "bio": "\\u0000"}',
  ],
  ['application/json', '{"email": "n\\u0000l@b.co", "password": "secret\\u0000123", "otp": "12\\u00003456"}'],
  ['application/json', '{"token": "\\u0000", "email": {"\\u0000": 1}}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=a%40b.co&password='],
];

it('never answers malformed payloads on an auth endpoint with 5xx; errors keep the API shape', async () => {
  const failures: string[] = [];
  for (const path of PATHS) {
    for (const [contentType, body] of PAYLOADS) {
      const response = await t.request(path, {
        method: 'POST',
        headers: { 'content-type': contentType, cookie: user.cookie, 'x-forwarded-for': freshIp() },
        body,
      });
      const text = await response.text();
      if (response.status >= 500) failures.push(`${path} ${body.slice(0, 60)}: ${response.status} ${text}`);
      else if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('error.message');
    }
  }
  expect(failures).toEqual([]);
});

it('refuses a NUL character in an auth request with 400 before it reaches the database', async () => {
  const other = await createTestUser(t);
  const revoke = await t.request('/api/auth/revoke-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: other.cookie, 'x-forwarded-for': freshIp() },
    body: JSON.stringify({ token: '\u0000' }),
  });
  expect(revoke.status).toBe(400);
  expect(await revoke.json()).toEqual({
    error: {
      code: 'VALIDATION_FAILED',
      message: 'Contains a character that is not allowed',
      fields: { token: ['Contains a character that is not allowed'] },
    },
  });
  const verify = await t.request('/api/auth/verify-email?token=%00', {
    headers: { cookie: other.cookie, 'x-forwarded-for': freshIp() },
  });
  expect(verify.status).toBe(400);
  // The session is untouched and still signs in.
  const session = await t.request('/api/auth/get-session', { headers: { cookie: other.cookie } });
  expect(((await session.json()) as { user?: { email?: string } }).user?.email).toBe(other.email);
});
