import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../db/lock';
import {
  REPO_ROOT,
  killAllServers,
  killServer,
  makeTempDir,
  removeDir,
  spawnNode,
  waitForOutput,
} from '../../test/process';
import { captureLogs } from '../../test/logs';

// The data-directory lock on its own: refused while its holder lives, taken over at once
// (not after the 15 s stale window) when the holder was killed.

const LOCK_MODULE = path.join(REPO_ROOT, 'apps/api/src/db/lock.ts');
const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  await Promise.all(dirs.map(removeDir));
});

/** Another process that takes the lock on dir and holds it until killed. */
async function holdLockInChild(dir: string) {
  const script =
    `const { lockDataDir } = await import(${JSON.stringify(LOCK_MODULE)});` +
    `await lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
  const child = spawnNode(['--import', 'tsx', '--input-type=module', '-e', script]);
  await waitForOutput(child, 'locked');
  return child;
}

describe('lockDataDir', () => {
  it('refuses while another live process holds the lock, naming its pid', async () => {
    const dir = await makeTempDir();
    dirs.push(dir);
    const holder = await holdLockInChild(dir);

    const attempt = lockDataDir(dir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`(pid ${holder.child.pid})`);
    await killServer(holder, 'SIGTERM');
  }, 120_000);

  it('takes over at once the lock of a process killed with SIGKILL', async () => {
    const dir = await makeTempDir();
    dirs.push(dir);
    const holder = await holdLockInChild(dir);
    await killServer(holder, 'SIGKILL');

    // Taken over because its owner is gone, not because the lock went stale: the lock is
    // refreshed every 5 s and goes stale after 15 s, so a wait for staleness would show no
    // take-over message (and without the take-over the attempt fails at once).
    const lines = captureLogs();
    const release = await lockDataDir(dir);
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringContaining(`its previous owner (pid ${holder.child.pid}) is gone`),
      }),
    );
    // Held by this process now: a second attempt is refused, and released it is free again.
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    const releaseAgain = await lockDataDir(dir);
    await releaseAgain();
  }, 120_000);

  it('does not take over a fresh lock whose owner is unknown', async () => {
    const dir = await makeTempDir();
    dirs.push(dir);
    // A lock directory with no owner record: another host, or a crash mid-acquire.
    mkdirSync(path.join(dir, '.partnerly.lock'));
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });
});
