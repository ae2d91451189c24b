import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENTUALLY } from '../../test/eventually';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import type { Job, JobQueue } from './job-queue';
import { createPgBossJobQueue } from './pg-boss-job-queue';
import { captureLogs } from '../../test/logs';

describe('job queue (pg-boss on the test database)', () => {
  let testDatabase: TestDatabase;
  let jobs: JobQueue;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    jobs = createPgBossJobQueue(testDatabase.database, { pollIntervalSeconds: 0.5, cronIntervalSeconds: 1 });
    await jobs.start();
  });
  afterAll(async () => {
    await jobs.stop();
    await testDatabase.drop();
  });

  it('hands a sent job to a worker in this process at once, not at its next poll', async () => {
    const slowPoller = createPgBossJobQueue(testDatabase.database, { pollIntervalSeconds: 30 });
    await slowPoller.start();
    try {
      const received: Job<{ value: number; nested: { text: string } }>[] = [];
      await slowPoller.work<{ value: number; nested: { text: string } }>('test.echo', async (job) => {
        received.push(job);
      });
      const id = await slowPoller.send('test.echo', { value: 42, nested: { text: 'hé "quoted"' } });

      // Well before the worker's next poll (30 s): send() woke it. (The margin is for a busy
      // machine; the poll would take twice as long.)
      await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 15_000, interval: 10 });
      expect(received[0]).toMatchObject({
        id,
        name: 'test.echo',
        data: { value: 42, nested: { text: 'hé "quoted"' } },
        retryCount: 0,
      });
    } finally {
      await slowPoller.stop();
    }
  });

  it('deletes a handled job when asked to, so its data is not kept', async () => {
    const storedJobs = async (id: string) =>
      (await testDatabase.database.executeSql('select id from pgboss.job where id = $1', [id])).rows;
    const handled: string[] = [];
    let isKeptWhileRunning = false;
    await jobs.work<{ secret: string }>(
      'test.private',
      async (job) => {
        isKeptWhileRunning = (await storedJobs(job.id)).length === 1;
        handled.push(job.id);
      },
      { shouldDeleteOnSuccess: true },
    );
    const id = await jobs.send('test.private', { secret: 'one-time code' });

    await vi.waitFor(() => expect(handled).toEqual([id]), EVENTUALLY);
    expect(isKeptWhileRunning).toBe(true);
    await vi.waitFor(async () => expect(await storedJobs(id)).toEqual([]), EVENTUALLY);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const lines = captureLogs();
    const warnings = () => lines.filter((line) => line.level === 'warn');
    const attempts: number[] = [];
    await jobs.work<{ n: number }>(
      'test.flaky',
      async (job) => {
        attempts.push(job.retryCount);
        if (job.retryCount < 2) throw new Error('not yet');
      },
      { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: true },
    );
    await jobs.send('test.flaky', { n: 1 });

    await vi.waitFor(() => expect(attempts).toEqual([0, 1, 2]), { timeout: 15_000, interval: 50 });
    expect(warnings()).toHaveLength(2);
    expect(warnings()[0]).toMatchObject({
      msg: expect.stringContaining('attempt 1 of 4, will retry'),
      job: 'test.flaky',
      err: { message: 'not yet' },
    });
  });

  it('stops retrying at the retry limit', async () => {
    const lines = captureLogs();
    let attempts = 0;
    await jobs.work(
      'test.broken',
      async () => {
        attempts += 1;
        throw new Error('always');
      },
      { retryLimit: 1, retryDelaySeconds: 0 },
    );
    await jobs.send('test.broken', {});

    await vi.waitFor(() => expect(attempts).toBe(2), { timeout: 5_000, interval: 50 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(attempts).toBe(2);
    expect(lines.filter((line) => line.level === 'warn').at(-1)?.msg).toContain('attempt 2 of 2, giving up');
  });

  it('delays a job sent with startAfter', async () => {
    const handledAt: number[] = [];
    await jobs.work('test.later', async () => {
      handledAt.push(Date.now());
    });
    const sentAt = Date.now();
    await jobs.send('test.later', {}, { startAfter: 1 });

    await vi.waitFor(() => expect(handledAt).toHaveLength(1), { timeout: 5_000, interval: 20 });
    expect(handledAt[0]! - sentAt).toBeGreaterThanOrEqual(900);
  });

  it('sends scheduled jobs on their cron schedule', async () => {
    const received: Job<{ kind: string }>[] = [];
    await jobs.work<{ kind: string }>('test.cron', async (job) => {
      received.push(job);
    });
    // Every minute: due at once, then sent once per minute.
    await jobs.schedule('test.cron', '* * * * *', { kind: 'tick' });

    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    expect(received[0]?.data).toEqual({ kind: 'tick' });
    await jobs.unschedule('test.cron');
  });
});
