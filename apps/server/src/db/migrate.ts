// Applies the committed drizzle-kit migrations with the migrator of the open driver. On PostgreSQL an
// advisory lock makes concurrent starts of several instances apply them once, one after the other.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

/** Arbitrary constant shared by every instance of the portal: "portal migrations". */
const MIGRATION_LOCK_KEY = 7_310_001;

/**
 * The migrations folder: `src/db/migrations` next to this module when running from source (tsx, Vitest),
 * `dist/migrations` next to the bundle (build.mjs copies it there).
 */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  const found = candidates.find((folder) => existsSync(join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`No database migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function migrateDatabase(database: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  const { driver } = database;
  if (driver.kind === 'pglite') {
    await migratePglite(driver.db, config);
    return;
  }
  // Session-level lock on one dedicated connection, held while the migrator runs on that connection.
  const client = await driver.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
