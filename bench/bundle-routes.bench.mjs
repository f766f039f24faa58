// What each screen loads on a first visit, gzipped: the entry chunk of index.html with its static imports,
// plus the lazy chunks of the screen's layout and of the screen (apps/web/src/app/layouts.ts, screens.ts,
// each with its static imports), from Vite's build manifest (apps/web/dist/.vite/manifest.json). Chunks a
// screen imports later (dynamic imports, prefetches) are not counted. Target: the sign-in screen's first
// load under 200 KB of JS gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { markdownTable, writeResultsSection } from './support.mjs';

const web = fileURLToPath(new URL('../apps/web/', import.meta.url));
const dist = join(web, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const SIGN_IN_TARGET_KB = 200;

if (!existsSync(manifestFile)) {
  console.error(
    'No apps/web/dist/.vite/manifest.json: build the web app (build.manifest in vite.config.ts).',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// The contract's screen table, compiled on the fly (it is TypeScript).
const compiled = await build({
  entryPoints: [fileURLToPath(new URL('../packages/contract/src/routes.ts', import.meta.url))],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'silent',
});
const { SCREEN_ROUTES } = await import(
  `data:text/javascript;base64,${Buffer.from(compiled.outputFiles[0].text).toString('base64')}`
);

/** `name: () => import('…')` entries of a registry file, as manifest keys (src/…/file.tsx). */
function registry(file) {
  const source = readFileSync(join(web, 'src/app', file), 'utf8');
  const entries = new Map();
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*\n?\s*import\('([^']+)'\)/g)) {
    if (match[2].includes('...')) continue; // the comment's example
    entries.set(match[1], moduleKey(posix.join('src/app', match[2])));
  }
  return { entries, source };
}

function moduleKey(path) {
  for (const extension of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (manifest[path + extension]) return path + extension;
  }
  throw new Error(`${path} is not in the manifest`);
}

const screens = registry('screens.ts').entries;
const layouts = registry('layouts.ts').entries;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

const sizes = new Map();
function gzipKB(file) {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file))).length / 1024);
  return sizes.get(file);
}

/** The files a chunk loads before it runs: itself, its CSS and its static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

const entryFiles = closure([entryKey]);
const sum = (files, extension) =>
  [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipKB(file), 0);

const rows = SCREEN_ROUTES.map((route) => {
  // Every route has its screen (app/screens.test.ts); a missing one is a broken build, not a zero.
  const screen = screens.get(route.name);
  if (!screen) throw new Error(`No screen for ${route.name} in src/app/screens.ts`);
  const files = closure([entryKey, layouts.get(route.layout), screen].filter(Boolean));
  const lazy = [...files].filter((file) => !entryFiles.has(file));
  return {
    route: route.path,
    screen: route.name,
    layout: route.layout,
    files: files.size,
    'JS kB gz': +sum(files, '.js').toFixed(1),
    'CSS kB gz': +sum(files, '.css').toFixed(1),
    'of which lazy JS kB gz': +sum(lazy, '.js').toFixed(1),
  };
}).sort((a, b) => b['JS kB gz'] - a['JS kB gz']);

console.table(rows);
const signIn = rows.find((row) => row.route === '/sign-in');
const entryJs = sum(entryFiles, '.js');
const verdict = signIn
  ? `Sign-in (\`/sign-in\`) first load: ${signIn['JS kB gz']} kB JS + ${signIn['CSS kB gz']} kB CSS gzipped (the entry and its static imports: ${entryJs.toFixed(1)} kB JS); ${signIn['JS kB gz'] < SIGN_IN_TARGET_KB ? 'under' : 'OVER'} the ${SIGN_IN_TARGET_KB} KB JS target.`
  : 'No /sign-in route in the contract.';
console.info(verdict);

const heaviest = [...entryFiles]
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, 'kB gz': +gzipKB(file).toFixed(1) }))
  .sort((a, b) => b['kB gz'] - a['kB gz']);

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
