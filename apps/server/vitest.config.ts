import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Migrated and seeded database templates, built once per run; each test file opens a copy.
    globalSetup: ['src/test/global-setup.ts'],
    // The global set-up imports the reference seed outside the test files' module graph, where a package
    // whose entry is a JSON file would otherwise be loaded by Node without the JSON import attribute.
    server: { deps: { inline: ['world-countries'] } },
    // Each test file opens its own fresh database; PGlite start-up takes a moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
