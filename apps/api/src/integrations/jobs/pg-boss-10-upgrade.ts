import type { PgBoss, Queue } from 'pg-boss';
import type { Database } from '../../db/client';
import { inPgBossTransaction } from './pg-boss-db';
import { logger } from '../../logging/logger';

// pg-boss 11 rewrote its schema (version 25) with no migration from pg-boss 10 (versions 21 to
// 24: "Cannot migrate pg-boss schema from version 24"); its author advises moving the jobs
// over. So, at start and under the startup lock: a pg-boss 10 schema is renamed out of the way
// (detachPgBoss10Schema), pg-boss 12 installs a fresh `pgboss` schema, then the waiting jobs
// and the schedules are copied into it and the old schema is dropped, in one transaction
// (carryOverPgBoss10). A start interrupted in between finds the old schema still set aside and
// carries it over then.

const SCHEMA = 'pgboss';
export const PG_BOSS_10_SCHEMA = 'pgboss_v10';
const FIRST_PG_BOSS_10_VERSION = 21;
const LAST_PG_BOSS_10_VERSION = 24;

/**
 * Renames a pg-boss 10 `pgboss` schema to pgboss_v10 so that pg-boss 12 can install its own.
 * Resolves true when a pgboss_v10 schema waits to be carried over (renamed now, or by an
 * earlier start that stopped before carrying it over).
 */
export async function detachPgBoss10Schema(database: Database): Promise<boolean> {
  return inPgBossTransaction(database, async (db) => {
    const [found] = (
      await db.executeSql(
        `select to_regclass('${SCHEMA}.version') is not null as "isInstalled",
                to_regnamespace('${PG_BOSS_10_SCHEMA}') is not null as "isSetAside"`,
        [],
      )
    ).rows as { isInstalled: boolean; isSetAside: boolean }[];
    if (!found?.isInstalled) return found?.isSetAside ?? false;

    const [row] = (await db.executeSql(`select max(version) as version from ${SCHEMA}.version`, [])).rows as {
      version: number | null;
    }[];
    const version = row?.version ?? null;
    if (version === null || version > LAST_PG_BOSS_10_VERSION) return found.isSetAside;
    if (version < FIRST_PG_BOSS_10_VERSION) {
      throw new Error(
        `The job queue schema "${SCHEMA}" is pg-boss schema version ${version}, older than pg-boss 10: ` +
          'it cannot be upgraded automatically.',
      );
    }
    if (found.isSetAside) {
      throw new Error(
        `Both "${SCHEMA}" (pg-boss 10) and "${PG_BOSS_10_SCHEMA}" exist: keep the one with the jobs to ` +
          'carry over and drop or rename the other, then start again.',
      );
    }
    await db.executeSql(`alter schema ${SCHEMA} rename to ${PG_BOSS_10_SCHEMA}`, []);
    return true;
  });
}

interface Pg10Queue {
  name: string;
  policy: string | null;
  retryLimit: number | null;
  retryDelay: number | null;
  retryBackoff: boolean | null;
  expireSeconds: number | null;
  retentionMinutes: number | null;
  deadLetter: string | null;
}

interface Pg10Schedule {
  name: string;
  cron: string;
  timezone: string | null;
  data: object | null;
  options: Record<string, unknown> | null;
}

export interface PgBoss10CarryOver {
  /** Waiting jobs now in pg-boss 12. */
  jobs: number;
  schedules: number;
  /** Jobs not kept: finished (completed, failed, cancelled, archived) or interrupted with no retry left. */
  droppedJobs: number;
}

/**
 * Copies pg-boss 10's queues, waiting jobs and schedules from pgboss_v10 into the started
 * pg-boss 12, then drops pgboss_v10. Waiting jobs keep their id, data, options, start time
 * and attempt count: `created` stays created, `retry` stays a retry, and `active` (a process
 * stopped mid-job, which pg-boss would have expired) becomes a retry while retries remain.
 */
