// The server process end to end (from source, through tsx): it starts on a fresh database, serves,
// keeps its generated secret and demo accounts across a restart, stops with exit code 0 on SIGTERM, and
// refuses to start in production without JWT_SECRET.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { publicConfigSchema } from '@portal/contract/endpoints/system';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRETS_FILE } from './config';
import { executeRows } from './db/client';
import { createTestDatabase, type TestDatabase } from './test/harness';

const serverDir = join(import.meta.dirname, '..');

interface Run {
  readonly child: ChildProcess;
  readonly url: string;
  output(): string;
  exited: Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function start(env: Record<string, string>, args: string[] = []): Promise<Run> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function waitForHealth(run: Run): Promise<void> {
  const deadline = Date.now() + 40_000;
  while (Date.now() < deadline) {
    if (run.child.exitCode !== null) throw new Error(`The server exited early:\n${run.output()}`);
    try {
      if ((await fetch(`${run.url}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy:\n${run.output()}`);
}

async function stop(run: Run): Promise<number | null> {
  if (run.child.exitCode === null) run.child.kill('SIGTERM');
  return run.exited;
}

let dataDir: string;
let database: TestDatabase | null = null;
let databaseUrl = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'portal-main-'));
  // On PostgreSQL runs, the process gets its own empty database; otherwise PGlite under DATA_DIR.
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase({ migrate: false });
    databaseUrl = database.url ?? '';
  }
});

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('starts on a new database, then restarts on it, and stops with exit code 0 on SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET: '' };

    const first = await start(env);
    try {
      await waitForHealth(first);
      const config = publicConfigSchema.parse(await (await fetch(`${first.url}/api/config/`)).json());
      expect(config.environment).toBe('test');
      expect((await fetch(`${first.url}/sign-in`)).status).toBe(200);
      expect((await fetch(`${first.url}/nowhere`)).status).toBe(404);
    } finally {
      expect(await stop(first)).toBe(0);
    }
    expect(first.output()).toContain('Demo accounts created');
    expect(first.output()).toContain('Stopped');
    const secretsPath = join(dataDir, SECRETS_FILE);
    expect(existsSync(secretsPath)).toBe(true);
    const secret = readFileSync(secretsPath, 'utf8');

    const second = await start(env);
    try {
      await waitForHealth(second);
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(second.output()).not.toContain('Demo accounts created');
    expect(readFileSync(secretsPath, 'utf8')).toBe(secret);
  }, 120_000);

  it('with --migrate-only, migrates and seeds a new database and exits 0 without listening', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-migrate-only-'));
    const fresh = process.env.TEST_DATABASE_URL ? await createTestDatabase({ migrate: false }) : null;
    try {
      const run = await start(
        { DATA_DIR: folder, DATABASE_URL: fresh?.url ?? '', JWT_SECRET: '', SEED_DEMO: 'false' },
        ['--migrate-only'],
      );
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('exiting (--migrate-only)');
      expect(run.output()).not.toContain('Portal listening');
      if (fresh) {
        const [row] = await executeRows<{ total: number }>(
          fresh.db,
          sql`select count(*)::int as total from federations`,
        );
        expect(row?.total).toBeGreaterThan(100);
      } else {
        const pglite = await PGlite.create(join(folder, 'pglite'));
        try {
          const { rows } = await pglite.query<{ total: number }>(
            'select count(*)::int as total from federations',
          );
          expect(rows[0]?.total).toBeGreaterThan(100);
        } finally {
          await pglite.close();
        }
      }
    } finally {
      await fresh?.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to start in production without JWT_SECRET', async () => {
    const run = await start({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: '' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('JWT_SECRET is required in production');
  });

  it('refuses to start with an invalid setting and names it', async () => {
    const run = await start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
  });
});
