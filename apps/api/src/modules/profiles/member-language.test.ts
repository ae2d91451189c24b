import { UNSUPPORTED_LANGUAGE, type Me, type MemberLanguage } from '@partnerly/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  createCreator,
  negotiation,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';

// Issue 25: the member's language is stored on the account (GET/PUT /api/me/language, also in
// GET /api/me), and the e-mails and notifications converted to the catalogs go out in it.

let t: TestApp;
let layla: TestUser;
let omar: TestUser;
const PATH = '/api/me/language';

beforeAll(async () => {
  t = await createTestApp();
  layla = await createCreator(t, 'Layla', 'Haddad');
  omar = await createCreator(t, 'Omar', 'Saleh');
});
afterAll(() => t.close());

async function languageOf(user: TestUser): Promise<string> {
  const response = await send(t, 'GET', PATH, user);
  expect(response.status).toBe(200);
  return ((await response.json()) as MemberLanguage).language;
}

async function setLanguage(user: TestUser, language: string) {
  return send(t, 'PUT', PATH, user, { language });
}

describe('the member language', () => {
  it('is English until the member chooses, and GET /api/me shows it', async () => {
    expect(await languageOf(layla)).toBe('en');
    const me = (await (await send(t, 'GET', '/api/me', layla)).json()) as Me;
    expect(me.profile?.language).toBe('en');
  });

  it('stores Arabic on the account and back', async () => {
    const response = await setLanguage(layla, 'ar');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ language: 'ar' });
    expect(await languageOf(layla)).toBe('ar');
    const me = (await (await send(t, 'GET', '/api/me', layla)).json()) as Me;
    expect(me.profile?.language).toBe('ar');
    expect((await setLanguage(layla, 'en')).status).toBe(200);
    expect(await languageOf(layla)).toBe('en');
  });

  it.each([['fr'], ['AR'], [''], [7]])('refuses %j with a field message', async (language) => {
    const response = await send(t, 'PUT', PATH, layla, { language });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', fields: { language: [UNSUPPORTED_LANGUAGE] } },
    });
    expect(await languageOf(layla)).toBe('en');
  });

  it('refuses a body without a language, and visitors', async () => {
    expect((await send(t, 'PUT', PATH, layla, {})).status).toBe(400);
    expect((await send(t, 'PUT', PATH, undefined, { language: 'ar' })).status).toBe(401);
    expect((await send(t, 'GET', PATH, undefined)).status).toBe(401);
  });

  it("changes only the caller's own language, whatever the body names", async () => {
    const response = await send(t, 'PUT', PATH, omar, { language: 'ar', userId: layla.id, id: layla.id });
    expect(response.status).toBe(200);
    expect(await languageOf(omar)).toBe('ar');
    expect(await languageOf(layla)).toBe('en');
    await setLanguage(omar, 'en');
  });
});

describe('the application approved e-mail', () => {
  it('goes to an Arabic member in Arabic, the in-app notice too', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t, 'Maya', 'Saleh');
    expect((await setLanguage(creator, 'ar')).status).toBe(200);
    const application = await applyAs(t, creator, negotiation(campaignId, { proposedRate: 1500 }));
    const approved = await send(t, 'POST', `/api/applications/${application.id}/approve`, brand);
    expect(approved.status, await approved.clone().text()).toBe(200);

    const mail = await waitForMail(t, creator.email, { subject: 'تمت الموافقة على طلبك' });
    // Intl marks the amount's direction (invisible) and keeps it on one line (no-break space).
    const text = mail.text.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');
    expect(text).toContain('مرحبًا Maya Saleh،');
    expect(text).toMatch(
      /قبلت Test Brand Co\. أجرك البالغ 1,500 د\.إ\. ووافقت على طلبك للمشاركة في حملة «Summer Coffee Launch»\./,
    );
    expect(text).toMatch(/رمز التسويق بالعمولة الخاص بك هو SUM[A-Z0-9]+\./);
    expect(text).toContain('افتح في Partnerly: ');
    expect(text).not.toContain('approved your application');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<h1 style="font-size:20px">تمت الموافقة على طلبك</h1>');
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({ title: 'تمت الموافقة على طلبك' });
    expect(notice?.message).toMatch(/^قبلت Test Brand Co\. أجرك البالغ /);
  });

  it('goes to an English member in English', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await createCreator(t, 'Sara', 'Khan');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await send(t, 'POST', `/api/applications/${application.id}/approve`, brand)).status).toBe(200);
    const mail = await waitForMail(t, creator.email, { subject: 'Application approved' });
    expect(mail.text).toContain('Hi Sara Khan,');
    expect(mail.text).toContain('Test Brand Co. approved your application to "Summer Coffee Launch".');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      title: 'Application approved',
      message: expect.stringMatching(
        /^Test Brand Co\. approved your application to "Summer Coffee Launch"\./,
      ),
    });
  });
});
