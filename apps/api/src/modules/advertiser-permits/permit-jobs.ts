import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { sendPermitReminders } from './send-permit-reminders';

const PERMIT_REMINDER_JOB = 'advertiser-permits.expiry-reminders';
/** Nine in the morning in the UAE: reminders arrive in the working day. */
const PERMIT_REMINDER_CRON = '0 9 * * *';

/**
 * Registers the daily Advertiser Permit expiry reminders (UAE days) and sends one run at start,
 * so a server that was down at nine catches up (the reminder rows keep each one to once).
 */
export async function registerPermitJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(
    PERMIT_REMINDER_JOB,
    async () => {
      const sent = await sendPermitReminders(deps);
      if (sent.length > 0) logger.info({ sent: sent.length }, `Permit reminders: ${sent.length} sent`);
    },
    { retryLimit: 3, retryDelaySeconds: 300 },
  );
  await deps.jobs.schedule(PERMIT_REMINDER_JOB, PERMIT_REMINDER_CRON, {}, { timezone: 'Asia/Dubai' });
  await deps.jobs.send(PERMIT_REMINDER_JOB, {});
}
