import { defineProject } from 'vitest/config';

// Browser journeys against the built app (`npm run test:e2e` builds first).
export default defineProject({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // One server and one browser per file; files run one after another on small machines.
    fileParallelism: false,
    // A hang detector, not a speed goal: the longest journeys take about 15 s, several times
    // that on a busy CI machine (a 4-times slower CPU under load took 95 s).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: a page that loads its data later than that on a
    // loaded machine failed brand-profiles and onboarding-paths with the right value on screen.
    // Locators wait 30 s; polls now wait as long as a locator would.
    expect: { poll: { timeout: 30_000 } },
  },
});
