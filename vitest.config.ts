import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:unit` runs api, contracts and web; e2e runs through `npm run test:e2e`.
    projects: ['apps/api', 'packages/contracts', 'apps/web', 'e2e'],
    // Vitest's default (one less than the cores) gives a 2-core CI machine a single worker while
    // the other core idles whenever a file waits on its database. Two workers there ran the unit
    // and API files (stage 1 of `.ci/run`, 262 files) in 6 min 16 s on a quiet machine. The
    // browser files stay one at a time (e2e/vitest.config.ts: fileParallelism false).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
