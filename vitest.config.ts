import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import serverConfig from './apps/server/vitest.config.ts';
import webConfig from './apps/web/vite.config.ts';

// One run for the unit and integration suites of every workspace; e2e has its own config. On CI each run
// also writes a JSON report that .ci/run adds up into its closing line.
const reportName = process.env.VITEST_REPORT_NAME ?? 'unit';

/** The test files under `root` that replace a module with `vi.mock`, relative to it. */
function filesMockingModules(root: string): string[] {
  const found: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (
        /\.test\.tsx?$/.test(entry.name) &&
        readFileSync(join(root, path), 'utf8').includes('vi.mock(')
      )
        found.push(path);
    }
  };
  visit('src');
  return found;
}

/**
 * A workspace's tests as two projects. The test files of `name` share one module graph per worker
 * (`isolate: false`): the server, Mantine, the router and the screens are imported once per worker instead of
 * once per file, which halves the run. A module mock only takes hold where the module is loaded afresh, so
 * the files that mock one run isolated in `name-mocks`; they are found by reading the files, so a new one
 * cannot be forgotten. Each file still cleans up after itself (its own database, the DOM, the tips' store).
 */
function sharedModuleProjects(
  name: string,
  root: string,
  config: TestProjectInlineConfiguration,
): TestProjectInlineConfiguration[] {
  const mocking = filesMockingModules(root);
  return [
    {
      ...config,
      root,
      test: { ...config.test, name, isolate: false, exclude: [...configDefaults.exclude, ...mocking] },
    },
    { ...config, root, test: { ...config.test, name: `${name}-mocks`, include: mocking } },
  ];
}

export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      ...sharedModuleProjects('server', 'apps/server', serverConfig),
      ...sharedModuleProjects('web', 'apps/web', webConfig),
    ],
    // Vitest's default is one worker fewer than the cores: a single worker on the two-core machines, which
    // leaves a core idle while a test waits on its database or its DOM. Two at least.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: `test-results/${reportName}.json` },
  },
});
