import { configDefaults, defineProject } from 'vitest/config';
import { readEnv } from './src/config/env.js';

// *.pg.test.ts need PostgreSQL (LISTEN/NOTIFY across processes): they run only when
// TEST_DATABASE_URL is set, instead of being skipped.
const hasPostgres = Boolean(readEnv().TEST_DATABASE_URL);

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: hasPostgres ? configDefaults.exclude : [...configDefaults.exclude, 'src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
