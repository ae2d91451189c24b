import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createApp } from '../app';
import { closeDeps, createDeps } from '../bootstrap';
import { parseEnv, type Env } from '../config/env';
import type { AppDeps } from '../context';
import type { Database } from '../db/client';
import { scryptHashing } from '../modules/auth/password-hashing';
import { createTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3000';

/** scrypt at a cost of N=1024, r=8 (32 times less work than the app's), for speed only. */
const TEST_PASSWORD_HASHING = scryptHashing({ N: 1024, r: 8, p: 1 });

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** Calls the app in-process; relative paths are resolved against TEST_ORIGIN. */
  request(pathname: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs on the fresh database before the app starts on it (to stage an older install). */
  prepareDatabase?(database: Database): Promise<void>;
}

/** A fresh app on a fresh migrated database; call close() in afterAll. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'partnerly-data-'));
  const env: Env = parseEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret',
    ...envOverrides,
  });
  const testDatabase = await createTestDatabase();
  await options.prepareDatabase?.(testDatabase.database);
  const deps: AppDeps = {
    ...(await createDeps(env, testDatabase.database, { passwordHashing: TEST_PASSWORD_HASHING })),
    checkResponses: true,
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    request: (pathname, init) => {
      const headers = new Headers(init?.headers);
      if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
      return Promise.resolve(app.request(new URL(pathname, TEST_ORIGIN).toString(), { ...init, headers }));
    },
    close: async () => {
      await closeDeps(deps);
      await testDatabase.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
