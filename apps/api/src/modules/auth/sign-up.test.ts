import { AGENCY_COMING_SOON_MESSAGE } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { sessionCookieOf } from '../../test/users';
import { TRUSTED_PROXY_ENV, me, postJson, signIn } from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const signUp = (body: unknown) => postJson(t, '/api/auth/sign-up/email', body);

async function authUserExists(email: string): Promise<boolean> {
  const rows = await t.deps.database.db.select().from(authUsers).where(eq(authUsers.email, email));
  return rows.length > 0;
}

describe('sign-up with e-mail and password', () => {
  it('creates a creator with the onboarding metadata, signs them in and sends a welcome e-mail', async () => {
    const response = await signUp({
      email: 'Casey@Example.com',
      password: 'secret123',
      userType: 'creator',
      firstName: 'Casey',
      lastName: 'Jones',
      contentCategories: ['beauty', 'travel'],
      location: 'Dubai',
      gender: 'female',
      bio: 'I film sunsets.',
    });
    expect(response.status).toBe(200);
    const cookie = sessionCookieOf(response);
    expect(cookie).toBeDefined();

    const body = await (await me(t, cookie)).json();
    expect(body.user).toMatchObject({ email: 'casey@example.com', name: 'Casey Jones' });
    expect(body.profile).toMatchObject({
      id: body.user.id,
      email: 'casey@example.com',
      userType: 'creator',
      firstName: 'Casey',
      lastName: 'Jones',
      onboardingCompleted: true,
      contentCategories: ['beauty', 'travel'],
      location: 'Dubai',
      gender: 'female',
      bio: 'I film sunsets.',
      deletedAt: null,
    });
    const welcome = await waitForMail(t, 'casey@example.com', { subject: 'Welcome to Partnerly' });
    expect(welcome.text).toContain('Hi Casey Jones,');
    expect(body.user.emailVerified).toBe(false);

    // The dashboard link in the welcome e-mail confirms the address on the way.
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/.exec(welcome.text)?.[1];
    expect(link).toBeDefined();
    const followed = await t.request(link!, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/dashboard');
    expect((await (await me(t, cookie)).json()).user.emailVerified).toBe(true);
  });

  it('creates a brand with its company; onboarding stays open until a plan is chosen', async () => {
    const response = await signUp({
      email: 'bailey@example.com',
      password: 'secret123',
      userType: 'brand',
      firstName: 'Bailey',
      lastName: 'Stone',
      companyName: '  Acme Drinks ',
      instagramBusinessProfile: '@acmedrinks',
      websiteUrl: 'https://acme.example',
    });
    expect(response.status).toBe(200);
    const { profile } = await (await me(t, sessionCookieOf(response))).json();
    expect(profile).toMatchObject({
      userType: 'brand',
      companyName: 'Acme Drinks',
      onboardingCompleted: false,
      instagramBusinessProfile: 'acmedrinks',
      websiteUrl: 'https://acme.example',
    });
    expect(profile).not.toHaveProperty('gender');
    expect(profile).not.toHaveProperty('followerCounts');
  });

  it('treats a sign-up without a type as a creator and takes first and last name from name', async () => {
    const response = await signUp({
      email: 'plain@example.com',
      password: 'secret123',
      name: 'Robin de Vries',
    });
    expect(response.status).toBe(200);
    const { profile } = await (await me(t, sessionCookieOf(response))).json();
    expect(profile).toMatchObject({ userType: 'creator', firstName: 'Robin', lastName: 'de Vries' });
  });

  it('refuses a brand without a company name with a field message, and creates nothing', async () => {
    const response = await signUp({
      email: 'nocompany@example.com',
      password: 'secret123',
      userType: 'brand',
      companyName: '   ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Please fix the errors in the form',
        fields: { companyName: ['Company name is required'] },
      },
    });
    expect(await authUserExists('nocompany@example.com')).toBe(false);
  });

  it.each([
    ['agency', AGENCY_COMING_SOON_MESSAGE],
    ['agent', AGENCY_COMING_SOON_MESSAGE],
    ['admin', 'Please select Creator or Brand'],
    ['super_admin', 'Please select Creator or Brand'],
  ])('refuses the user type %s on public sign-up', async (userType, message) => {
    const email = `type-${userType}@example.com`;
    const response = await signUp({ email, password: 'secret123', userType, companyName: 'X' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ userType: [message] });
    expect(await authUserExists(email)).toBe(false);
  });

  it.each([
    [{ email: 'not-an-email', password: 'secret123' }, 'email', 'Please enter a valid email address'],
    [{ email: '', password: 'secret123' }, 'email', 'Email is required'],
    [{ email: 'short@example.com', password: 'abc' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'nopass@example.com' }, 'password', 'Password is required'],
    [
      { email: 'bio@example.com', password: 'secret123', bio: 'x'.repeat(501) },
      'bio',
      'Bio must be at most 500 characters',
    ],
    [
      { email: 'cats@example.com', password: 'secret123', contentCategories: ['beauty', 'knitting'] },
      'contentCategories.1',
      'Please choose categories from the list',
    ],
    [
      {
        email: 'many@example.com',
        password: 'secret123',
        contentCategories: [
          'beauty',
          'fashion',
          'fitness',
          'food',
          'travel',
          'lifestyle',
          'tech',
          'home',
          'pets',
        ],
      },
      'contentCategories',
      'You can choose up to 8 categories',
    ],
    [
      { email: 'gender@example.com', password: 'secret123', gender: 'robot' },
      'gender',
      'Please choose a gender from the list',
    ],
    [
      { email: 'nul@example.com', password: 'secret123', firstName: 'A\u0000B' },
      'firstName',
      'Contains a character that is not allowed',
    ],
  ])('answers bad input %j with 400 and a message for %s', async (body, field, message) => {
    const response = await signUp(body);
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toEqual([message]);
  });

  it('answers a malformed body with 400, not 500', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toHaveProperty('message');
  });

  it('refuses an e-mail that already has an account', async () => {
    const first = await signUp({ email: 'twice@example.com', password: 'secret123' });
    expect(first.status).toBe(200);
    const second = await signUp({ email: 'TWICE@example.com', password: 'other1234' });
    expect(second.status).toBe(422);
    expect((await second.json()).error.code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
    expect((await signIn(t, 'twice@example.com', 'other1234')).status).toBe(401);
  });

  it('gives every new user a profile with the same id', async () => {
    const users = await t.deps.database.db.select({ id: authUsers.id }).from(authUsers);
    const profileIds = new Set(
      (await t.deps.database.db.select({ id: profiles.id }).from(profiles)).map((row) => row.id),
    );
    expect(users.length).toBeGreaterThan(0);
    expect(users.filter((user) => !profileIds.has(user.id))).toEqual([]);
  });
});
