import { ADVERTISER_PERMIT_MESSAGES } from '@partnerly/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserPermits } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { mailsTo, waitForMail } from '../../test/mailbox';
import type { TestUser } from '../../test/users';
import { createCreator, notificationsOf } from '../applications/applications.fixtures';
import { createNotification } from '../notifications/create-notification';
import { uaeDayStart } from '../platform-analytics/uae-days';
import { sendPermitReminders } from './send-permit-reminders';

// The Advertiser Permit's expiry reminders (issue 24): 30 and 7 days before, on UAE days, each
// once however often the sweep runs; only for pending and verified permits.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A sweep at ten in the morning of a UAE day. */
const sweepOn = (day: string) =>
  sendPermitReminders(t.deps, new Date(uaeDayStart(day).getTime() + 10 * 3_600_000));

/** A permit written directly (each test its own far-future year, so sweeps do not meet). */
async function givenPermit(
  creator: TestUser,
  expiresOn: string,
  state: { reviewStatus?: 'pending' | 'verified' | 'rejected'; exemption?: 'own_business' } = {},
) {
  await t.deps.database.db.insert(advertiserPermits).values(
    state.exemption
      ? { userId: creator.id, exemption: state.exemption }
      : {
          userId: creator.id,
          permitNumber: 'AP-1',
          expiresOn,
          reviewStatus: state.reviewStatus ?? 'verified',
          submittedAt: new Date(),
        },
  );
}

const remindersOf = async (user: TestUser) =>
  (await notificationsOf(t, user)).filter((notice) => notice.type === 'advertiser_permit_expiring');

/** E-mails are queued: a later marker mail arriving means any earlier reminder mail has too. */
async function reminderMailsTo(user: TestUser) {
  await createNotification(t.deps, { userId: user.id, type: 'system_update', title: 'Marker', message: 'm' });
  await waitForMail(t, user.email, { subject: 'Marker' });
  return (await mailsTo(t, user.email)).filter((mail) =>
    mail.subject.startsWith('Your Advertiser Permit expires'),
  );
}

describe('the permit expiry reminders', () => {
  it('go out 30 and 7 days before, each once, with an e-mail, however often the sweep runs', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator, '2991-07-31');

    expect(await sweepOn('2991-06-30')).toEqual([]); // 31 days before
    expect(await sweepOn('2991-07-01')).toEqual([
      { userId: creator.id, expiresOn: '2991-07-31', daysBefore: 30 },
    ]);
    expect(await sweepOn('2991-07-01')).toEqual([]);
    expect(await sweepOn('2991-07-10')).toEqual([]);
    const [first] = await Promise.all([sweepOn('2991-07-24'), sweepOn('2991-07-24')]).then((runs) =>
      runs.flat(),
    );
    expect(first).toEqual({ userId: creator.id, expiresOn: '2991-07-31', daysBefore: 7 });
    expect(await sweepOn('2991-07-30')).toEqual([]);

    const notices = await remindersOf(creator);
    expect(notices.map((notice) => notice.title).sort()).toEqual([
      ADVERTISER_PERMIT_MESSAGES.reminderTitle(30),
      ADVERTISER_PERMIT_MESSAGES.reminderTitle(7),
    ]);
    expect(notices[0]!.message).toBe(ADVERTISER_PERMIT_MESSAGES.reminderMessage('2991-07-31'));
    expect(await reminderMailsTo(creator)).toHaveLength(2);
  });

  it('follow the UAE day: just before midnight in Dubai is still the day before', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator, '2992-03-31');
    // 2992-03-01 19:59:59Z is 23:59:59 on 1 March in Dubai: 30 days before is 1 March.
    expect(await sendPermitReminders(t.deps, new Date('2992-02-29T19:59:59Z'))).toEqual([]);
    expect(await sendPermitReminders(t.deps, new Date('2992-02-29T20:00:00Z'))).toHaveLength(1);
  });

  it('remind pending permits too, and renewed ones afresh', async () => {
    const creator = await createCreator(t);
    await givenPermit(creator, '2993-05-20', { reviewStatus: 'pending' });
    expect(await sweepOn('2993-05-15')).toEqual([
      { userId: creator.id, expiresOn: '2993-05-20', daysBefore: 7 },
    ]);
    await t.deps.database.db
      .update(advertiserPermits)
      .set({ expiresOn: '2993-06-10' })
      .where(eq(advertiserPermits.userId, creator.id));
    expect(await sweepOn('2993-06-03')).toEqual([
      { userId: creator.id, expiresOn: '2993-06-10', daysBefore: 7 },
    ]);
  });

  it('leave exempt, rejected and expired permits alone', async () => {
    const exempt = await createCreator(t);
    await givenPermit(exempt, '', { exemption: 'own_business' });
    const rejected = await createCreator(t);
    await givenPermit(rejected, '2994-01-20', { reviewStatus: 'rejected' });
    const expired = await createCreator(t);
    await givenPermit(expired, '2994-01-09');
    expect(await sweepOn('2994-01-10')).toEqual([]);
    expect(await remindersOf(rejected)).toEqual([]);
  });
});
