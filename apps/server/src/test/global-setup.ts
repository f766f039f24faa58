// Builds the server suite's database templates once per run, before any test file: one migrated and
// reference-seeded database, and one with the demo accounts on top. Every test file then starts from a copy
// instead of running initdb, twenty migrations and the seeds again (about 2 s a file on PGlite).
//   - PGlite: each template is a data-directory dump in a temporary file, loaded with `loadDataDir`.
//   - PostgreSQL (TEST_DATABASE_URL): each template is a database, copied with CREATE DATABASE … TEMPLATE.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDemo } from '../db/seed/demo';
import { seedReference } from '../db/seed/reference';
import { createPostgresDatabase, DATABASE_TEMPLATES, type DatabaseTemplate } from './templates';

/** Where the copies come from: dump files (PGlite) or database names (PostgreSQL), by template. */
export type DatabaseTemplateSources = Record<DatabaseTemplate, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    serverDatabaseTemplates: DatabaseTemplateSources;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL || null;
  const built = serverUrl ? await buildPostgresTemplates(serverUrl) : await buildPgliteTemplates();
  project.provide('serverDatabaseTemplates', built.sources);
  return built.remove;
}

async function buildPgliteTemplates() {
  const folder = mkdtempSync(join(tmpdir(), 'portal-db-templates-'));
  const sources = {} as DatabaseTemplateSources;
  for (const template of DATABASE_TEMPLATES) {
    const handle = await openDatabase({ databaseUrl: null, dataDir: folder }, { pgliteDir: 'memory://' });
    try {
      await fillTemplate(handle, template);
      const client: PGlite = handle.driver.kind === 'pglite' ? handle.driver.client : unreachable();
      const dump = await client.dumpDataDir('none');
      const file = join(folder, `${template}.tar`);
      writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
      sources[template] = file;
    } finally {
      await handle.close();
    }
  }
  return { sources, remove: async () => rmSync(folder, { recursive: true, force: true }) };
}

async function buildPostgresTemplates(serverUrl: string) {
  const sources = {} as DatabaseTemplateSources;
  const drops: Array<() => Promise<void>> = [];
  const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
  for (const template of DATABASE_TEMPLATES) {
    const created = await createPostgresDatabase(serverUrl, `portal_template_${template}_${suffix}`);
    drops.push(created.dropDatabase);
    const handle = await openDatabase({ databaseUrl: created.url, dataDir: tmpdir() });
    try {
      await fillTemplate(handle, template);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template without connections.
      await handle.close();
    }
    sources[template] = created.name;
  }
  return {
    sources,
    remove: async () => {
      for (const drop of drops) await drop();
    },
  };
}

async function fillTemplate(handle: Awaited<ReturnType<typeof openDatabase>>, template: DatabaseTemplate) {
  await migrateDatabase(handle);
  await seedReference(handle.db);
  if (template === 'demo') await seedDemo(handle.db);
}

function unreachable(): never {
  throw new Error('A PGlite template was opened on another driver');
}
