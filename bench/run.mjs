// `npm run bench`: builds what is missing, then runs every bench/*.bench.mjs one after another and prints
// their tables. Benchmarks are measurements, not tests: they never fail a build.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];

const build = spawnSync('npm', ['run', 'build'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

for (const file of readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.info(`\n## ${file}`);
  const result = spawnSync(process.execPath, [`${here}${file}`], { stdio: 'inherit' });
  if (result.status !== 0) console.error(`${file} exited with ${result.status}`);
}
