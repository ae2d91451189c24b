import { withoutDirectionMarks } from '@partnerly/contracts/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import { waitForMail } from '../../test/mailbox';
import { setLanguageOf, type TestUser } from '../../test/users';
import {
  applyAs,
  brandWithCampaign,
  createCreator,
  negotiation,
  notificationsOf,
  send,
} from '../applications/applications.fixtures';
import { postJson } from '../auth/auth.fixtures';
import { call, sendSupportRequest } from '../support/support.fixtures';
import { invited, newAddress, team } from '../workspaces/invitations.fixtures';

// Issue 25: e-mails and notifications go out in the recipient's language (profiles.language).
// An Arabic member reads them in Arabic, frame included (<html lang="ar" dir="rtl">), and their
// stored notifications are Arabic too; an English member's stay as they were.

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createElevatedAdmin(t, 'admin');
});
afterAll(() => t.close());

const plain = (text: string) => withoutDirectionMarks(text).replace(/\u00a0/g, ' ');

async function arabicCreator(firstName: string, lastName: string): Promise<TestUser> {
  const creator = await createCreator(t, firstName, lastName);
  await setLanguageOf(t, creator, 'ar');
  return creator;
}

describe('the password reset e-mail', () => {
  it('is Arabic for an Arabic member, English for an English one', async () => {
    const arabic = await arabicCreator('Noura', 'Khalil');
    await postJson(t, '/api/auth/request-password-reset', { email: arabic.email });
    const mail = await waitForMail(t, arabic.email, { subject: 'أعد تعيين كلمة مرور Partnerly' });
    expect(mail.text).toContain('مرحبًا Noura Khalil،');
    expect(mail.text).toMatch(/تلقّينا طلبًا لإعادة تعيين كلمة المرور\..*\n.*token=/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('اختر كلمة مرور جديدة</a>');
    expect(mail.html).toContain('Partnerly · تواصل. تعاون. أنشئ حملات مذهلة.');

    const english = await createCreator(t, 'Adam', 'Ross');
    await postJson(t, '/api/auth/request-password-reset', { email: english.email });
    const englishMail = await waitForMail(t, english.email, { subject: 'Reset your Partnerly password' });
    expect(englishMail.text).toContain('Hi Adam Ross,');
    expect(englishMail.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('the sign-in code e-mail', () => {
  it('is Arabic for an Arabic member, the code kept left to right', async () => {
    const arabic = await arabicCreator('Reem', 'Saad');
    await postJson(t, '/api/auth/email-otp/send-verification-otp', { email: arabic.email, type: 'sign-in' });
    const mail = await waitForMail(t, arabic.email, { subject: /^رمز تسجيل الدخول إلى Partnerly: \d{6}$/ });
    expect(mail.text).toMatch(/رمز تسجيل الدخول هو \d{6}\. تنتهي صلاحيته خلال 10 دقائق/);
    expect(mail.html).toMatch(/<p dir="ltr" style="[^"]*">\d{6}<\/p>/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('the support answer', () => {
  it('is e-mailed and stored in Arabic for an Arabic member, the answer as written', async () => {
    const creator = await arabicCreator('Huda', 'Nasser');
    const request = await sendSupportRequest(t, creator, { subject: 'Payout timing' });
    const reply = 'Within 7 days of approval.';
    expect(
      (await call(t, admin, 'POST', `/api/admin/support/${request.id}/reply`, { message: reply })).status,
    ).toBe(200);
    const mail = await waitForMail(t, creator.email, { subject: 'Re: Payout timing' });
    expect(mail.text).toContain('مرحبًا Huda Nasser،');
    expect(mail.text).toContain('ردّ فريق Partnerly على طلبك «Payout timing»:');
    expect(mail.text).toContain(reply);
    expect(mail.text).toContain('اعرض طلباتك: http://localhost:3000/dashboard?help=requests');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('border-right:3px solid #ddd');

    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({ title: 'ردّ فريق الدعم: Payout timing', message: reply });
  });
});

describe('the application notifications', () => {
  it('tell an Arabic creator of a rejection in Arabic, stored and e-mailed', async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    const creator = await arabicCreator('Salma', 'Hariri');
    const application = await applyAs(t, creator, { type: 'direct', campaignId });
    expect((await send(t, 'POST', `/api/applications/${application.id}/reject`, brand)).status).toBe(200);

    const mail = await waitForMail(t, creator.email, { subject: 'تم رفض طلبك' });
    expect(mail.text).toContain('رفضت Test Brand Co. طلبك للمشاركة في حملة «Summer Coffee Launch».');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const [notice] = await notificationsOf(t, creator);
    expect(notice).toMatchObject({
      type: 'application_rejected',
      title: 'تم رفض طلبك',
      message: 'رفضت Test Brand Co. طلبك للمشاركة في حملة «Summer Coffee Launch».',
    });
  });

  it("tell an Arabic brand of a creator's proposal in Arabic, and an English creator of the counter offer in English", async () => {
    const { brand, campaignId } = await brandWithCampaign(t);
    await setLanguageOf(t, brand, 'ar');
    const creator = await createCreator(t, 'Omar', 'Haddad');
    const application = await applyAs(t, creator, negotiation(campaignId, { proposedRate: 1500 }));

    const [received] = await notificationsOf(t, brand);
    expect(received?.title).toBe('طلب تفاوض جديد');
    expect(plain(received!.message)).toBe(
      'اقترح Omar Haddad أجرًا قدره 1,500 د.إ. لحملة «Summer Coffee Launch».',
    );

    const countered = await send(
      t,
      'POST',
      `/api/applications/${application.id}/negotiation/counter`,
      brand,
      {
        amount: 1200,
      },
    );
    expect(countered.status, await countered.clone().text()).toBe(200);
    const [counter] = await notificationsOf(t, creator);
    expect(counter).toMatchObject({
      title: 'Counter offer received',
      message: 'Test Brand Co. offered AED 1,200 for "Summer Coffee Launch".',
    });
  });
});

describe('the workspace invitation', () => {
  it("goes to an address without an account in the inviter's language", async () => {
    const { owner } = await team(t);
    await setLanguageOf(t, owner, 'ar');
    const email = newAddress('arabic-invitee');
    await invited(t, owner, { email, role: 'manager' });
    const mail = await waitForMail(t, email, { subject: /^دعاك .+ إلى .+ على Partnerly$/ });
    expect(mail.text).toMatch(/للانضمام إلى .+ على Partnerly بصفة مدير\./);
    expect(mail.text).toContain('يعمل الرابط لمدة 7 أيام.');
    expect(mail.text).toMatch(/اقبل الدعوة: http:\/\/localhost:3000\/invitations\/[\w-]+/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it("goes to an English inviter's colleague in English, unchanged", async () => {
    const { owner } = await team(t);
    const email = newAddress('english-invitee');
    await invited(t, owner, { email, role: 'member' });
    const mail = await waitForMail(t, email, { subject: /invited you to .+ on Partnerly$/ });
    expect(mail.text).toMatch(/invited you to join .+ on Partnerly as a member\./);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
