import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgBoss, type QueueOptions, type SendOptions as PgBossSendOptions } from 'pg-boss';
import type { Database } from '../../db/client';
import type { JobHandler, JobQueue, QueuePolicy, SendOptions, WorkOptions } from './job-queue';
import { carryOverPgBoss10, detachPgBoss10Schema } from './pg-boss-10-upgrade';
import { createPgBossDb } from './pg-boss-db';
import { logger } from '../../logging/logger';

export interface PgBossJobQueueOptions {
  /** How often an idle worker looks for due jobs (retries, jobs sent by other processes); min 0.5. */
  pollIntervalSeconds: number;
  /** How often cron schedules are checked (pg-boss default 30 s); tests shorten it. */
  cronIntervalSeconds?: number;
}

const STOP_TIMEOUT_MS = 10_000;
/** Jobs per INSERT of sendBatch: a statement stays small however long the batch. */
const BATCH_SLICE = 500;

/**
 * The job id of a keyed job: a UUID (version 8, RFC 9562) made of the SHA-256 of the queue's
 * name and the key, so the same key always names the same job and pg-boss's primary key
 * (name, id) with its ON CONFLICT DO NOTHING stores it once.
 */
function keyedJobId(name: string, key: string): string {
  const bytes = createHash('sha256').update(`${name}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** pg-boss 12 on our own database connection: PostgreSQL or the embedded PGlite. */
export function createPgBossJobQueue(database: Database, options: PgBossJobQueueOptions): JobQueue {
  const db = createPgBossDb(database);
  const cronIntervalSeconds = options.cronIntervalSeconds ?? 30;
  const boss = new PgBoss({
    db,
    backend: database.kind === 'pglite' ? 'pglite' : 'postgres',
    cronMonitorIntervalSeconds: cronIntervalSeconds,
    cronWorkerIntervalSeconds: Math.min(cronIntervalSeconds, 5),
  });
  boss.on('error', (error) => logger.error({ err: error }, 'Job queue error'));

  const createdQueues = new Set<string>();
  const workerIds = new Map<string, string[]>();
  let activeHandlers = 0;
  let isStarted = false;

  async function ensureQueue(name: string): Promise<void> {
    if (createdQueues.has(name)) return;
    await boss.createQueue(name);
    createdQueues.add(name);
  }

  return {
    kind: 'pg-boss',

    async start() {
      if (isStarted) return;
      // A pg-boss 10 schema cannot be migrated: set it aside, install pg-boss 12, then carry
      // its waiting jobs and schedules over (see pg-boss-10-upgrade.ts).
      const hasPgBoss10 = await detachPgBoss10Schema(database);
      await boss.start();
      if (hasPgBoss10) await carryOverPgBoss10(boss, database);
      isStarted = true;
    },

    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss does not wait for a worker's last poll: let it (and a handler it may have
      // started) finish, so the caller can close the database safely.
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while ((db.pendingCount() > 0 || activeHandlers > 0) && Date.now() < deadline) await sleep(20);
    },

    async send(name, data, sendOptions = {}) {
      await ensureQueue(name);
      const id = await boss.send(name, data, toPgBossSendOptions(sendOptions));
      if (!id) throw new Error(`Job queue ${name} did not store the job`);
      for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return id;
    },

    async sendBatch(name, jobs) {
      await ensureQueue(name);
      let stored = 0;
      for (let start = 0; start < jobs.length; start += BATCH_SLICE) {
        const slice = jobs.slice(start, start + BATCH_SLICE).map((job) => ({
          data: job.data,
          ...(job.key === undefined ? {} : { id: keyedJobId(name, job.key) }),
        }));
        const ids = await boss.insert(name, slice, { returnId: true });
        stored += ids?.length ?? 0;
      }
      if (stored > 0) for (const workerId of workerIds.get(name) ?? []) boss.notifyWorker(workerId);
      return stored;
    },

    async work<Data extends object>(
      name: string,
      handler: JobHandler<Data>,
      workOptions: WorkOptions<Data> = {},
    ) {
      const policy = toPgBossPolicy(workOptions);
      await ensureQueue(name);
      // createQueue keeps an existing queue's settings: apply the current policy.
      if (Object.keys(policy).length > 0) await boss.updateQueue(name, policy);
      const fetchOptions = {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: options.pollIntervalSeconds,
      } as const;
      const workerId = await boss.work<Data, void, typeof fetchOptions>(name, fetchOptions, async ([job]) => {
        if (!job) return;
        activeHandlers += 1;
        try {
          await handler({
            id: job.id,
            name,
            data: job.data,
            retryCount: job.retryCount,
            retryLimit: job.retryLimit,
          });
          const { shouldDeleteOnSuccess } = workOptions;
          const isDeleted =
            typeof shouldDeleteOnSuccess === 'function'
              ? shouldDeleteOnSuccess(job.data)
              : Boolean(shouldDeleteOnSuccess);
          if (isDeleted) await boss.deleteJob(name, job.id);
        } catch (error) {
          const attempt = `attempt ${job.retryCount + 1} of ${job.retryLimit + 1}`;
          const next = job.retryCount < job.retryLimit ? 'will retry' : 'giving up';
          logger.warn(
            { job: name, jobId: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit, err: error },
            `Job ${name} ${job.id} failed (${attempt}, ${next}): ${errorMessage(error)}`,
          );
          throw error;
        } finally {
          activeHandlers -= 1;
        }
      });
      workerIds.set(name, [...(workerIds.get(name) ?? []), workerId]);
    },

    async schedule(name, cron, data, scheduleOptions = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz: scheduleOptions.timezone ?? 'UTC' });
    },

    async unschedule(name) {
      await boss.unschedule(name);
    },
  };
}

type PgBossPolicy = Pick<QueueOptions, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'>;

function toPgBossPolicy(policy: QueuePolicy): PgBossPolicy {
  const result: PgBossPolicy = {};
  if (policy.retryLimit !== undefined) result.retryLimit = policy.retryLimit;
  if (policy.retryDelaySeconds !== undefined) result.retryDelay = policy.retryDelaySeconds;
  if (policy.retryBackoff !== undefined) result.retryBackoff = policy.retryBackoff;
  if (policy.expireInSeconds !== undefined) result.expireInSeconds = policy.expireInSeconds;
  return result;
}

function toPgBossSendOptions(options: SendOptions): PgBossSendOptions {
  const result: PgBossSendOptions = toPgBossPolicy(options);
  if (options.startAfter !== undefined) result.startAfter = options.startAfter;
  return result;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
