import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:unit` runs api, contracts and web; e2e runs through `npm run test:e2e`.
    projects: ['apps/api', 'packages/contracts', 'apps/web', 'e2e'],
    // Vitest's default (one less than the cores) gives a 2-core CI machine one worker, and the
    // other core idles while a file waits on its database: two workers there run the unit and API
    // files in about half the time (stage 1 of `.ci/run`: 6 min instead of 12+). The browser
    // files stay one at a time (e2e/vitest.config.ts: fileParallelism false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
