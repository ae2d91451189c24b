import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import { createTestUser } from '../../test/users';
import { CONFIRMATION_SUBJECT, TRUSTED_PROXY_ENV, TestBrowser, me, postJson, signIn } from './auth.fixtures';

// Account pre-hijacking (ASVS 6.4.x): someone signs up with another person's address before
// that person does. Whoever then proves the mailbox (the welcome e-mail's code or link, an
// e-mail sign-in code, a password reset) ends every session made before the proof and takes
// over no password set before it, unless the proof comes from the browser that signed up.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(TRUSTED_PROXY_ENV);
});
afterAll(() => t.close());

const ATTACKER_PASSWORD = 'attacker-pass';

function signUp(browser: TestBrowser, email: string, password = ATTACKER_PASSWORD) {
  return browser.post('/api/auth/sign-up/email', {
    email,
    password,
    firstName: 'Mallory',
    acceptedTerms: true,
  });
}

const LINK = /(http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+)/;

/** The code and the link of the newest confirmation e-mail to `email`. */
async function confirmationFor(email: string): Promise<{ code: string; link: string }> {
  const mail = await waitForMail(t, email, { subject: CONFIRMATION_SUBJECT });
  const code = /(\d{6})$/.exec(mail.subject)![1]!;
  const link = LINK.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  return { code, link: link! };
}

/** The confirmation link of the newest e-mail to `email` that carries one. */
async function linkFor(email: string): Promise<string> {
  await waitForMail(t, email);
  const withLink = (await mailsTo(t, email)).filter((mail) => LINK.test(mail.text));
  expect(withLink).not.toEqual([]);
  return LINK.exec(withLink.at(-1)!.text)![1]!;
}

async function signInWithEmailCode(browser: TestBrowser, email: string): Promise<Response> {
  const before = (await mailsTo(t, email)).at(-1);
  await postJson(t, '/api/auth/email-otp/send-verification-otp', { email, type: 'sign-in' });
  const mail = await waitForMail(t, email, { subject: /sign-in code/, newerThan: before });
  const otp = /(\d{6})$/.exec(mail.subject)![1]!;
  return browser.post('/api/auth/sign-in/email-otp', { email, otp });
}

async function resetPassword(email: string, newPassword: string): Promise<Response> {
  const before = (await mailsTo(t, email)).at(-1);
  await postJson(t, '/api/auth/request-password-reset', { email });
  const mail = await waitForMail(t, email, { subject: 'Reset your Partnerly password', newerThan: before });
  const token = /token=([\w-]+)/.exec(mail.text)![1]!;
  return postJson(t, '/api/auth/reset-password', { token, newPassword });
}

