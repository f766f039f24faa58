// The files each layout's and each screen's chunk loads beyond the entry's, written at build time for the
// server to name in the page it sends for a screen (decision 032). The browser then asks for the screen's
// files while it reads the page, instead of after the entry has run, and Vite's preload helper finds them
// listed and adds no link of its own (it added about a hundred, one DOM insertion each, on a signed-in
// screen). The server knows each screen's layout from the contract's route table. The start-up loads'
// files (src/app/startup.ts: the current user, the not-paid orders ...) are listed too, for the screens
// that need a session.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import {
  closureOf,
  dynamicImportsOf,
  entryKeyOf,
  type Manifest,
  readManifest,
  registry,
  sourceFilesOf,
} from './manifest';

/** Where the build writes the list, beside Vite's manifest (a dot folder the server does not serve). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/** The paths (/assets/…) of files beyond the entry's, scripts first: by layout, by screen, of the start-up loads. */
export interface RoutePreloads {
  readonly layouts: Record<string, string[]>;
  readonly screens: Record<string, string[]>;
  readonly startup: string[];
}

/** The file the start-up loads are listed in; its on-demand imports run on every signed-in first visit. */
export const STARTUP_SOURCE = 'src/app/startup.ts';

export function routePreloadsOf(
  manifest: Manifest,
  chunks: {
    readonly layouts: ReadonlyMap<string, string>;
    readonly screens: ReadonlyMap<string, string>;
    readonly startup: readonly string[];
  },
): RoutePreloads {
  const entryFiles = closureOf(manifest, [entryKeyOf(manifest)]);
  const filesOf = (keys: readonly string[]) => {
    const own = [...closureOf(manifest, keys)].filter((file) => !entryFiles.has(file));
    const scripts = own.filter((file) => file.endsWith('.js'));
    const styles = own.filter((file) => file.endsWith('.css'));
    return [...scripts, ...styles].map((file) => `/${file}`);
  };
  const byName = (named: ReadonlyMap<string, string>) =>
    Object.fromEntries([...named].map(([name, key]) => [name, filesOf([key])]));
  return {
    layouts: byName(chunks.layouts),
    screens: byName(chunks.screens),
    startup: filesOf(chunks.startup),
  };
}

/**
 * The manifest keys of the chunks that hold these modules (paths from `root` without extension). A module
 * imported on demand and also statically elsewhere has no manifest key of its own: the bundler put it in a
 * shared chunk, found here through the bundle's list of each chunk's modules.
 */
function chunkKeysOf(
  root: string,
  modules: readonly string[],
  chunkOfModule: ReadonlyMap<string, string>,
  manifest: Manifest,
): string[] {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  return modules.map((module) => {
    const file = sourceFilesOf(module)
      .map((source) => chunkOfModule.get(resolve(root, source)))
      .find((found) => found !== undefined);
    const key = file === undefined ? undefined : keyOfFile.get(file);
    if (key === undefined) throw new Error(`${module} is in no chunk of the manifest`);
    return key;
  });
}

/** Writes dist/.vite/route-preloads.json once the bundle and its manifest are written. */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  const chunkOfModule = new Map<string, string>();
  return {
    name: 'portal-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const module of output.moduleIds) chunkOfModule.set(module, output.fileName);
      }
    },
    async closeBundle() {
      const manifest = readManifest(root);
      const preloads = routePreloadsOf(manifest, {
        layouts: registry(root, 'layouts.ts', manifest),
        screens: registry(root, 'screens.ts', manifest),
        startup: chunkKeysOf(root, dynamicImportsOf(root, STARTUP_SOURCE), chunkOfModule, manifest),
      });
      const target = join(outDir, ROUTE_PRELOADS_FILE);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
}
