// Opens the database: embedded PGlite under DATA_DIR (default) or a node-postgres pool (DATABASE_URL),
// both behind one Drizzle type so every query is written once (docs/decisions/002-database-adapter.md).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';

/**
 * The one database type of the server. Queries take it as their first argument; a transaction
 * (`db.transaction(async (tx) => ...)`) is one too, so the same query runs inside or outside one.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The driver behind a Database, for the few places that need it (the migrator, shutdown). */
export type DatabaseDriver =
  | { readonly kind: 'pglite'; readonly client: PGlite; readonly db: PgliteDatabase }
  | { readonly kind: 'node-postgres'; readonly pool: pg.Pool; readonly db: NodePgDatabase };

/**
 * The rows of a raw statement. Both drivers answer `{ rows }`, which the common Database type cannot
 * express, so raw SQL (rare: locks, catalogue queries) goes through here.
 */
export async function executeRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * A query prepared once per database: `build` makes the prepared statement (`.prepare(name)` with
 * `sql.placeholder` values) the first time a database runs it. For the queries of every request (the access
 * check, the caller's profile): their SQL is built once instead of per call, and PostgreSQL plans a named
 * statement once per connection. A transaction (`tx`) is a database of its own here: its statement is
 * prepared for it, on its connection, and forgotten with it.
 */
export function preparedPerDatabase<P>(build: (db: Database) => P): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let query = prepared.get(db);
    if (query === undefined) {
      query = build(db);
      prepared.set(db, query);
    }
    return query;
  };
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  /** Closes the connection(s); calling it again does nothing. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded database instead of `DATA_DIR/pglite`; `memory://` keeps it in memory. */
  readonly pgliteDir?: string;
  /** A dump of an embedded database (`dumpDataDir`) to start from, instead of an empty one. */
  readonly pgliteDump?: Uint8Array;
  /** Receives errors of idle pooled connections, which would otherwise crash the process. */
  readonly onPoolError?: (error: Error) => void;
}

/** `DATA_DIR/pglite`, where the embedded database lives. */
export function pgliteDirOf(dataDir: string): string {
  return join(dataDir, 'pglite');
}

export const DEFAULT_PING_TIMEOUT_MS = 2000;

/** DATABASE_URL set: a node-postgres pool; unset: the embedded database under DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const driver = config.databaseUrl
    ? openPool(config.databaseUrl, options.onPoolError)
    : await openPglite(options.pgliteDir ?? pgliteDirOf(config.dataDir), options.pgliteDump);
  const db: Database = driver.db;
  let closing: Promise<void> | null = null;
  return {
    db,
    driver,
    ping: (timeoutMs = DEFAULT_PING_TIMEOUT_MS) =>
      withTimeout(db.execute(sql`select 1`), timeoutMs, 'The database did not answer in time').then(() => {}),
    close() {
      closing ??= driver.kind === 'pglite' ? driver.client.close() : driver.pool.end();
      return closing;
    },
  };
}

async function openPglite(dataDir: string, dump?: Uint8Array): Promise<DatabaseDriver> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the user search (migration 0009 creates the extension).
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(dump && { loadDataDir: new Blob([dump]) }),
  });
  return { kind: 'pglite', client, db: drizzlePglite({ client }) };
}

function openPool(connectionString: string, onPoolError?: (error: Error) => void): DatabaseDriver {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A database that is down fails requests quickly instead of queueing them for ever.
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => onPoolError?.(error));
  return { kind: 'node-postgres', pool, db: drizzleNodePg({ client: pool }) };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
