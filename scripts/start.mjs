// `npm start`: build the web app and the server when their output is missing or older than the sources,
// then run the server (which serves the web app) in this process's place.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Newest modification time below the given folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

const contract = ['packages/contract/src', 'packages/contract/package.json'];
const targets = [
  {
    workspace: '@portal/web',
    output: 'apps/web/dist/index.html',
    sources: [
      ...contract,
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ],
  },
  {
    workspace: '@portal/server',
    output: 'apps/server/dist/main.js',
    sources: [...contract, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const { workspace, output, sources } of targets) {
  const outputPath = join(root, output);
  const stale = !existsSync(outputPath) || statSync(outputPath).mtimeMs < newestMtime(sources);
  if (!stale) continue;
  console.info(`Building ${workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
