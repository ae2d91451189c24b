import { randomBytes } from 'node:crypto';
import type { AppLanguage, CreateAccountInput } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { authUsers, profiles } from '../db/schema';
import type { TestApp } from './create-test-app';

const TEST_PASSWORD = 'secret123';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** The session cookie to send as the `cookie` header. */
  cookie: string;
}

/** The `name=value` part of the session cookie a response sets (undefined when none). */
export function sessionCookieOf(response: Response | Headers): string | undefined {
  const headers = response instanceof Response ? response.headers : response;
  return headers
    .getSetCookie()
    .find((cookie) => cookie.includes('session_token=') && !/max-age=0/i.test(cookie))
    ?.split(';')[0];
}

/**
 * A signed-in account of any user type, made on the server (no HTTP, no rate limit): the
 * auth user, its profile and a session. Defaults: a creator with a random e-mail whose
 * address is confirmed. `isEmailVerified: false` leaves the address unconfirmed with the
 * session in place, as an account signed in before confirmation was required would be.
 * The current legal documents are recorded as accepted unless `acceptedTerms: false`.
 */
export async function createTestUser(
  t: TestApp,
  input: Partial<CreateAccountInput> & { isEmailVerified?: boolean } = {},
): Promise<TestUser> {
  const { isEmailVerified = true, ...details } = input;
  const userType = input.userType ?? 'creator';
  const email = input.email ?? `${userType}-${randomBytes(4).toString('hex')}@example.com`;
  const password = input.password ?? TEST_PASSWORD;
  // The profile metadata rides along in the sign-up body (see auth/new-user-profile.ts).
  // Test users stand for members who accepted the current Terms of Service and Privacy Policy
  // at sign-up (`acceptedTerms: false` makes one who has not: the consent gate then holds it).
  const body = {
    acceptedTerms: true,
    firstName: 'Test',
    lastName: 'User',
    ...(userType === 'brand' ? { companyName: 'Test Brand Co.' } : {}),
    ...details,
    name: input.name ?? '',
    email,
    password,
    userType,
  };
  const { user } = await t.deps.auth.api.signUpEmail({ body });
  const setVerified = (emailVerified: boolean) =>
    t.deps.database.db.update(authUsers).set({ emailVerified }).where(eq(authUsers.id, user.id));
  // A sign-up has no session; an account signs in once its address is confirmed.
  await setVerified(true);
  const { headers } = await t.deps.auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = sessionCookieOf(headers);
  if (!cookie) throw new Error('sign-in set no session cookie');
  if (!isEmailVerified) await setVerified(false);
  return { id: user.id, email, password, cookie };
}

/** Sets the language on a member's profile (as PUT /api/me/language does). */
export async function setLanguageOf(t: TestApp, user: { id: string }, language: AppLanguage): Promise<void> {
  await t.deps.database.db.update(profiles).set({ language }).where(eq(profiles.id, user.id));
}
