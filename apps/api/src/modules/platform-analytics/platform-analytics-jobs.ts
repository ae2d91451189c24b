import type { AppDeps } from '../../context';
import { logger } from '../../logging/logger';
import { recordPlatformAnalytics } from './platform-analytics';

const PLATFORM_ANALYTICS_JOB = 'platform-analytics.daily';
/** Five past midnight in the UAE: the day before is complete. */
const PLATFORM_ANALYTICS_CRON = '5 0 * * *';

/**
 * Registers the daily platform_analytics snapshot (spec 03) and sends one run at start, so a
 * new install or a server that was down at midnight fills its missing days at once.
 */
export async function registerPlatformAnalyticsJobs(deps: AppDeps): Promise<void> {
  await deps.jobs.work(
    PLATFORM_ANALYTICS_JOB,
    async () => {
      const days = await recordPlatformAnalytics(deps);
      logger.info({ days: days.length }, `Platform analytics: ${days.length} day(s) recorded`);
    },
    { retryLimit: 3, retryDelaySeconds: 300 },
  );
  await deps.jobs.schedule(PLATFORM_ANALYTICS_JOB, PLATFORM_ANALYTICS_CRON, {}, { timezone: 'Asia/Dubai' });
  await deps.jobs.send(PLATFORM_ANALYTICS_JOB, {});
}
