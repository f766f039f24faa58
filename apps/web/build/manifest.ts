// Reading Vite's build manifest (dist/.vite/manifest.json) and the app's lazy registries (src/app/screens.ts,
// layouts.ts): which files a chunk loads before it runs. No import of the contract, so the build's own
// plugins (vite.config.ts) can use it too.
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(web: string): Manifest {
  return JSON.parse(readFileSync(join(web, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The files a module path without extension can be (`./screens/sign-in` → `…/sign-in.tsx`, …), in order. */
export function sourceFilesOf(path: string): string[] {
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((extension) => path + extension);
}

/** `name: () => import('…')` entries of a registry file (screens.ts, layouts.ts), as manifest keys. */
export function registry(web: string, file: string, manifest: Manifest): Map<string, string> {
  const source = readFileSync(join(web, 'src/app', file), 'utf8');
  const entries = new Map<string, string>();
  for (const match of source.matchAll(/['"]?([\w-]+)['"]?:\s*\(\)\s*=>\s*\n?\s*import\('([^']+)'\)/g)) {
    const [, name = '', target = ''] = match;
    if (target.includes('...')) continue; // a comment's example
    const path = posix.join('src/app', target);
    const key = sourceFilesOf(path).find((candidate) => manifest[candidate]);
    if (!key) throw new Error(`${path} is not in the manifest`);
    entries.set(name, key);
  }
  return entries;
}

/** The modules a source file of `web` imports on demand (`import('…')`), as paths from `web` without extension. */
export function dynamicImportsOf(web: string, file: string): string[] {
  const source = readFileSync(join(web, file), 'utf8');
  return [...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map(([, target = '']) =>
    posix.join(posix.dirname(file), target),
  );
}

/** The manifest key of index.html's entry chunk. */
export function entryKeyOf(manifest: Manifest): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  return entryKey;
}

/** The files chunks load before they run: themselves, their CSS and their static imports, in that order. */
export function closureOf(manifest: Manifest, keys: readonly string[]): Set<string> {
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
}
