import { defineConfig } from 'vitest/config';

// One run for the unit and integration suites of every workspace; e2e has its own config.
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
