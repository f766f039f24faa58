// What each screen loads on a first visit, gzipped (apps/web/build/route-bundles.ts reads it from Vite's
// build manifest; e2e/bundle.e2e.test.ts holds the budgets). Target: the sign-in screen's first load under
// 200 KB of JS gzipped.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { markdownTable, writeResultsSection } from './support.mjs';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const SIGN_IN_TARGET_KB = 200;

if (!existsSync(join(web, 'dist/.vite/manifest.json'))) {
  console.error(
    'No apps/web/dist/.vite/manifest.json: build the web app (build.manifest in vite.config.ts).',
  );
  process.exit(1);
}

// The reader is TypeScript (with the contract's screen table): compiled on the fly.
const compiled = await build({
  entryPoints: [join(web, 'build/route-bundles.ts')],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const { routeBundles } = await import(
  `data:text/javascript;base64,${Buffer.from(compiled.outputFiles[0].text).toString('base64')}`
);

const kb = (value) => +value.toFixed(1);
const bundles = routeBundles(web);
const rows = bundles.routes
  .map((bundle) => ({
    route: bundle.route,
    screen: bundle.screen,
    layout: bundle.layout,
    files: bundle.files.length,
    'JS kB gz': kb(bundle.jsKb),
    'CSS kB gz': kb(bundle.cssKb),
    'of which lazy JS kB gz': kb(bundle.lazyJsKb),
  }))
  .sort((a, b) => b['JS kB gz'] - a['JS kB gz']);

console.table(rows);
const signIn = rows.find((row) => row.route === '/sign-in');
const entryJs = bundles.entryJsKb;
const verdict = signIn
  ? `Sign-in (\`/sign-in\`) first load: ${signIn['JS kB gz']} kB JS + ${signIn['CSS kB gz']} kB CSS gzipped (the entry and its static imports: ${entryJs.toFixed(1)} kB JS); ${signIn['JS kB gz'] < SIGN_IN_TARGET_KB ? 'under' : 'OVER'} the ${SIGN_IN_TARGET_KB} KB JS target.`
  : 'No /sign-in route in the contract.';
console.info(verdict);

const heaviest = bundles.entry.map(({ file, kb: size }) => ({ file, 'kB gz': kb(size) }));

writeResultsSection(
  'bundle-routes',
  [
    '## Web bundle per screen (bench/bundle-routes.bench.mjs)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} from apps/web/dist/.vite/manifest.json: the entry of index.html with its static imports, plus the lazy chunks of the screen's layout and of the screen with their static imports; gzipped (level 6). Later dynamic imports are not counted.`,
    '',
    verdict,
    '',
    'The entry chunks every screen loads:',
    '',
    markdownTable(heaviest),
    '',
    `Every screen (${rows.length}), heaviest first:`,
    '',
    markdownTable(rows),
  ].join('\n'),
);
