// Bundles the server into dist/main.js: our code and the workspace contract (which ships TypeScript
// source) are compiled in, every npm package stays external and is loaded from node_modules at run time.
// The committed migrations are copied to dist/migrations, where src/db/migrate.ts looks for them.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${root}dist`;

/** Bare imports (`fastify`, `node:fs`, `@scope/pkg/sub`) are external, except the workspace contract. */
const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === '@portal/contract' || args.path.startsWith('@portal/contract/')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: [`${root}src/main.ts`],
  outfile: `${outdir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
  // CommonJS code reached through the bundle may call require(); ESM has none, so provide one.
  banner: {
    js: "import { createRequire as __portalCreateRequire } from 'node:module';\nconst require = __portalCreateRequire(import.meta.url);",
  },
});

cpSync(`${root}src/db/migrations`, `${outdir}/migrations`, { recursive: true });

const bytes = Object.values(result.metafile.outputs).reduce((total, output) => total + output.bytes, 0);
console.info(
  `Built ${outdir}/main.js (${Math.round(bytes / 1024)} KiB with its source map) and copied the migrations.`,
);