describe('an address registered by someone else', () => {
  it('gives the sign-up no session, and its password signs nothing in before the address is confirmed', async () => {
    const attacker = new TestBrowser(t);
    const response = await signUp(attacker, 'victim-1@example.com');
    expect(response.status).toBe(200);
    expect(attacker.session).toBeUndefined();
    expect((await me(t, attacker.cookie)).status).toBe(401);
    expect((await signIn(t, 'victim-1@example.com', ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('the owner confirms through the welcome link: signed in, and the password set before it stops working', async () => {
    const attacker = new TestBrowser(t);
    await signUp(attacker, 'victim-2@example.com');
    const link = await linkFor('victim-2@example.com');

    const owner = new TestBrowser(t);
    const followed = await owner.get(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe('/email-confirmed');
    expect((await me(t, attacker.cookie)).status).toBe(401);
    expect((await signIn(t, 'victim-2@example.com', ATTACKER_PASSWORD)).status).toBe(401);

    const { user } = await (await me(t, owner.session)).json();
    expect(user).toMatchObject({ email: 'victim-2@example.com', emailVerified: true });
    // The owner is never locked out: an e-mail code or a reset gets them in.
    expect((await signInWithEmailCode(new TestBrowser(t), 'victim-2@example.com')).status).toBe(200);
    expect((await resetPassword('victim-2@example.com', 'owner-pass-1')).status).toBe(200);
    expect((await signIn(t, 'victim-2@example.com', 'owner-pass-1')).status).toBe(200);
  });

  it('the owner types the welcome code in another browser: same outcome', async () => {
    const attacker = new TestBrowser(t);
    await signUp(attacker, 'victim-3@example.com');
    const { code } = await confirmationFor('victim-3@example.com');

    const owner = new TestBrowser(t);
    const confirmed = await owner.post('/api/auth/email-otp/verify-email', {
      email: 'victim-3@example.com',
      otp: code,
    });
    expect(confirmed.status).toBe(200);
    expect((await me(t, owner.session)).status).toBe(200);
    expect((await signIn(t, 'victim-3@example.com', ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('the owner signs in with an e-mail code: the password set before it stops working', async () => {
    const attacker = new TestBrowser(t);
    await signUp(attacker, 'victim-4@example.com');
    const owner = new TestBrowser(t);
    expect((await signInWithEmailCode(owner, 'victim-4@example.com')).status).toBe(200);
    expect((await me(t, owner.session)).status).toBe(200);
    expect((await signIn(t, 'victim-4@example.com', ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('the owner resets the password: only the new one works', async () => {
    const attacker = new TestBrowser(t);
    await signUp(attacker, 'victim-5@example.com');
    expect((await resetPassword('victim-5@example.com', 'owner-pass-5')).status).toBe(200);
    expect((await signIn(t, 'victim-5@example.com', ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(t, 'victim-5@example.com', 'owner-pass-5')).status).toBe(200);
  });

  it('ends the sessions an unconfirmed account already had when its owner confirms (accounts from before confirmation was required)', async () => {
    const squatter = await createTestUser(t, { email: 'legacy@example.com', isEmailVerified: false });
    const other = await createTestUser(t, { email: 'legacy-bystander@example.com' });
    expect((await me(t, squatter.cookie)).status).toBe(200);
    await postJson(t, '/api/auth/send-verification-email', { email: squatter.email });
    const link = await linkFor(squatter.email);

    const owner = new TestBrowser(t);
    expect((await owner.get(link)).status).toBe(302);
    expect((await me(t, squatter.cookie)).status).toBe(401);
    expect((await signIn(t, squatter.email, squatter.password)).status).toBe(401);
    expect((await me(t, other.cookie)).status).toBe(200);
    expect((await me(t, owner.session)).status).toBe(200);
  });
});

describe('a person confirming their own sign-up in the browser they signed up in', () => {
  it('types the code: signed in, and the password chosen at sign-up keeps working', async () => {
    const browser = new TestBrowser(t);
    await signUp(browser, 'own-code@example.com', 'my-own-pass');
    const { code } = await confirmationFor('own-code@example.com');
    const confirmed = await browser.post('/api/auth/email-otp/verify-email', {
      email: 'own-code@example.com',
      otp: code,
    });
    expect(confirmed.status).toBe(200);
    const { user } = await (await me(t, browser.session)).json();
    expect(user).toMatchObject({ email: 'own-code@example.com', emailVerified: true });
    expect((await signIn(t, 'own-code@example.com', 'my-own-pass')).status).toBe(200);
  });

  it('follows the link: signed in, and the password chosen at sign-up keeps working', async () => {
    const browser = new TestBrowser(t);
    await signUp(browser, 'own-link@example.com', 'my-own-pass');
    const { link } = await confirmationFor('own-link@example.com');
    expect((await browser.get(link)).status).toBe(302);
    expect((await me(t, browser.session)).status).toBe(200);
    expect((await signIn(t, 'own-link@example.com', 'my-own-pass')).status).toBe(200);
  });

  it('a wrong code confirms nothing and signs nothing in', async () => {
    const browser = new TestBrowser(t);
    await signUp(browser, 'own-typo@example.com', 'my-own-pass');
    const { code } = await confirmationFor('own-typo@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const response = await browser.post('/api/auth/email-otp/verify-email', {
      email: 'own-typo@example.com',
      otp: wrong,
    });
    expect(response.status).toBe(400);
    // The confirmation form shows the message as it comes (spec 01 section 9).
    expect((await response.json()).error).toEqual({ code: 'INVALID_OTP', message: 'That code is not valid' });
    expect(browser.session).toBeUndefined();
    expect((await signIn(t, 'own-typo@example.com', 'my-own-pass')).status).toBe(401);
  });
});
