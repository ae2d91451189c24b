import { availableParallelism } from 'node:os';

// Vitest's default (one less than the cores) gives a 2-core CI machine a single worker while the
// other core idles whenever a file waits on its database. Two workers there ran the unit and API
// files (stage 1 of `.ci/run`, 262 files) in 6 min 16 s on a quiet machine.
// Each project resolves its own `maxWorkers` (Vitest 5 does not inherit the root's value, and
// projects of one group must agree), so the api, contracts and web projects all import this.
// The browser files stay one at a time (e2e/vitest.config.ts: fileParallelism false).
export const UNIT_TEST_WORKERS = Math.max(2, availableParallelism() - 1);
