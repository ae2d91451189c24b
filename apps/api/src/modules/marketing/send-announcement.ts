import { MARKETING_MESSAGES, type Announcement, type CreateAnnouncementInput } from '@partnerly/contracts';
import type { AppDeps } from '../../context';
import { announcements } from '../../db/schema';
import { AppError } from '../../middleware/errors';
import { recordAdminAction } from '../admin/admin-actions';
import { ANNOUNCEMENT_JOB, type AnnouncementJob } from './announcement-jobs';
import { findAnnouncement } from './announcement-view';
import { countMarketingRecipients } from './marketing-audience';

type Deps = Pick<AppDeps, 'database' | 'jobs'>;

/**
 * POST /api/admin/announcements, super admins only: in one transaction the announcement is
 * stored with the number of members it goes to (those whose latest marketing consent is an
 * opt-in; 409 when there is none) and the audit row 'announcement_sent' is written. Then one job
 * is queued that writes the e-mails (announcement-jobs.ts), so the request never waits for
 * them. An enqueue failure after the commit answers 500 and is logged: the history then shows
 * an announcement that was not sent, which the decision record accepts as the rare case of a
 * database failing between two statements.
 */
export async function sendAnnouncement(
  deps: Deps,
  adminId: string,
  input: Required<CreateAnnouncementInput>,
): Promise<Announcement> {
  const { db } = deps.database;
  const id = await db.transaction(async (tx) => {
    const recipientCount = await countMarketingRecipients(tx);
    if (recipientCount === 0) throw new AppError('CONFLICT', MARKETING_MESSAGES.nobodyToSend);
    const [row] = await tx
      .insert(announcements)
      .values({ subject: input.subject, body: input.body, sentBy: adminId, recipientCount })
      .returning({ id: announcements.id, createdAt: announcements.createdAt });
    await recordAdminAction(tx, {
      adminId,
      targetUserId: null,
      actionType: 'announcement_sent',
      details: { announcementId: row!.id, subject: input.subject, recipientCount },
      at: row!.createdAt,
    });
    return row!.id;
  });
  await deps.jobs.send<AnnouncementJob>(ANNOUNCEMENT_JOB, { announcementId: id });
  return (await findAnnouncement(db, id))!;
}
