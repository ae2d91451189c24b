import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import type { JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';

/** The job queue on the app's database; start() it before registering workers. */
export function createJobQueue(env: Env, database: Database): JobQueue {
  return createPgBossJobQueue(database, { pollIntervalSeconds: env.JOBS_POLL_INTERVAL_SECONDS });
}
