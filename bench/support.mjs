// Shared pieces of the benchmarks: the built server on a free port with a temporary database, and a
// bounded closed-loop load generator (loopback only) with latency percentiles.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, platform, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort() {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `options.dataDir`: run on this DATA_DIR and keep it on stop (the caller prepared it); else a fresh one. */
export async function startBuiltServer(env = {}, options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let attempt = 0; attempt < 300; attempt += 1) {
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sends `requests` requests with `concurrency` in flight; stops after `maxSeconds` whatever happens. */
export async function load(url, { requests = 2000, concurrency = 16, maxSeconds = 30, init } = {}) {
  const latencies = [];
  const statuses = new Map();
  let sent = 0;
  const started = performance.now();
  const deadline = started + maxSeconds * 1000;
  async function worker() {
    while (sent < requests && performance.now() < deadline) {
      sent += 1;
      const begin = performance.now();
      const response = await fetch(url, init);
      await response.arrayBuffer();
      latencies.push(performance.now() - begin);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: at(50).toFixed(1),
    p95: at(95).toFixed(1),
    p99: at(99).toFixed(1),
    statuses: Object.fromEntries(statuses),
  };
}

/**
 * Replaces (or appends) the section `name` of bench/results.md, between its two marker comments, so that
 * each benchmark rewrites its own part and leaves the others'.
 */
export function writeResultsSection(name, markdown) {
  const file = join(root, 'bench/results.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmark results\n\nWritten by `npm run bench` (bench/*.bench.mjs); each section by its benchmark.\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

/** A markdown table of rows (objects with the same keys). */
export function markdownTable(rows) {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    line(keys),
    line(keys.map(() => '---')),
    ...rows.map((row) => line(keys.map((key) => String(row[key] ?? '')))),
  ].join('\n');
}

/** The machine a result was measured on: CPUs, memory, Node.js. */
export function machineLine() {
  return `${availableParallelism()} CPUs (${cpus()[0]?.model?.trim() ?? 'unknown'}), ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node.js ${process.version}, ${platform()}`;
}
