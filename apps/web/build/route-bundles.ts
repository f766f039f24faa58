// What each screen loads on a first visit, from Vite's build manifest (dist/.vite/manifest.json): the
// entry chunk of index.html with its static imports, plus the lazy chunks of the screen's layout and of the
// screen (src/app/layouts.ts, screens.ts), each with its static imports. Chunks a screen imports later
// (dynamic imports, prefetches, middlewares) are not counted. Sizes are gzipped at level 6, in kB.
// Read by bench/bundle-routes.bench.mjs (the report) and e2e/bundle.e2e.test.ts (the budgets).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREEN_ROUTES } from '@portal/contract/routes';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export interface RouteBundle {
  route: string;
  screen: string;
  layout: string;
  /** Every file the first visit loads: JS and CSS. */
  files: string[];
  jsKb: number;
  cssKb: number;
  /** JS beyond the entry's. */
  lazyJsKb: number;
}

export interface RouteBundles {
  /** The entry's JS files with their size, heaviest first. */
  entry: { file: string; kb: number }[];
  entryJsKb: number;
  routes: RouteBundle[];
}

/** `name: () => import('…')` entries of a registry file (screens.ts, layouts.ts), as manifest keys. */
function registry(web: string, file: string, manifest: Record<string, ManifestChunk>): Map<string, string> {
  const source = readFileSync(join(web, 'src/app', file), 'utf8');
  const entries = new Map<string, string>();
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*\n?\s*import\('([^']+)'\)/g)) {
    const [, name = '', target = ''] = match;
    if (target.includes('...')) continue; // a comment's example
    const path = posix.join('src/app', target);
    const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => path + ext).find((k) => manifest[k]);
    if (!key) throw new Error(`${path} is not in the manifest`);
    entries.set(name, key);
  }
  return entries;
}

/** The bundles of every screen route of the contract, from the build in `web`/dist. */
export function routeBundles(web: string): RouteBundles {
  const dist = join(web, 'dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const screens = registry(web, 'screens.ts', manifest);
  const layouts = registry(web, 'layouts.ts', manifest);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');

  const sizes = new Map<string, number>();
  const gzipKb = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(dist, file))).length / 1024;
      sizes.set(file, size);
    }
    return size;
  };
  const sum = (files: Iterable<string>, extension: string) =>
    [...files].filter((file) => file.endsWith(extension)).reduce((total, file) => total + gzipKb(file), 0);

  /** The files chunks load before they run: themselves, their CSS and their static imports. */
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return files;
  };

  const entryFiles = closure([entryKey]);
  const routes = SCREEN_ROUTES.map((route): RouteBundle => {
    const screen = screens.get(route.name);
    // Every route has its screen (app/screens.test.ts); a missing one is a broken build, not a zero.
    if (!screen) throw new Error(`No screen for ${route.name} in src/app/screens.ts`);
    const layout = layouts.get(route.layout);
    const files = closure(layout ? [entryKey, layout, screen] : [entryKey, screen]);
    return {
      route: route.path,
      screen: route.name,
      layout: route.layout,
      files: [...files],
      jsKb: sum(files, '.js'),
      cssKb: sum(files, '.css'),
      lazyJsKb: sum(
        [...files].filter((file) => !entryFiles.has(file)),
        '.js',
      ),
    };
  });
  const entry = [...entryFiles]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb);
  return { entry, entryJsKb: sum(entryFiles, '.js'), routes };
}