export async function carryOverPgBoss10(boss: PgBoss, database: Database): Promise<PgBoss10CarryOver> {
  const queues = (
    await database.executeSql(
      `select name, policy, retry_limit as "retryLimit", retry_delay as "retryDelay",
              retry_backoff as "retryBackoff", expire_seconds as "expireSeconds",
              retention_minutes as "retentionMinutes", dead_letter as "deadLetter"
         from ${PG_BOSS_10_SCHEMA}.queue
        where left(name, 10) <> '__pgboss__'
        order by name`,
    )
  ).rows as Pg10Queue[];
  // createQueue keeps a queue that exists (a start interrupted before the copy below).
  for (const queue of queues) await boss.createQueue(queue.name, toQueueOptions(queue));
  for (const queue of queues) {
    if (queue.deadLetter) await boss.updateQueue(queue.name, { deadLetter: queue.deadLetter });
  }

  const result = await inPgBossTransaction(database, async (db) => {
    const jobs = (
      await db.executeSql(
        `insert into ${SCHEMA}.job (
           id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
           expire_seconds, deletion_seconds, singleton_key, singleton_on, start_after, created_on,
           started_on, keep_until, dead_letter, policy)
         select j.id, j.name, j.priority, j.data,
                (case when j.state = 'created' then 'created' else 'retry' end)::${SCHEMA}.job_state,
                j.retry_limit, j.retry_count, j.retry_delay, j.retry_backoff,
                greatest(1, ceil(extract(epoch from j.expire_in)))::int, q.deletion_seconds,
                j.singleton_key, j.singleton_on, j.start_after, j.created_on,
                j.started_on, j.keep_until, j.dead_letter, q.policy
           from ${PG_BOSS_10_SCHEMA}.job j
           join ${SCHEMA}.queue q on q.name = j.name
          where j.state in ('created', 'retry') or (j.state = 'active' and j.retry_count < j.retry_limit)
         on conflict do nothing
         returning id`,
        [],
      )
    ).rows.length;

    const schedules = (
      await db.executeSql(
        `select s.name, s.cron, s.timezone, s.data, s.options
           from ${PG_BOSS_10_SCHEMA}.schedule s
          where left(s.name, 10) <> '__pgboss__'
          order by s.name`,
        [],
      )
    ).rows as Pg10Schedule[];
    let scheduleCount = 0;
    for (const schedule of schedules) {
      try {
        // schedule() checks the expression as pg-boss 12 reads it and stores it its own way.
        await boss.schedule(schedule.name, schedule.cron, schedule.data, {
          ...schedule.options,
          tz: schedule.timezone ?? 'UTC',
          db,
        });
        scheduleCount += 1;
      } catch (error) {
        // Refused before reaching the database: the other schedules and the jobs still carry over.
        const reason = error instanceof Error ? error.message : String(error);
        logger.warn(`pg-boss 10 schedule ${schedule.name} (${schedule.cron}) not carried over: ${reason}`);
      }
    }

    const [total] = (
      await db.executeSql(
        `select (select count(*) from ${PG_BOSS_10_SCHEMA}.job)::int
                + (select count(*) from ${PG_BOSS_10_SCHEMA}.archive)::int as count`,
        [],
      )
    ).rows as { count: number }[];
    await db.executeSql(`drop schema ${PG_BOSS_10_SCHEMA} cascade`, []);
    return { jobs, schedules: scheduleCount, droppedJobs: (total?.count ?? jobs) - jobs };
  });
  logger.info(
    `Job queue upgraded from pg-boss 10: carried over ${result.jobs} waiting jobs and ` +
      `${result.schedules} schedules (${result.droppedJobs} finished jobs not kept).`,
  );
  return result;
}

function toQueueOptions(queue: Pg10Queue): Omit<Queue, 'name'> {
  const options: Omit<Queue, 'name'> = {};
  if (queue.policy) options.policy = queue.policy;
  if (queue.retryLimit !== null) options.retryLimit = queue.retryLimit;
  if (queue.retryDelay !== null) options.retryDelay = queue.retryDelay;
  if (queue.retryBackoff !== null) options.retryBackoff = queue.retryBackoff;
  if (queue.expireSeconds !== null) options.expireInSeconds = queue.expireSeconds;
  if (queue.retentionMinutes !== null) options.retentionSeconds = queue.retentionMinutes * 60;
  return options;
}
