import type { AppDeps } from '../../../context';
import { runRenewalSweep } from './run-renewal-sweep';
import { logger } from '../../../logging/logger';

export const RENEWAL_SWEEP_JOB = 'subscriptions.renewal-sweep';
/** Hourly, a quarter past: reminders go out a few days ahead, so an hour of delay is harmless. */
const RENEWAL_SWEEP_CRON = '15 * * * *';

/** Registers the renewal worker and its hourly schedule (once per run across processes). */
export async function registerSubscriptionJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(
    RENEWAL_SWEEP_JOB,
    async () => {
      const { reminded, expired } = await runRenewalSweep(deps);
      if (reminded.length > 0 || expired.length > 0) {
        logger.info(
          { reminded: reminded.length, expired: expired.length },
          `Renewal sweep: ${reminded.length} reminded, ${expired.length} moved to free`,
        );
      }
    },
    { retryLimit: 2, retryDelaySeconds: 60 },
  );
  await deps.jobs.schedule(RENEWAL_SWEEP_JOB, RENEWAL_SWEEP_CRON);
}
