import { expect } from 'vitest';
import type { TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
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

function getAs(t: TestApp, path: string, cookie?: string) {
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

/**
 * One visitor's browser: its own client IP and a cookie jar, so every cookie the API sets
 * (session, sign-up binding) goes back with its next calls, as a real browser would send it.
 */
export class TestBrowser {
  readonly ip = freshIp();
  private readonly jar = new Map<string, string>();

  constructor(private readonly t: TestApp) {}

  /** The `cookie` header this browser sends (undefined while it holds none). */
  get cookie(): string | undefined {
    const pairs = [...this.jar].map(([name, value]) => `${name}=${value}`);
    return pairs.length ? pairs.join('; ') : undefined;
  }

  /** The session cookie alone, as `name=value` (undefined when signed out). */
  get session(): string | undefined {
    const value = this.jar.get('partnerly.session_token');
    return value ? `partnerly.session_token=${value}` : undefined;
  }

  async post(path: string, body: unknown): Promise<Response> {
    return this.keep(await postJson(this.t, path, body, { ip: this.ip, cookie: this.cookie }));
  }

  async get(path: string): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    return this.keep(await this.t.request(path, { headers, redirect: 'manual' }));
  }

  private keep(response: Response): Response {
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = setCookie.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const isExpired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (!value || isExpired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return response;
  }
}

/** The subject of the e-mail sent at sign-up: its code and confirmation link. */
export const CONFIRMATION_SUBJECT = /^Your Partnerly confirmation code: \d{6}$/;

/** The code of the newest confirmation e-mail to `email`. */
async function confirmationCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = await waitForMail(t, email.toLowerCase(), { subject: CONFIRMATION_SUBJECT });
  return /(\d{6})$/.exec(mail.subject)![1]!;
}

/**
 * Signs up in a browser of its own (the Terms of Service and Privacy Policy box ticked unless
 * the body says otherwise) and types the e-mailed code there; answers that browser.
 */
export async function signUpAndConfirm(
  t: TestApp,
  body: { email: string } & Record<string, unknown>,
): Promise<TestBrowser> {
  const browser = new TestBrowser(t);
  expect((await browser.post('/api/auth/sign-up/email', { acceptedTerms: true, ...body })).status).toBe(200);
  const email = body.email.toLowerCase();
  const otp = await confirmationCodeFor(t, email);
  expect((await browser.post('/api/auth/email-otp/verify-email', { email, otp })).status).toBe(200);
  return browser;
}
