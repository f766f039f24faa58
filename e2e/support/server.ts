// Starts the built portal (apps/server/dist) on a free port with a temporary data folder, for one test file.
// The folder starts as a copy of the one global-setup.ts prepared (migrated, reference data and demo
// accounts seeded) when the file asks for the default settings, so each file skips the seeding.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { spawnServer } from './spawn-server';

export interface RunningServer {
  readonly url: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const template = inject('e2eTemplateDataDir');
  if (template && Object.keys(env).length === 0) cpSync(template, dataDir, { recursive: true });
  const server = await spawnServer(dataDir, env);
  return {
    url: server.url,
    dataDir,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
