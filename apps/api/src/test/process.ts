import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Helpers for tests that run the real server as a child process (lock, crash safety, env).

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/api/src/server.ts');

export interface ServerProcess extends NodeProcess {
  port: number;
  /** Where tests reach the server: http://127.0.0.1:PORT */
  baseUrl: string;
  /** The PUBLIC_URL the server was given; better-auth wants it as the Origin of a POST. */
  origin: string;
}

export interface StartServerOptions {
  dataDir: string;
  port?: number;
  /** Extra variables; undefined removes one from the inherited environment. */
  env?: Record<string, string | undefined>;
  /** Entry point and node arguments; defaults to the TypeScript sources through tsx. */
  command?: { args: string[]; cwd?: string };
}

const running = new Set<ChildProcess>();

/** A TCP port that was free a moment ago. */
async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('No port assigned'));
      });
    });
  });
}

export async function makeTempDir(prefix = 'partnerly-proc-'): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Spawns the server on the embedded database in dataDir; does not wait for it. */
export async function spawnServer(options: StartServerOptions): Promise<ServerProcess> {
  const port = options.port ?? (await getFreePort());
  const origin = `http://localhost:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    // The child must use its own embedded database, never the test run's PostgreSQL.
    DATABASE_URL: undefined,
    TEST_DATABASE_URL: undefined,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: options.dataDir,
    PUBLIC_URL: origin,
    AUTH_SECRET: 'process-test-secret-process-test-secret',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: undefined,
    // NODE_ENV=test would default it to silent; tests read what the server logs (JSON lines).
    LOG_LEVEL: 'info',
    LOG_FORMAT: undefined,
    ...options.env,
  };
  const args = options.command?.args ?? ['--import', 'tsx', SERVER_ENTRY];
  const node = spawnNode(args, { cwd: options.command?.cwd, env });
  return { ...node, port, baseUrl: `http://127.0.0.1:${port}`, origin };
}

export interface NodeProcess {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs `node ...args`; killAllServers() ends it if the test does not. */
export function spawnNode(
  args: string[],
  options: { cwd?: string; env?: Record<string, string | undefined> } = {},
): NodeProcess {
  const env = options.env ?? process.env;
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? REPO_ROOT,
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return { child, output: () => output, exited };
}

/** Resolves once the process has printed `text`; fails if it exits first or after timeoutMs. */
export async function waitForOutput(node: NodeProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  let hasExited = false;
  void node.exited.then(() => (hasExited = true));
  while (!node.output().includes(text)) {
    if (hasExited) throw new Error(`The process exited before printing "${text}". Output:\n${node.output()}`);
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `The process did not print "${text}" within ${timeoutMs} ms. Output:\n${node.output()}`,
      );
    }
    await delay(25);
  }
}

/** Polls GET /api/ready until it answers 200; fails early if the process exits. */
// Generous defaults: a cold embedded database takes 4-8 s alone, more on a busy machine.
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<number> {
  const started = Date.now();
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  while (Date.now() - started < timeoutMs) {
    if (hasExited) {
      throw new Error(`The server exited before it was healthy. Output:\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await delay(50);
  }
  throw new Error(`The server was not healthy within ${timeoutMs} ms. Output:\n${server.output()}`);
}

export async function startServer(options: StartServerOptions): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await waitForHealth(server);
  return server;
}

/** Waits for the process to exit, failing after timeoutMs. */
export async function waitForExit(
  server: NodeProcess,
  timeoutMs = 60_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The process did not exit within ${timeoutMs} ms. Output:\n${server.output()}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a signal and waits for the exit (SIGKILL cannot be caught: a crash). */
export async function killServer(server: NodeProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill(signal);
  await waitForExit(server, 30_000);
}

/** Kills every process spawned by this module (servers and spawnNode) still running; for afterAll. */
export async function killAllServers(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// A test runner that dies without running afterAll must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
