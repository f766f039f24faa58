// Once per e2e run: a data folder that the built server has migrated and seeded (reference data, demo
// accounts), which every test file's server starts from as a copy (server.ts). Seeding hashes the demo
// accounts' passwords, the slowest part of a start; a copy of a stopped server's folder is the same
// database without that work.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { spawnServer } from './spawn-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data folder to copy; empty when none could be made (each server then seeds its own). */
    e2eTemplateDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-template-'));
  const server = await spawnServer(dataDir);
  // SIGTERM: the server closes the database cleanly, so the folder is consistent to copy.
  await server.stop();
  project.provide('e2eTemplateDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
