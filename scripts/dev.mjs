// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with its proxy to the API.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The server runs from its workspace folder; keep its data where `npm start` keeps it.
const serverEnv = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? `${root}data` };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@portal/server'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
console.info('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
