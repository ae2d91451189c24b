import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { announcements } from '../../db/schema';
import { logger } from '../../logging/logger';
import { resolveAuthSecret } from '../auth/auth-secret';
import { announcementEmail, unsubscribeLinks } from './announcement-email';
import { listMarketingRecipients } from './marketing-audience';
import { unsubscribeTokens } from './unsubscribe-token';

export const ANNOUNCEMENT_JOB = 'marketing.announcement';

export interface AnnouncementJob {
  announcementId: string;
}

/** Messages rendered and queued at a time: memory stays flat however many members opted in. */
const SLICE = 500;

type Deps = Pick<AppDeps, 'database' | 'mail' | 'env' | 'publicUrl'>;

/**
 * Writes one announcement's e-mails: one to each member it was confirmed for whose latest
 * marketing consent is still an opt-in, each with its own one-click opt-out. Every e-mail is
 * keyed by announcement and member, so when this job is retried (a failure half-way, a crash)
 * the members already queued are skipped and nobody gets it twice. Answers how many were queued.
 */
export async function queueAnnouncementEmails(deps: Deps, announcementId: string): Promise<number> {
  const { db } = deps.database;
  const [announcement] = await db.select().from(announcements).where(eq(announcements.id, announcementId));
  if (!announcement) return 0;
  const recipients = await listMarketingRecipients(db, announcement.createdAt);
  const tokens = unsubscribeTokens(resolveAuthSecret(deps.env));
  let queued = 0;
  for (let start = 0; start < recipients.length; start += SLICE) {
    queued += await deps.mail.sendBatch(
      recipients.slice(start, start + SLICE).map((recipient) => ({
        key: `announcement:${announcement.id}:${recipient.id}`,
        message: announcementEmail(
          announcement,
          recipient,
          unsubscribeLinks(deps.publicUrl, tokens.sign(recipient.id)),
        ),
      })),
    );
  }
  return queued;
}

/** Registers the worker that writes an announcement's e-mails (queued by sendAnnouncement). */
export async function registerMarketingJobs(deps: Deps & Pick<AppDeps, 'jobs'>): Promise<void> {
  await deps.jobs.work<AnnouncementJob>(
    ANNOUNCEMENT_JOB,
    async ({ data }) => {
      const queued = await queueAnnouncementEmails(deps, data.announcementId);
      logger.info(
        { announcementId: data.announcementId, queued },
        `Announcement ${data.announcementId}: ${queued} e-mails queued`,
      );
    },
    { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  );
}
