import { defineProject } from 'vitest/config';
import { UNIT_TEST_WORKERS } from '../../vitest.workers.js';

export default defineProject({
  test: { name: 'contracts', maxWorkers: UNIT_TEST_WORKERS, include: ['src/**/*.test.ts'] },
});
