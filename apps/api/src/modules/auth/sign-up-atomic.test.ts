import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { authUsers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import type * as ProfilesService from '../profiles/profiles.service';
import { createProfile } from '../profiles/profiles.service';
import { TRUSTED_PROXY_ENV, me, postJson, signIn, signUpAndConfirm } from './auth.fixtures';
import { sessionCookieOf } from '../../test/users';

// The profile is written in the sign-up transaction: when it fails, no account is left.
vi.mock('../profiles/profiles.service', async (importOriginal) => {
  const actual = await importOriginal<typeof ProfilesService>();
  return { ...actual, createProfile: vi.fn(actual.createProfile) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

it('leaves no user behind when the profile cannot be written, and the e-mail stays free', async () => {
  vi.mocked(createProfile).mockRejectedValueOnce(new Error('disk full'));
  const failed = await postJson(t, '/api/auth/sign-up/email', {
    email: 'atomic@example.com',
    password: 'secret123',
    acceptedTerms: true,
  });
  expect(failed.status).toBe(500);
  expect(sessionCookieOf(failed)).toBeUndefined();
  const users = await t.deps.database.db
    .select()
    .from(authUsers)
    .where(eq(authUsers.email, 'atomic@example.com'));
  expect(users).toEqual([]);
  expect((await signIn(t, 'atomic@example.com', 'secret123')).status).toBe(401);

  const retried = await signUpAndConfirm(t, { email: 'atomic@example.com', password: 'secret123' });
  expect((await (await me(t, retried.session)).json()).profile.email).toBe('atomic@example.com');
});
