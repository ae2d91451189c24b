import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { sendUnreadMessageEmails } from './unread-email';

const UNREAD_EMAIL_JOB = 'messaging.unread-emails';
/** Every minute: a message unread for 15 minutes is e-mailed about within the 16th. */
const UNREAD_EMAIL_CRON = '* * * * *';

/** Registers the unread-message e-mail sweep and its schedule (once per run across processes). */
export async function registerMessagingSafetyJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(
    UNREAD_EMAIL_JOB,
    async () => {
      const sent = await sendUnreadMessageEmails(deps);
      if (sent.length > 0)
        logger.info({ sent: sent.length }, `Unread-message e-mails: ${sent.length} queued`);
    },
    // A missed minute is caught up by the next sweep, so a failed one is not retried.
    { retryLimit: 0, expireInSeconds: 55 },
  );
  await deps.jobs.schedule(UNREAD_EMAIL_JOB, UNREAD_EMAIL_CRON);
}
