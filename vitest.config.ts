import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // `npm run test:unit` runs api, contracts and web; e2e runs through `npm run test:e2e`.
    projects: ['apps/api', 'packages/contracts', 'apps/web', 'e2e'],
  },
});
