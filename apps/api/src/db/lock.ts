import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import { logger } from '../logging/logger';

export class DataDirLockedError extends Error {
  constructor(dir: string, ownerPid?: number) {
    super(
      `The data directory ${dir} is in use by another Partnerly process` +
        (ownerPid ? ` (pid ${ownerPid}). ` : '. ') +
        'The embedded database serves one process only: stop the other process, ' +
        'use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds the lock; written beside it so a restart can tell a crashed holder from a live one. */
interface LockOwner {
  pid: number;
  host: string;
  /** Linux process start time (clock ticks after boot): tells a reused pid apart. */
  startTime: string | null;
}

const hasProcfs = existsSync('/proc/self/stat');

/**
 * Locks the embedded database directory for this process. PGlite does not lock on its own,
 * and two processes on one directory lose committed rows. A lock left by a process that
 * died (SIGKILL, OOM, power loss) is taken over at once when its owner is provably gone;
 * otherwise proper-lockfile's stale window (15 s without a refresh) applies.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, '.partnerly.lock');
  const ownerPath = path.join(dir, '.partnerly.lock-owner.json');
  // Acquiring (and taking over) runs under a short guard lock, so two processes that start
  // together after a crash cannot both take the lock over.
  // (proper-lockfile keeps one lock per target path: the guard needs a target of its own.)
  const releaseGuard = await lockfile.lock(path.join(dir, '.partnerly-guard'), {
    realpath: false,
    stale: 5_000,
    retries: { retries: 60, minTimeout: 50, maxTimeout: 200 },
    onCompromised: () => {},
  });
  try {
    let release: () => Promise<void>;
    try {
      release = await acquire(dir, lockPath);
    } catch (error) {
      const owner = readOwner(ownerPath);
      if (!isLocked(error) || !owner || !isOwnerGone(owner)) {
        throw isLocked(error) ? new DataDirLockedError(dir, owner?.pid) : error;
      }
      logger.warn(`Taking over the lock on ${dir}: its previous owner (pid ${owner.pid}) is gone.`);
      rmSync(lockPath, { recursive: true, force: true });
      release = await acquire(dir, lockPath);
    }
    writeFileSync(ownerPath, JSON.stringify(currentOwner()));
    return async () => {
      rmSync(ownerPath, { force: true });
      await release();
    };
  } catch (error) {
    if (isLocked(error)) throw new DataDirLockedError(dir);
    throw error;
  } finally {
    await releaseGuard();
  }
}

function acquire(dir: string, lockPath: string): Promise<() => Promise<void>> {
  return lockfile.lock(dir, {
    lockfilePath: lockPath,
    stale: 15_000,
    update: 5_000,
    onCompromised: (error) => {
      logger.fatal({ err: error }, `Lost the lock on ${dir}: ${error.message}`);
      process.exit(1);
    },
  });
}

function isLocked(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';
}

function currentOwner(): LockOwner {
  return { pid: process.pid, host: hostname(), startTime: processStartTime(process.pid) };
}

function readOwner(ownerPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return { pid: owner.pid, host: owner.host, startTime: owner.startTime ?? null };
  } catch {
    return undefined;
  }
}

/** True only when the owner is on this host and its process no longer exists. */
function isOwnerGone(owner: LockOwner): boolean {
  if (owner.host !== hostname()) return false;
  if (hasProcfs && owner.startTime !== null) {
    // A container restart reuses pids (often 1): compare start times, not just pids.
    return processStartTime(owner.pid) !== owner.startTime;
  }
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Field 22 of /proc/PID/stat; null where there is no procfs or no such (living) process. */
function processStartTime(pid: number): string | null {
  if (!hasProcfs) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its end.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // A killed process stays a zombie until its parent reaps it: it holds nothing.
    if (fields[0] === 'Z' || fields[0] === 'X') return null;
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
