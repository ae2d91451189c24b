import type { TestApp } from '../../test/create-test-app';
import { sessionCookieOf } from '../../test/users';

// HTTP helpers for the auth tests. The test apps run with TRUSTED_PROXY=true so each call
// can name its client IP through X-Forwarded-For.

export const TRUSTED_PROXY_ENV = { TRUSTED_PROXY: 'true' };

let lastIp = 0;
/** A client IP no other call in this process has used. */
export function freshIp(): string {
  lastIp += 1;
  return `10.${(lastIp >> 16) & 255}.${(lastIp >> 8) & 255}.${lastIp & 255}`;
}

export interface CallOptions {
  ip?: string;
  cookie?: string;
}

export function postJson(t: TestApp, path: string, body: unknown, options: CallOptions = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': options.ip ?? freshIp(),
  };
  if (options.cookie) headers.cookie = options.cookie;
  return t.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
}

export function getAs(t: TestApp, path: string, cookie?: string) {
  return t.request(path, { headers: cookie ? { cookie } : {} });
}

export function signIn(t: TestApp, email: string, password: string, options: CallOptions = {}) {
  return postJson(t, '/api/auth/sign-in/email', { email, password }, options);
}

/** Signs in and answers the session cookie; fails the test when sign-in does not succeed. */
export async function signedInCookie(t: TestApp, email: string, password: string): Promise<string> {
  const response = await signIn(t, email, password);
  const cookie = sessionCookieOf(response);
  if (response.status !== 200 || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return cookie;
}

export function me(t: TestApp, cookie?: string) {
  return getAs(t, '/api/me', cookie);
}
