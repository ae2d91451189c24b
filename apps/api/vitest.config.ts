import { configDefaults, defineProject } from 'vitest/config';
import { UNIT_TEST_WORKERS } from '../../vitest.workers.js';
import { readEnv } from './src/config/env.js';

// *.pg.test.ts need PostgreSQL (LISTEN/NOTIFY across processes): they run only when
// TEST_DATABASE_URL is set, instead of being skipped. *.embedded.test.ts run the server as a
// child process on its own embedded database (start-up lock, crash safety, env, demo seeding):
// they never touch the test database, so the PostgreSQL pass (`.ci/run`'s second run of the API
// tests) leaves them out instead of repeating the same work.
const hasPostgres = Boolean(readEnv().TEST_DATABASE_URL);
const onlyOnPostgres = ['src/**/*.pg.test.ts'];
const notOnPostgres = ['src/**/*.embedded.test.ts'];

export default defineProject({
  test: {
    name: 'api',
    maxWorkers: UNIT_TEST_WORKERS,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(hasPostgres ? notOnPostgres : onlyOnPostgres)],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
