import { createHmac, timingSafeEqual } from 'node:crypto';

// The browser that signed up gets an HttpOnly cookie naming the account it made, signed with
// the auth secret. A proof of the mailbox (the welcome e-mail's code or link) made in that
// browser shows that whoever chose the password also reads the mailbox, so the password is
// kept; a proof from anywhere else cannot tell, and the password set before it is dropped
// (see address-proof.ts). A sign-up with an address that already has an
// account gets the same cookie for an id that names no account, so the answers stay alike.

export const SIGN_UP_COOKIE = 'sign_up';

const signature = (secret: string, userId: string) =>
  createHmac('sha256', secret).update(`sign-up:${userId}`).digest('base64url');

/** The cookie's value for the account `userId`. */
export function signUpCookieValue(secret: string, userId: string): string {
  return `${userId}.${signature(secret, userId)}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The `name=value` pairs of a request's Cookie header. */
function cookiesOf(request: Request | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of request?.headers.get('cookie')?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return cookies;
}

/** Whether `request` comes from the browser that signed up as `userId`. */
export function isFromSignUpBrowser(request: Request | undefined, secret: string, userId: string): boolean {
  const expected = Buffer.from(signUpCookieValue(secret, userId));
  for (const [name, value] of cookiesOf(request)) {
    // better-auth prefixes its cookies (`partnerly.`, and `__Secure-` over HTTPS).
    if (!name.endsWith(`.${SIGN_UP_COOKIE}`)) continue;
    const actual = Buffer.from(safeDecode(value));
    if (actual.length === expected.length && timingSafeEqual(actual, expected)) return true;
  }
  return false;
}
