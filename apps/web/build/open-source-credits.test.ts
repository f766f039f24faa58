import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectPackages, licenseTexts, projectUrlOf } from './open-source-credits';

const roots: string[] = [];

afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A workspace on disk: `files` maps a path under the root to a package.json object or a text. */
function workspace(files: Record<string, object | string>): string {
  const root = mkdtempSync(join(tmpdir(), 'credits-'));
  roots.push(root);
  for (const [path, content] of Object.entries(files)) {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return root;
}

describe('collectPackages', () => {
  it('walks the dependencies of the app through hoisted and nested node_modules, once per version', () => {
    const root = workspace({
      'apps/web/package.json': { name: '@portal/web', dependencies: { ui: '^1', '@portal/contract': '*' } },
      'node_modules/@portal/contract/package.json': { name: '@portal/contract', dependencies: { zod: '^4' } },
      'node_modules/ui/package.json': {
        name: 'ui',
        version: '1.2.0',
        license: 'MIT',
        dependencies: { dom: '^2', zod: '^4' },
      },
      'node_modules/ui/node_modules/dom/package.json': {
        name: 'dom',
        version: '2.0.0',
        license: 'BSD-3-Clause',
      },
      'node_modules/dom/package.json': { name: 'dom', version: '1.0.0', license: 'MIT' },
      'node_modules/zod/package.json': { name: 'zod', version: '4.1.0', license: { type: 'MIT' } },
    });

    const found = collectPackages(join(root, 'apps/web'));

    // The workspace's own package is left out, but what it depends on is listed.
    expect(found.map(({ name, version, license }) => `${name}@${version} ${license}`)).toEqual([
      'dom@2.0.0 BSD-3-Clause',
      'ui@1.2.0 MIT',
      'zod@4.1.0 MIT',
    ]);
  });

  it('skips an optional dependency that is not installed and names a missing licence plainly', () => {
    const root = workspace({
      'app/package.json': {
        name: 'app',
        dependencies: { a: '1' },
        optionalDependencies: { 'not-here': '1' },
      },
      'app/node_modules/a/package.json': {
        name: 'a',
        version: '1.0.0',
        licenses: [{ type: 'Apache-2.0' }, { type: 'MIT' }],
      },
      'app/node_modules/a/LICENSE.md': 'Licence of a',
      'app/node_modules/b/package.json': { name: 'b', version: '1.0.0' },
    });
    const found = collectPackages(join(root, 'app'));
    expect(found.map((pkg) => pkg.license)).toEqual(['Apache-2.0 OR MIT']);
    expect(licenseTexts(found)).toBe('a 1.0.0\n=======\n\nLicence of a\n');
  });

  it('says so in the licence texts when a package ships no licence file', () => {
    const root = workspace({
      'app/package.json': { name: 'app', dependencies: { b: '1' } },
      'app/node_modules/b/package.json': { name: 'b', version: '3.0.0' },
    });
    expect(licenseTexts(collectPackages(join(root, 'app')))).toContain(
      'Licence: See the licence text (no licence file is included).',
    );
  });
});

describe('projectUrlOf', () => {
  it.each([
    [{ homepage: 'https://react.dev/' }, 'https://react.dev/'],
    [
      { homepage: 'http://old.example', repository: 'github:stripe/stripe-js' },
      'https://github.com/stripe/stripe-js',
    ],
    [{ repository: 'owner/name' }, 'https://github.com/owner/name'],
    [
      { repository: { url: 'git+https://github.com/TanStack/query.git' } },
      'https://github.com/TanStack/query',
    ],
    [
      { repository: { url: 'git://github.com/getsentry/sentry-javascript.git' } },
      'https://github.com/getsentry/sentry-javascript',
    ],
    [{ repository: { url: 'ssh://git@example.com/x.git' } }, null],
    [{}, null],
  ])('%j gives %s', (manifest, url) => {
    expect(projectUrlOf(manifest)).toBe(url);
  });
});
