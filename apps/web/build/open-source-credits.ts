// The open-source packages the web app ships to the browser, for the credits screens (§2 /credits and
// /credits-mobile): the app's `dependencies` and everything they depend on in turn, read from
// node_modules at build time. Screens import the list from `virtual:open-source-credits`; the build also
// emits every package's licence text as `third-party-licenses.txt`, which the credits screens link to
// (the MIT and BSD licences of most of them ask for their notice to travel with the code).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

export interface OpenSourcePackage {
  readonly name: string;
  readonly version: string;
  /** The SPDX expression of package.json, or 'See the licence text' when it names none. */
  readonly license: string;
  /** The project's https address (homepage, else repository), or null. */
  readonly url: string | null;
}

interface PackageManifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  homepage?: string;
  repository?: string | { url?: string };
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

export const CREDITS_MODULE_ID = 'virtual:open-source-credits';
export const LICENSES_FILE_NAME = 'third-party-licenses.txt';
const RESOLVED_ID = `\0${CREDITS_MODULE_ID}`;
const UNNAMED_LICENSE = 'See the licence text';
const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** Node's lookup of a package folder: `node_modules/<name>` in `from` or the nearest folder above it. */
function findPackageDir(name: string, from: string): string | null {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return null;
  }
}

function readManifest(dir: string): PackageManifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageManifest;
}

function licenseOf(manifest: PackageManifest): string {
  if (typeof manifest.license === 'string' && manifest.license.trim()) return manifest.license.trim();
  if (typeof manifest.license === 'object' && manifest.license.type) return manifest.license.type;
  const legacy = manifest.licenses?.map((entry) => entry.type).filter(Boolean);
  return legacy?.length ? legacy.join(' OR ') : UNNAMED_LICENSE;
}

/** An https address a visitor can open: the homepage, else the repository turned into its web page. */
export function projectUrlOf(manifest: Pick<PackageManifest, 'homepage' | 'repository'>): string | null {
  if (manifest.homepage?.startsWith('https://')) return manifest.homepage;
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  if (!repository) return null;
  const shorthand = /^(?:github:)?([\w.-]+\/[\w.-]+)$/.exec(repository);
  if (shorthand) return `https://github.com/${shorthand[1]}`;
  const url = repository
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
  return url.startsWith('https://') ? url : null;
}

interface FoundPackage extends OpenSourcePackage {
  readonly dir: string;
}

/**
 * Every package reachable from the `dependencies` of the package in `appDir`, once per name and version,
 * sorted by name; workspace packages (`@portal/*`, the portal's own code) are left out.
 */
export function collectPackages(appDir: string): FoundPackage[] {
  const found = new Map<string, FoundPackage>();
  const visit = (manifest: PackageManifest, from: string) => {
    const names = Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies });
    for (const name of names) {
      const dir = findPackageDir(name, from);
      if (!dir) continue; // An optional dependency not installed on this platform.
      const dependency = readManifest(dir);
      const key = `${name}@${dependency.version ?? ''}`;
      if (found.has(key)) continue;
      if (!name.startsWith('@portal/')) {
        found.set(key, {
          name,
          version: dependency.version ?? '',
          license: licenseOf(dependency),
          url: projectUrlOf(dependency),
          dir,
        });
      }
      visit(dependency, dir);
    }
  };
  visit(readManifest(appDir), appDir);
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
  );
}

/** The licence texts of `packages` in one plain-text file, each under its package's name and version. */
export function licenseTexts(packages: readonly FoundPackage[]): string {
  return packages
    .map((pkg) => {
      const files = readdirSync(pkg.dir).filter((file) => LICENSE_FILE.test(file));
      const texts = files.map((file) => readFileSync(join(pkg.dir, file), 'utf8').trim());
      const body = texts.length
        ? texts.join('\n\n')
        : `Licence: ${pkg.license} (no licence file is included).`;
      return `${pkg.name} ${pkg.version}\n${'='.repeat(`${pkg.name} ${pkg.version}`.length)}\n\n${body}\n`;
    })
    .join('\n\n');
}

export function openSourceCredits(appDir: string): Plugin {
  let packages: FoundPackage[] | null = null;
  const load = () => {
    packages ??= collectPackages(appDir);
    return packages;
  };
  return {
    name: 'portal-open-source-credits',
    resolveId(id) {
      return id === CREDITS_MODULE_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const list: OpenSourcePackage[] = load().map(({ name, version, license, url }) => ({
        name,
        version,
        license,
        url,
      }));
      return `export default ${JSON.stringify(list)};`;
    },
    configureServer(server) {
      server.middlewares.use(`/${LICENSES_FILE_NAME}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(licenseTexts(load()));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LICENSES_FILE_NAME, source: licenseTexts(load()) });
    },
  };
}
