import { readFile } from 'node:fs/promises';
import { PgBoss } from 'pg-boss';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { EVENTUALLY } from '../../test/eventually';
import { waitForMail } from '../../test/mailbox';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Job, JobQueue } from './job-queue';
import { detachPgBoss10Schema, PG_BOSS_10_SCHEMA } from './pg-boss-10-upgrade';
import { createPgBossDb } from './pg-boss-db';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { captureLogs } from '../../test/logs';

// A stopped pg-boss 10 install captured from a real pg-boss 10.4.2 (see the fixture's header):
// its jobs, by the `kind` or address in their data.
const FIXTURE = new URL('./fixtures/pg-boss-10-schema.sql', import.meta.url);
const JOB_IDS = {
  queuedMail: '58faf75e-8f1a-4a83-814b-4a5540fb54dd',
  retriedMail: '87b1704b-8cbc-438b-9f19-69ea67224d90',
  deferred: '6f76e044-1553-4b8d-b9a0-aec10a8d1240',
  keyed: 'dddff2c7-45b9-4307-86a8-73704c4cc66e',
  interrupted: '9e5fc001-7795-442e-9914-36dab9a9c381',
  completed: '4db4212f-397a-4816-a03b-29386005b044',
  failed: '06bba08e-f8ab-45ec-965a-f2a802c6dc32',
};

async function runScript(database: Database, script: string): Promise<void> {
  if (database.pglite) await database.pglite.exec(script);
  else await database.sql!.unsafe(script);
}

/** Puts the captured pg-boss 10 schema in place of the database's own, as if stopped just now. */
async function stagePgBoss10(database: Database): Promise<void> {
  await runScript(database, 'drop schema if exists pgboss cascade');
  await runScript(database, await readFile(FIXTURE, 'utf8'));
  // Its times move by the age of the capture: waiting jobs are due, not past their retention.
  await runScript(
    database,
    `update pgboss.job set created_on = created_on + s.shift, start_after = start_after + s.shift,
            started_on = started_on + s.shift, completed_on = completed_on + s.shift,
            keep_until = keep_until + s.shift
       from (select now() - max(created_on) as shift from pgboss.job) s`,
  );
}

async function rows<Row>(database: Database, text: string, values: unknown[] = []): Promise<Row[]> {
  return (await database.executeSql(text, values)).rows as Row[];
}

async function schemaExists(database: Database, name: string): Promise<boolean> {
  const [row] = await rows<{ exists: boolean }>(
    database,
    'select exists (select 1 from pg_namespace where nspname = $1) as "exists"',
    [name],
  );
  return row!.exists;
}

interface CarriedJob {
  id: string;
  name: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  priority: number;
  singletonKey: string | null;
  startAfter: Date | string;
  data: unknown;
}

async function carriedJobs(database: Database): Promise<CarriedJob[]> {
  return rows<CarriedJob>(
    database,
    `select id, name, state, retry_count as "retryCount", retry_limit as "retryLimit", priority,
            singleton_key as "singletonKey", start_after as "startAfter", data
       from pgboss.job where name in ('mail.send', 'legacy.work') order by id`,
  );
}

