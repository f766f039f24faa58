import { defineConfig } from 'vitest/config';

// One run for the unit and integration suites of every workspace; e2e has its own config. On CI each run
// also writes a JSON report that .ci/run adds up into its closing line.
const reportName = process.env.VITEST_REPORT_NAME ?? 'unit';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/${reportName}.json` },
  },
});
