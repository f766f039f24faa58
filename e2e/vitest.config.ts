import { defineConfig } from 'vitest/config';

// Journeys in Debian's Chromium against the built server on a temporary database (see support/server.ts).
const reportName = process.env.VITEST_REPORT_NAME ?? 'e2e';

export default defineConfig({
  test: {
    name: 'e2e',
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser per file; files run one after another so a 2-core machine is not oversubscribed.
    fileParallelism: false,
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `../test-results/${reportName}.json` },
  },
});
