import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translatorFor } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { waitForMail } from '../../test/mailbox';
import { createTestUser, setLanguageOf } from '../../test/users';
import { createNotification, type LocalizedCopy } from './create-notification';

// Issue 25: a notification created with localized words is stored, listed and e-mailed in the
// language on the recipient's profile; fixed words stay as given.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const approval: LocalizedCopy = (language) => {
  const { t: translate } = translatorFor(language);
  return {
    title: translate('applications.approvedTitle'),
    message: translate('applications.approved', { brand: 'Zahra Café', campaign: 'Iftar' }),
  };
};

const listed = async (cookie: string) => {
  const response = await t.request('/api/notifications', { headers: { cookie } });
  return (await response.json()).notifications as { title: string; message: string }[];
};

describe('createNotification with localized words', () => {
  it('stores, lists and e-mails them in Arabic for a member whose language is Arabic', async () => {
    const member = await createTestUser(t, { firstName: 'Huda', lastName: 'Nasser', name: 'Huda Nasser' });
    await setLanguageOf(t, member, 'ar');
    const stored = await createNotification(t.deps, {
      userId: member.id,
      type: 'application_accepted',
      localized: approval,
      link: '/my-applications',
    });
    expect(stored).toMatchObject({
      title: 'تمت الموافقة على طلبك',
      message: 'وافقت Zahra Café على طلبك للمشاركة في حملة «Iftar».',
    });
    expect(await listed(member.cookie)).toMatchObject([{ title: 'تمت الموافقة على طلبك' }]);

    const mail = await waitForMail(t, member.email, { subject: 'تمت الموافقة على طلبك' });
    expect(mail.text).toContain('مرحبًا Huda Nasser،');
    expect(mail.text).toContain('وافقت Zahra Café على طلبك للمشاركة في حملة «Iftar».');
    expect(mail.text).toContain('افتح في Partnerly: http');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  });

  it('stores and e-mails them in English for an English member', async () => {
    const member = await createTestUser(t, { firstName: 'Sam', lastName: 'Lee', name: 'Sam Lee' });
    const stored = await createNotification(t.deps, {
      userId: member.id,
      type: 'application_accepted',
      localized: approval,
    });
    expect(stored).toMatchObject({
      title: 'Application approved',
      message: 'Zahra Café approved your application to "Iftar".',
    });
    const mail = await waitForMail(t, member.email, { subject: 'Application approved' });
    expect(mail.text).toContain('Hi Sam Lee,');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('keeps fixed words as given, in an English frame, whatever the language', async () => {
    const member = await createTestUser(t);
    await setLanguageOf(t, member, 'ar');
    const stored = await createNotification(t.deps, {
      userId: member.id,
      type: 'campaign_invite',
      title: 'A fixed title',
      message: 'A fixed message',
      email: { subject: 'A fixed subject' },
    });
    expect(stored).toMatchObject({ title: 'A fixed title', message: 'A fixed message' });
    const mail = await waitForMail(t, member.email, { subject: 'A fixed subject' });
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('refuses words that are too long, localized or not', async () => {
    const member = await createTestUser(t);
    await expect(
      createNotification(t.deps, {
        userId: member.id,
        type: 'campaign_invite',
        localized: () => ({ title: 'x'.repeat(151), message: 'm' }),
      }),
    ).rejects.toThrow();
  });
});
