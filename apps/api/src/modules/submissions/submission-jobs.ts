import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { sendDeadlineReminders } from './send-deadline-reminders';

const DEADLINE_REMINDER_JOB = 'submissions.deadline-reminders';
/** Every 15 minutes: a reminder 48 hours ahead may go out up to a quarter of an hour late. */
const DEADLINE_REMINDER_CRON = '*/15 * * * *';

/** Registers the deadline reminder worker and its schedule (once per run across processes). */
export async function registerSubmissionJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(
    DEADLINE_REMINDER_JOB,
    async () => {
      const reminded = await sendDeadlineReminders(deps);
      if (reminded.length > 0) {
        logger.info({ reminded: reminded.length }, `Deadline reminders: ${reminded.length} sent`);
      }
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  await deps.jobs.schedule(DEADLINE_REMINDER_JOB, DEADLINE_REMINDER_CRON);
}
