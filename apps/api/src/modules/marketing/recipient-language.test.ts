import { withoutDirectionMarks } from '@partnerly/contracts/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createElevatedAdmin } from '../../test/factories/admin';
import type { OutboxMessage } from '../../test/mailbox';
import { createTestUser, setLanguageOf, type TestUser } from '../../test/users';
import { registerMarketingJobs } from './announcement-jobs';

// Issue 25: an announcement goes out framed in each member's language (greeting, the opt-out
// footer and its link, the tagline, <html lang dir>); the admin's subject and text stay as written.

let t: TestApp;
let superAdmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  await registerMarketingJobs(t.deps);
  superAdmin = await createElevatedAdmin(t, 'super_admin');
});
afterAll(() => t.close());

const call = (user: TestUser, method: string, path: string, body: unknown) =>
  t.request(path, {
    method,
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function optedInMember(firstName: string, language: 'ar' | 'en'): Promise<TestUser> {
  const member = await createTestUser(t, { firstName });
  await setLanguageOf(t, member, language);
  expect((await call(member, 'PUT', '/api/settings/privacy', { marketingEmails: true })).status).toBe(200);
  return member;
}

/** The announcement's copy to `to`, once the job has written it. */
async function copyTo(to: string, subject: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await t.deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const copy = rows.find((row) => row.subject === subject);
    if (copy) return copy;
    if (Date.now() > deadline) throw new Error(`No copy of "${subject}" to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the announcement e-mail', () => {
  const subject = 'Eid campaigns are open';
  const body = 'Brands are posting their Eid campaigns now. Apply early!';
  let arabic: OutboxMessage;
  let english: OutboxMessage;

  beforeAll(async () => {
    const arabicMember = await optedInMember('Noura', 'ar');
    const englishMember = await optedInMember('Olivia', 'en');
    expect((await call(superAdmin, 'POST', '/api/admin/announcements', { subject, body })).status).toBe(201);
    [arabic, english] = await Promise.all([
      copyTo(arabicMember.email, subject),
      copyTo(englishMember.email, subject),
    ]);
  });

  it("is framed in Arabic for an Arabic member, the admin's words as written", () => {
    const text = withoutDirectionMarks(arabic.text);
    expect(arabic.subject).toBe(subject);
    expect(text).toContain('مرحبًا Noura،');
    expect(text).toContain(body);
    expect(text).toMatch(
      /تصلك هذه الرسالة لأنك وافقت على تلقّي أخبار Partnerly\. ألغِ اشتراكك بنقرة واحدة: http:\/\/localhost:3000\/unsubscribe\?token=/,
    );
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain(`<p dir="auto" style="white-space:pre-wrap">${body}</p>`);
    expect(arabic.html).toContain('>إلغاء الاشتراك</a>');
    expect(arabic.html).toContain('Partnerly · تواصل. تعاون. أنشئ حملات مذهلة.');
    expect(arabic.html).not.toContain('Unsubscribe with one click');
    // The mail apps' own Unsubscribe button works the same in every language.
    expect(arabic.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('stays in English for an English member, as it was', () => {
    expect(english.text).toContain('Hi Olivia,');
    expect(english.text).toContain(
      'You receive this because you opted in to news from Partnerly. Unsubscribe with one click: http://localhost:3000/unsubscribe?token=',
    );
    expect(english.html).toContain('<html lang="en" dir="ltr">');
    expect(english.html).toContain('>Unsubscribe</a>');
    expect(english.html).toContain('Partnerly · Connect. Collaborate. Create amazing campaigns.');
  });
});
