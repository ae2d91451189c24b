import {
  ADVERTISER_PERMIT_LINK,
  daysBetween,
  dueReminder,
  PERMIT_REMINDER_DAYS,
  uaeToday,
} from '@partnerly/contracts';
import { and, gte, inArray, isNull, lte } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { advertiserPermitReminders, advertiserPermits } from '../../db/schema';
import { notifyAfterCommit, noticeCopy } from '../notifications/create-notification';
import { addDays } from '../platform-analytics/uae-days';

type ReminderDeps = Pick<AppDeps, 'database' | 'events' | 'mail' | 'publicUrl'>;

export interface SentReminder {
  userId: string;
  expiresOn: string;
  daysBefore: number;
}

/**
 * One pass of the expiry reminders (issue 24), on UAE days: every pending or verified permit
 * expiring within 30 days gets the 30-day reminder (while more than 7 days are left) and then
 * the 7-day one, each an in-app notification with its e-mail copy by the creator's preferences.
 * Exempt, rejected and expired permits get none. The reminder row (creator, expiry, 30 or 7)
 * is inserted first and only an inserted row is reminded: run twice, or in two processes at
 * once, each reminder goes out once; a renewed expiry is reminded afresh.
 */
export async function sendPermitReminders(deps: ReminderDeps, now = new Date()): Promise<SentReminder[]> {
  const { db } = deps.database;
  const today = uaeToday(now);
  const expiring = await db
    .select({ userId: advertiserPermits.userId, expiresOn: advertiserPermits.expiresOn })
    .from(advertiserPermits)
    .where(
      and(
        isNull(advertiserPermits.exemption),
        inArray(advertiserPermits.reviewStatus, ['pending', 'verified']),
        gte(advertiserPermits.expiresOn, today),
        lte(advertiserPermits.expiresOn, addDays(today, PERMIT_REMINDER_DAYS[0])),
      ),
    );
  const due = expiring.flatMap(({ userId, expiresOn }) => {
    const daysBefore = expiresOn ? dueReminder(expiresOn, today) : null;
    return expiresOn && daysBefore ? [{ userId, expiresOn, daysBefore }] : [];
  });
  if (due.length === 0) return [];
  const claimed = await db
    .insert(advertiserPermitReminders)
    .values(due.map((reminder) => ({ ...reminder, sentAt: now })))
    .onConflictDoNothing()
    .returning({
      userId: advertiserPermitReminders.userId,
      expiresOn: advertiserPermitReminders.expiresOn,
      daysBefore: advertiserPermitReminders.daysBefore,
    });
  for (const reminder of claimed) {
    // Claimed and committed: a failure is logged and this reminder is not tried again.
    await notifyAfterCommit(deps, {
      userId: reminder.userId,
      type: 'advertiser_permit_expiring',
      localized: noticeCopy(
        'permitExpiring',
        ({ format }) => ({
          days: Math.max(0, daysBetween(today, reminder.expiresOn)),
          // English keeps the day as stored ('2030-06-12'); Arabic writes it its way.
          date: format.language === 'en' ? reminder.expiresOn : format.date(reminder.expiresOn),
        }),
        { action: 'notifications.updatePermit' },
      ),
      link: ADVERTISER_PERMIT_LINK,
    });
  }
  return claimed;
}
