import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { authUsers } from '../../db/schema';
import {
  delay,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  spawnServer,
  startServer,
  waitForExit,
  waitForHealth,
  type ServerProcess,
} from '../../test/process';

// The embedded database directory: one process at a time, and committed rows survive a crash.

const PASSWORD = 'crash-test-password';
const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map(removeDir));
});

async function tempDataDir(): Promise<string> {
  const dir = await makeTempDir();
  dirs.push(dir);
  return dir;
}

function postJson(server: ServerProcess, pathname: string, body: unknown, clientIp: string) {
  return fetch(`${server.baseUrl}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': clientIp },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
}

describe('data directory lock', () => {
  it('refuses a second process on the same DATA_DIR while the first keeps serving', async () => {
    const dataDir = await tempDataDir();
    const first = await startServer({ dataDir });

    const second = await spawnServer({ dataDir });
    const exit = await waitForExit(second);
    expect(exit.code).not.toBe(0);
    expect(second.output()).toContain(`The data directory ${dataDir} is in use by another Partnerly process`);
    expect(second.output()).toContain('set DATABASE_URL');

    const health = await fetch(`${first.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });

    // A clean stop releases the lock: the next process starts.
    await killServer(first, 'SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    const third = await startServer({ dataDir });
    await killServer(third, 'SIGTERM');
    // Three cold starts of an embedded database: minutes on a busy 2-core machine.
  }, 300_000);
});

describe('crash safety', () => {
  it('keeps every committed sign-up after SIGKILL mid-write and takes the lock over on restart', async () => {
    const dataDir = await tempDataDir();
    const server = await startServer({ dataDir, env: { TRUSTED_PROXY: 'true' } });

    const committed: string[] = [];
    let attempts = 0;
    let isKilled = false;
    const signUpLoop = async (worker: number) => {
      while (!isKilled) {
        const n = attempts++;
        const email = `crash-${worker}-${n}@example.com`;
        try {
          const response = await postJson(
            server,
            '/api/auth/sign-up/email',
            { email, password: PASSWORD, name: `Crash ${n}`, acceptedTerms: true },
            `10.1.${worker}.${n % 250}`,
          );
          if (response.status === 200) committed.push(email);
          else if (!isKilled)
            throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
        } catch (error) {
          if (!isKilled) throw error;
        }
      }
    };
    const workers = [0, 1, 2, 3].map(signUpLoop);

    // Kill while sign-ups are in flight, once a fair number has committed.
    const started = Date.now();
    while (committed.length < 20 && Date.now() - started < 30_000) await delay(20);
    expect(committed.length).toBeGreaterThanOrEqual(20);
    isKilled = true;
    server.child.kill('SIGKILL');
    expect((await waitForExit(server)).signal).toBe('SIGKILL');
    await Promise.all(workers);

    // The lock of the killed process is taken over without waiting for it to go stale.
    const restarted = await spawnServer({ dataDir, port: server.port, env: { TRUSTED_PROXY: 'true' } });
    await waitForHealth(restarted);

    const fresh = await postJson(
      restarted,
      '/api/auth/sign-up/email',
      { email: 'after-crash@example.com', password: PASSWORD, name: 'After Crash', acceptedTerms: true },
      '10.3.0.1',
    );
    expect(fresh.status).toBe(200);
    await killServer(restarted, 'SIGTERM');

    // Every committed account is there. (Over HTTP an unconfirmed account answers like an
    // unknown address, so the database itself is read once the server has let go of it.)
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db
        .select({ email: authUsers.email })
        .from(authUsers)
        .where(inArray(authUsers.email, [...committed, 'after-crash@example.com']));
      expect(rows.map((row) => row.email).sort()).toEqual([...committed, 'after-crash@example.com'].sort());
    } finally {
      await database.close();
    }
  }, 300_000);
});
