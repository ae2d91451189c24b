import type { AppDeps } from '../../context';
import { announcements, consents, userSettings } from '../../db/schema';
import { recordAdminAction } from '../admin/admin-actions';

const DAY_MS = 24 * 60 * 60 * 1000;

export const DEMO_ANNOUNCEMENT = {
  subject: 'Ramadan campaigns are open on Partnerly',
  body: [
    'Ramadan Kareem from the Partnerly team!',
    '',
    'Brands across the UAE are posting their iftar and Eid campaigns now. Complete your profile and apply early: the best spots fill in the first week.',
    '',
    'See you on the campaign feed.',
  ].join('\n'),
} as const;

/**
 * Marketing e-mails in the demo (issue 24 item 3): Casey opted in to news from Partnerly
 * through her privacy settings (the switch on, with its consent record), and the super admin
 * sent her one announcement last week. Stored as history only: starting the demo sends no
 * e-mail. Seeded once: nothing when an announcement exists.
 */
export async function seedDemoAnnouncements(
  deps: Pick<AppDeps, 'database'>,
  people: { creator: string; superAdmin: string },
  now = new Date(),
): Promise<void> {
  const { db } = deps.database;
  if ((await db.$count(announcements)) > 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  await db.transaction(async (tx) => {
    await tx
      .insert(userSettings)
      .values({ userId: people.creator, marketingEmails: true, updatedAt: ago(40) })
      .onConflictDoUpdate({ target: userSettings.userId, set: { marketingEmails: true } });
    await tx.insert(consents).values({
      userId: people.creator,
      subject: 'marketing_emails',
      granted: true,
      source: 'settings',
      recordedAt: ago(40),
    });
    const [sent] = await tx
      .insert(announcements)
      .values({ ...DEMO_ANNOUNCEMENT, sentBy: people.superAdmin, recipientCount: 1, createdAt: ago(6) })
      .returning({ id: announcements.id });
    await recordAdminAction(tx, {
      adminId: people.superAdmin,
      targetUserId: null,
      actionType: 'announcement_sent',
      details: { announcementId: sent!.id, subject: DEMO_ANNOUNCEMENT.subject, recipientCount: 1 },
      at: ago(6),
    });
  });
}