describe('upgrade from pg-boss 10', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function stagedDatabase(): Promise<TestDatabase> {
    const testDatabase = await createTestDatabase();
    cleanups.push(() => testDatabase.drop());
    await stagePgBoss10(testDatabase.database);
    return testDatabase;
  }

  async function startJobQueue(database: Database): Promise<JobQueue> {
    const jobs = createPgBossJobQueue(database, { pollIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
    cleanups.push(() => jobs.stop());
    await jobs.start();
    return jobs;
  }

  it('delivers the e-mails pg-boss 10 still had queued once the app starts on pg-boss 12', async () => {
    const lines = captureLogs();
    const t: TestApp = await createTestApp({}, { prepareDatabase: stagePgBoss10 });
    const logged = lines.map((line) => line.msg).join('\n');
    cleanups.push(() => t.close());

    const queued = await waitForMail(t, 'queued@example.com');
    expect(queued).toMatchObject({
      subject: 'Queued before the upgrade',
      text: 'Queued before the upgrade (text)',
    });
    const retried = await waitForMail(t, 'retry@example.com');
    expect(retried.subject).toBe('Retried after the upgrade');
    expect(logged).toContain('carried over 5 waiting jobs and 2 schedules');
    expect(await schemaExists(t.deps.database, PG_BOSS_10_SCHEMA)).toBe(false);
  });

  it('keeps waiting jobs with their data, options and attempts; drops finished ones', async () => {
    const { database } = await stagedDatabase();
    const jobs = await startJobQueue(database);

    const byId = new Map((await carriedJobs(database)).map((job) => [job.id, job]));
    expect([...byId.keys()].sort()).toEqual(
      [JOB_IDS.queuedMail, JOB_IDS.retriedMail, JOB_IDS.deferred, JOB_IDS.keyed, JOB_IDS.interrupted].sort(),
    );
    expect(byId.get(JOB_IDS.keyed)).toMatchObject({
      state: 'created',
      retryLimit: 5,
      priority: 3,
      singletonKey: 'k1',
      data: { kind: 'keyed' },
    });
    // Failed once: waiting for its retry. Interrupted mid-attempt: that attempt failed.
    expect(byId.get(JOB_IDS.retriedMail)).toMatchObject({ state: 'retry', retryCount: 0, retryLimit: 10 });
    expect(byId.get(JOB_IDS.interrupted)).toMatchObject({ state: 'retry', retryCount: 0, retryLimit: 2 });
    expect(new Date(byId.get(JOB_IDS.deferred)!.startAfter).getUTCFullYear()).toBe(2099);

    const handled: Job<{ kind: string }>[] = [];
    await jobs.work<{ kind: string }>('legacy.work', async (job) => {
      handled.push(job);
    });
    await vi.waitFor(() => expect(handled).toHaveLength(2), EVENTUALLY);
    expect(handled.map(({ id, data, retryCount }) => ({ id, kind: data.kind, retryCount }))).toEqual(
      expect.arrayContaining([
        { id: JOB_IDS.keyed, kind: 'keyed', retryCount: 0 },
        // Its retry is its second attempt.
        { id: JOB_IDS.interrupted, kind: 'interrupted', retryCount: 1 },
      ]),
    );
    const [deferred] = await rows<{ state: string }>(database, 'select state from pgboss.job where id = $1', [
      JOB_IDS.deferred,
    ]);
    expect(deferred?.state).toBe('created');
    expect(await schemaExists(database, PG_BOSS_10_SCHEMA)).toBe(false);
  });

  it('keeps the schedules, which then send their jobs', async () => {
    const { database } = await stagedDatabase();
    const jobs = await startJobQueue(database);

    const schedules = await rows<{ name: string; cron: string; timezone: string; data: unknown }>(
      database,
      `select name, cron, timezone, data from pgboss.schedule where left(name, 10) <> '__pgboss__' order by name`,
    );
    expect(schedules).toEqual([
      { name: 'legacy.tick', cron: '* * * * *', timezone: 'Asia/Dubai', data: { kind: 'tick' } },
      { name: 'subscriptions.renewal-sweep', cron: '15 * * * *', timezone: 'UTC', data: null },
    ]);

    const ticks: Job<{ kind: string }>[] = [];
    await jobs.work<{ kind: string }>('legacy.tick', async (job) => {
      ticks.push(job);
    });
    await vi.waitFor(() => expect(ticks.length).toBeGreaterThan(0), { timeout: 15_000, interval: 50 });
    // Sent with the data and the options it was scheduled with.
    expect(ticks[0]).toMatchObject({ data: { kind: 'tick' }, retryLimit: 4 });
  });

  it('finishes an upgrade that stopped after setting pg-boss 10 aside, and carries nothing twice', async () => {
    const { database } = await stagedDatabase();
    // A start that renamed the pg-boss 10 schema and installed pg-boss 12, then stopped.
    expect(await detachPgBoss10Schema(database)).toBe(true);
    const boss = new PgBoss({ db: createPgBossDb(database), supervise: false, schedule: false });
    await boss.start();
    await boss.stop({ graceful: false });
    expect(await schemaExists(database, PG_BOSS_10_SCHEMA)).toBe(true);

    const first = createPgBossJobQueue(database, { pollIntervalSeconds: 0.5 });
    await first.start();
    await first.stop();
    const afterUpgrade = await carriedJobs(database);
    expect(afterUpgrade).toHaveLength(5);
    expect(await schemaExists(database, PG_BOSS_10_SCHEMA)).toBe(false);

    await startJobQueue(database);
    expect(await carriedJobs(database)).toEqual(afterUpgrade);
  });

  it('refuses to start beside a second pg-boss 10 schema rather than pick one', async () => {
    const { database } = await stagedDatabase();
    await runScript(database, `alter schema pgboss rename to ${PG_BOSS_10_SCHEMA}`);
    await stagePgBoss10(database);

    const jobs = createPgBossJobQueue(database, { pollIntervalSeconds: 0.5 });
    await expect(jobs.start()).rejects.toThrow(/Both "pgboss" \(pg-boss 10\) and "pgboss_v10" exist/);
    const [row] = await rows<{ version: number }>(database, 'select version from pgboss.version');
    expect(row?.version).toBe(24);
  });
});
