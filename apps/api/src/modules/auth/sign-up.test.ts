import { AGENCY_COMING_SOON_MESSAGE, UNSUPPORTED_LANGUAGE } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUsers, profiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import {
  CONFIRMATION_SUBJECT,
  TRUSTED_PROXY_ENV,
  TestBrowser,
  me,
  postJson,
  signIn,
  signUpAndConfirm,
} from './auth.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

// Visitors tick the Terms of Service and Privacy Policy box; the consents tests leave it out.
const signUp = (body: Record<string, unknown>) =>
  postJson(t, '/api/auth/sign-up/email', { acceptedTerms: true, ...body });

async function authUserExists(email: string): Promise<boolean> {
  const rows = await t.deps.database.db.select().from(authUsers).where(eq(authUsers.email, email));
  return rows.length > 0;
}

describe('sign-up with e-mail and password', () => {
  it('creates a creator with the onboarding metadata; the e-mailed code confirms the address and signs in', async () => {
    const browser = new TestBrowser(t);
    const response = await browser.post('/api/auth/sign-up/email', {
      acceptedTerms: true,
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
    expect(await response.json()).toMatchObject({ token: null, user: { email: 'casey@example.com' } });
    // No session until the address is confirmed.
    expect(browser.session).toBeUndefined();

    const mail = await waitForMail(t, 'casey@example.com', { subject: CONFIRMATION_SUBJECT });
    expect(mail.text).toContain('Hi Casey Jones,');
    expect(mail.text).toContain('expires in 10 minutes');
    const otp = /(\d{6})$/.exec(mail.subject)![1]!;
    const confirmed = await browser.post('/api/auth/email-otp/verify-email', {
      email: 'casey@example.com',
      otp,
    });
    expect(confirmed.status).toBe(200);

    const body = await (await me(t, browser.session)).json();
    expect(body.user).toMatchObject({ email: 'casey@example.com', name: 'Casey Jones', emailVerified: true });
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
    });
  });

  it('e-mails a link that confirms the address and signs in, landing on the page that says so', async () => {
    const browser = new TestBrowser(t);
    await browser.post('/api/auth/sign-up/email', {
      email: 'linda@example.com',
      password: 'secret123',
      acceptedTerms: true,
    });
    const mail = await waitForMail(t, 'linda@example.com', { subject: CONFIRMATION_SUBJECT });
    const link = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const followed = await browser.get(link!);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-confirmed');
    expect((await (await me(t, browser.session)).json()).user.emailVerified).toBe(true);
  });

  it("lands a link that does not confirm (tampered, expired) on the same page with better-auth's error", async () => {
    const browser = new TestBrowser(t);
    await browser.post('/api/auth/sign-up/email', {
      email: 'lena@example.com',
      password: 'secret123',
      acceptedTerms: true,
    });
    const mail = await waitForMail(t, 'lena@example.com', { subject: CONFIRMATION_SUBJECT });
    const link = new URL(/(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/.exec(mail.text)![1]!);
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const followed = await browser.get(link.href);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toMatch(/^\/email-confirmed\?error=\w+$/);
  });

  it("keeps the language the visitor chose: a new account in Arabic has the language 'ar'", async () => {
    const browser = new TestBrowser(t);
    const signedUp = await browser.post('/api/auth/sign-up/email', {
      email: 'amira@example.com',
      password: 'secret123',
      firstName: 'Amira',
      lastName: 'Saleh',
      language: 'ar',
      acceptedTerms: true,
    });
    expect(signedUp.status).toBe(200);
    // The confirmation e-mail is already in the account's Arabic.
    const mail = await waitForMail(t, 'amira@example.com', { subject: /^رمز التأكيد من Partnerly: \d{6}$/ });
    const otp = /(\d{6})$/.exec(mail.subject)![1]!;
    const confirmed = await browser.post('/api/auth/email-otp/verify-email', {
      email: 'amira@example.com',
      otp,
    });
    expect(confirmed.status).toBe(200);
    const { profile } = await (await me(t, browser.session)).json();
    expect(profile.language).toBe('ar');
    const [row] = await t.deps.database.db
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.email, 'amira@example.com'));
    expect(row?.language).toBe('ar');
  });

  it("starts an account without a language in English ('en')", async () => {
    const browser = await signUpAndConfirm(t, { email: 'noor@example.com', password: 'secret123' });
    const { profile } = await (await me(t, browser.session)).json();
    expect(profile.language).toBe('en');
  });

  it('refuses a language the product does not offer with 400 and a field message, creating nothing', async () => {
    const response = await signUp({ email: 'french@example.com', password: 'secret123', language: 'fr' });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ language: [UNSUPPORTED_LANGUAGE] });
    expect(await authUserExists('french@example.com')).toBe(false);
  });

  it('creates a brand with its company; onboarding stays open until a plan is chosen', async () => {
    const browser = await signUpAndConfirm(t, {
      email: 'bailey@example.com',
      password: 'secret123',
      userType: 'brand',
      firstName: 'Bailey',
      lastName: 'Stone',
      companyName: '  Acme Drinks ',
      instagramBusinessProfile: '@acmedrinks',
      websiteUrl: 'https://acme.example',
    });
    const { profile } = await (await me(t, browser.session)).json();
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
    const browser = await signUpAndConfirm(t, {
      email: 'plain@example.com',
      password: 'secret123',
      name: 'Robin de Vries',
    });
    const { profile } = await (await me(t, browser.session)).json();
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

  it('answers an address that already has an account exactly like a new one, and e-mails its owner', async () => {
    const owner = await createTestUser(t, { email: 'taken@example.com', firstName: 'Tara' });
    const sign = (email: string) =>
      new TestBrowser(t).post('/api/auth/sign-up/email', {
        acceptedTerms: true,
        email,
        password: 'other1234',
        firstName: 'Someone',
        lastName: 'Else',
      });
    const fresh = await sign('fresh@example.com');
    const taken = await sign('TAKEN@example.com');

    expect(taken.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    const cookieNames = (response: Response) =>
      response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(cookieNames(taken)).toEqual(cookieNames(fresh));
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: { ...body.user, id: typeof body.user.id, email: '', createdAt: 'date', updatedAt: 'date' },
    });
    const freshBody = await fresh.json();
    const takenBody = await taken.json();
    expect(shape(takenBody)).toEqual(shape(freshBody));
    expect(takenBody.user.email).toBe('taken@example.com');
    expect(takenBody.user.id).not.toBe(owner.id);

    const notice = await waitForMail(t, 'taken@example.com', {
      subject: 'Someone tried to sign up with your e-mail',
    });
    expect(notice.text).toContain('Hi Tara User,');
    expect(notice.text).toContain('http://localhost:3000/auth?tab=signin');
    expect((await mailsTo(t, 'taken@example.com')).map((mail) => mail.subject)).not.toContainEqual(
      expect.stringMatching(CONFIRMATION_SUBJECT),
    );
    // Nothing changed on the account: the owner's password works, the other one does not.
    expect((await signIn(t, 'taken@example.com', 'other1234')).status).toBe(401);
    expect((await signIn(t, owner.email, owner.password)).status).toBe(200);
    expect((await me(t, owner.cookie)).status).toBe(200);
  });

  it('answers a password sign-in of an unconfirmed address like a wrong password, and e-mails a new confirmation', async () => {
    const browser = new TestBrowser(t);
    await browser.post('/api/auth/sign-up/email', {
      email: 'pending@example.com',
      password: 'secret123',
      acceptedTerms: true,
    });
    await waitForMail(t, 'pending@example.com', { subject: CONFIRMATION_SUBJECT });
    const first = (await mailsTo(t, 'pending@example.com')).at(-1);

    const rightPassword = await signIn(t, 'pending@example.com', 'secret123');
    const wrongPassword = await signIn(t, 'pending@example.com', 'not-it-123');
    expect(rightPassword.status).toBe(401);
    expect(await rightPassword.json()).toEqual(await wrongPassword.json());
    expect(rightPassword.headers.getSetCookie()).toEqual([]);
    await waitForMail(t, 'pending@example.com', { subject: CONFIRMATION_SUBJECT, newerThan: first });
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
