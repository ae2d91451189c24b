import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, chromiumMissingMessage } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the built app listens, e.g. http://localhost:41234 */
    baseURL: string;
  }
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_ENTRY = path.join(ROOT, 'apps/api/dist/server.js');
const WEB_INDEX = path.join(ROOT, 'apps/web/dist/index.html');
// A first start creates the database and the demo accounts: 5-10 s alone, over 60 s on a
// 2-core machine busy with other test runs.
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 10_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForReady(baseURL: string, server: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}:\n${logs()}`);
    try {
      const response = await fetch(`${baseURL}/api/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app was not ready (/api/ready) within ${STARTUP_TIMEOUT_MS / 1000} s:\n${logs()}`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.kill('SIGKILL'), STOP_TIMEOUT_MS);
    server.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

/** Starts the built app on a free port with a fresh embedded database; stops it afterwards. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(chromiumMissingMessage);
  if (!existsSync(SERVER_ENTRY) || !existsSync(WEB_INDEX)) {
    throw new Error('The app is not built: run `npm run build` (or `npm run test:e2e`, which builds first).');
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'partnerly-e2e-'));
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let output = '';
  const server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      // The demo accounts (no campaigns): agents cannot sign up publicly, so the agent
      // journeys sign in as the demo agent.
      SEED_DEMO: 'true',
      // Browser contexts send their own X-Forwarded-For (see fixtures.ts).
      TRUSTED_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);

  try {
    await waitForReady(baseURL, server, () => output);
  } catch (error) {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  project.provide('baseURL', baseURL);

  return async () => {
    await stop(server);
    await rm(dataDir, { recursive: true, force: true });
  };
}
