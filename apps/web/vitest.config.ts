import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { UNIT_TEST_WORKERS } from '../../vitest.workers.js';

// Unit tests of the web app's pure code (formatting, API client); screens are covered in e2e/.
export default defineProject({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: { name: 'web', maxWorkers: UNIT_TEST_WORKERS, environment: 'node', include: ['src/**/*.test.ts'] },
});
