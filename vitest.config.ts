import { defineConfig } from 'vitest/config';
import { UNIT_TEST_WORKERS } from './vitest.workers.js';

export default defineConfig({
  test: {
    // `npm run test:unit` runs api, contracts and web; e2e runs through `npm run test:e2e`.
    projects: ['apps/api', 'packages/contracts', 'apps/web', 'e2e'],
    maxWorkers: UNIT_TEST_WORKERS,
  },
});
