// What each screen loads on a first visit, from Vite's build manifest (dist/.vite/manifest.json): the
// entry chunk of index.html with its static imports, plus the lazy chunks of the screen's layout and of the
// screen (src/app/layouts.ts, screens.ts), each with its static imports. Chunks a screen imports later
// (dynamic imports, prefetches, middlewares) are not counted. Sizes are gzipped at level 6, in kB.
// Read by bench/bundle-routes.bench.mjs (the report) and e2e/bundle.e2e.test.ts (the budgets).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREEN_ROUTES } from '@portal/contract/routes';
import { closureOf, entryKeyOf, readManifest, registry } from './manifest';

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

/** The bundles of every screen route of the contract, from the build in `web`/dist. */
export function routeBundles(web: string): RouteBundles {
  const dist = join(web, 'dist');
  const manifest = readManifest(web);
  const screens = registry(web, 'screens.ts', manifest);
  const layouts = registry(web, 'layouts.ts', manifest);
  const entryKey = entryKeyOf(manifest);
  const entryFiles = closureOf(manifest, [entryKey]);
  // The entry, the layout's and the screen's chunks, each with its static imports and CSS, in that order.
  const screenFiles = SCREEN_ROUTES.map((route) => {
    const screen = screens.get(route.name);
    // Every route has its screen (app/screens.test.ts); a missing one is a broken build, not a zero.
    if (!screen) throw new Error(`No screen for ${route.name} in src/app/screens.ts`);
    const layout = layouts.get(route.layout);
    return {
      route,
      files: [...closureOf(manifest, layout ? [entryKey, layout, screen] : [entryKey, screen])],
    };
  });

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

  const routes = screenFiles.map(
    ({ route, files }): RouteBundle => ({
      route: route.path,
      screen: route.name,
      layout: route.layout,
      files: [...files],
      jsKb: sum(files, '.js'),
      cssKb: sum(files, '.css'),
      lazyJsKb: sum(
        files.filter((file) => !entryFiles.has(file)),
        '.js',
      ),
    }),
  );
  const entry = [...entryFiles]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb);
  return { entry, entryJsKb: sum(entryFiles, '.js'), routes };
}
